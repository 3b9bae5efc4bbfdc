import type { Cafe } from '@/data/cafe';
import type { MenuCategory, MenuItem } from '@/data/menu';
import { isVeg } from './diet';
import { isOpenDay, weekdays, type Weekday } from './opening-hours';
import { pageUrl, siteUrl } from './site';

type Offer = {
  '@type': 'Offer';
  name?: 'Half' | 'Full';
  price: number;
  priceCurrency: 'INR';
  availability?: 'https://schema.org/SoldOut';
};

type MenuItemData = {
  '@type': 'MenuItem';
  name: string;
  offers?: Offer[];
  description?: string;
  suitableForDiet?: 'https://schema.org/VegetarianDiet';
};

type OpeningHoursData = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: Weekday;
  opens: string;
  closes: string;
};

type MenuData = {
  '@type': 'Menu';
  name: string;
  url: string;
  hasMenuSection: {
    '@type': 'MenuSection';
    name: string;
    hasMenuItem: MenuItemData[];
  }[];
};

/** `hasMenu` is the whole menu on the menu page, and elsewhere the menu page's address. */
export type CafeStructuredData<HasMenu extends MenuData | string = MenuData> = {
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
  hasMenu: HasMenu;
  sameAs: string[];
};

function offer(item: MenuItem, price: number, name?: Offer['name']): Offer {
  return {
    '@type': 'Offer',
    ...(name && { name }),
    price,
    priceCurrency: 'INR',
    ...(item.soldOut && { availability: 'https://schema.org/SoldOut' }),
  };
}

// Only veg dishes: schema.org's VegetarianDiet allows egg, which an Indian menu does not call veg.
function diet(item: MenuItem): Pick<MenuItemData, 'suitableForDiet'> {
  return isVeg(item) ? { suitableForDiet: 'https://schema.org/VegetarianDiet' } : {};
}

function menuItem(item: MenuItem): MenuItemData {
  if (item.price === 'Print Rate') {
    return {
      '@type': 'MenuItem',
      name: item.name,
      description: 'Sold at the printed price (MRP)',
      ...diet(item),
    };
  }
  const offers =
    item.fullPrice === undefined
      ? [offer(item, item.price)]
      : [offer(item, item.price, 'Half'), offer(item, item.fullPrice, 'Full')];
  return { '@type': 'MenuItem', name: item.name, offers, ...diet(item) };
}

/**
 * The cafe as schema.org JSON-LD for search engines: a local business with its address, phone and
 * hours (the same on each day it opens, none on its days off), with the whole menu when given one. Next.js writes a page's JSON-LD twice (HTML and hydration data), so only the menu
 * page carries the menu; the others link to it.
 */
export function cafeStructuredData(cafe: Cafe): CafeStructuredData<string>;
export function cafeStructuredData(cafe: Cafe, menu: MenuCategory[]): CafeStructuredData;
export function cafeStructuredData(
  cafe: Cafe,
  menu?: MenuCategory[],
): CafeStructuredData<MenuData | string> {
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
    hasMenu: menu
      ? {
          '@type': 'Menu',
          name: `${cafe.name} menu`,
          url: pageUrl('/menu/'),
          hasMenuSection: menu.map((category) => ({
            '@type': 'MenuSection',
            name: category.name,
            hasMenuItem: category.items.map(menuItem),
          })),
        }
      : pageUrl('/menu/'),
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
