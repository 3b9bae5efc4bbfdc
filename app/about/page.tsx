import { AboutIntro } from '@/components/about/about-intro';
import { OurCulture } from '@/components/about/our-culture';
import { OurJourney } from '@/components/about/our-journey';
import { OurValues } from '@/components/about/our-values';
import { cafe } from '@/data/cafe';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/seo/json-ld';

export const metadata = pageMetadata({
  title: 'About Us',
  description: `The story of ${cafe.name} in ${cafe.address.city}: from a kulhad chai counter in ${cafe.foundedYear} to a neighbourhood cafe serving momos, Chinese and Indian food.`,
  path: '/about/',
});

export default function AboutPage() {
  return (
    <>
      <AboutIntro />
      <OurValues />
      <OurJourney />
      <OurCulture />
      <JsonLd />
    </>
  );
}
