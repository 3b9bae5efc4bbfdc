import type { Cafe } from '@/data/cafe';
import { weekdays, type Weekday } from '@/data/weekdays';
import { isOpenDay } from './opening-hours';
import { pageUrl, siteUrl } from './site';

type OpeningHoursData = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: Weekday;
  opens: string;
  closes: string;
};

export type CafeStructuredData = {
  '@context': 'https://schema.org';
  '@type': 'CafeOrCoffeeShop';
  '@id': string;
  name: string;
  description: string;
  url: string;
  image: string;
  logo: string;
  telephone?: string;
  address: {
    '@type': 'PostalAddress';
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  };
  priceRange: string;
  servesCuisine: string[];
  currenciesAccepted: 'INR';
  acceptsReservations: false;
  openingHoursSpecification: OpeningHoursData[];
  /** The menu page's address: its dishes are in its HTML. */
  hasMenu: string;
  sameAs: string[];
};

/**
 * The cafe as schema.org JSON-LD for search engines: a local business with its address, phone and
 * hours (the same on each day it opens, none on its days off), and the address of its menu.
 */
export function cafeStructuredData(cafe: Cafe): CafeStructuredData {
  const telephone = cafe.phones[0]?.tel;
  return {
    '@context': 'https://schema.org',
    '@type': 'CafeOrCoffeeShop',
    '@id': `${pageUrl('/')}#cafe`,
    name: cafe.name,
    description: cafe.description,
    url: pageUrl('/'),
    image: `${siteUrl}/og-image.png`,
    logo: `${siteUrl}/icon-512.png`,
    ...(telephone && { telephone }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: cafe.address.street,
      addressLocality: cafe.address.city,
      addressRegion: cafe.address.region,
      postalCode: cafe.address.postalCode,
      addressCountry: cafe.address.country,
    },
    priceRange: cafe.priceRange,
    servesCuisine: [...cafe.cuisines],
    currenciesAccepted: 'INR',
    acceptsReservations: false,
    openingHoursSpecification: weekdays
      .filter((weekday) => isOpenDay(cafe.hours, weekday))
      .map((dayOfWeek) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek,
        opens: cafe.hours.opens,
        closes: cafe.hours.closes,
      })),
    hasMenu: pageUrl('/menu/'),
    sameAs: [`https://www.instagram.com/${cafe.instagram}/`],
  };
}

const unsafeInScript: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script type="application/ld+json">` element. Characters that could end the
 * element or open an HTML comment are written as \u escapes, which JSON.parse reads back unchanged,
 * so no data string can break out of the script.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => unsafeInScript[char] ?? char);
}
