import type { Locale } from '@/lib/site/locale';
import { ClosingCta } from '@/components/home/closing-cta';
import { CustomerFavourites } from '@/components/home/customer-favourites';
import { FeatureCards } from '@/components/home/feature-cards';
import { HomeHero } from '@/components/home/home-hero';
import { Testimonials } from '@/components/home/testimonials';
import { JsonLd } from '@/components/seo/json-ld';

/** The page's content in either language (app/(en)/ and app/(hi)/hi/ render it). */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <HomeHero locale={locale} />
      <FeatureCards locale={locale} />
      <CustomerFavourites locale={locale} />
      <Testimonials locale={locale} />
      <ClosingCta locale={locale} />
      <JsonLd />
    </>
  );
}
