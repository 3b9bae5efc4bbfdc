import type { Locale } from '@/lib/site/locale';
import { AboutIntro } from '@/components/about/about-intro';
import { OurCulture } from '@/components/about/our-culture';
import { OurJourney } from '@/components/about/our-journey';
import { OurValues } from '@/components/about/our-values';
import { JsonLd } from '@/components/seo/json-ld';

/** The page's content in either language (app/(en)/ and app/(hi)/hi/ render it). */
export function AboutPage({ locale }: { locale: Locale }) {
  return (
    <>
      <AboutIntro locale={locale} />
      <OurValues locale={locale} />
      <OurJourney locale={locale} />
      <OurCulture locale={locale} />
      <JsonLd />
    </>
  );
}
