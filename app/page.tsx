import { ClosingCta } from '@/components/home/closing-cta';
import { CustomerFavourites } from '@/components/home/customer-favourites';
import { FeatureCards } from '@/components/home/feature-cards';
import { HomeHero } from '@/components/home/home-hero';
import { Testimonials } from '@/components/home/testimonials';
import { cafe } from '@/data/cafe';
import { pageMetadata } from '@/lib/metadata';
import { formatHours } from '@/lib/opening-hours';
import { JsonLd } from '@/components/seo/json-ld';

export const metadata = pageMetadata({
  title: 'Kulhad Chai, Momos & Indian Food',
  description: `Kulhad chai, steam momos, chowmein and thalis at ${cafe.name}, ${cafe.address.city}. Order online on WhatsApp for home delivery or pickup, open ${formatHours(cafe.hours)}.`,
  path: '/',
});

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <FeatureCards />
      <CustomerFavourites />
      <Testimonials />
      <ClosingCta />
      <JsonLd />
    </>
  );
}
