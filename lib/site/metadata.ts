import type { Metadata } from 'next';
import { cafe } from '@/data/cafe';
import { cityIn, languages, localePath, locales, type Locale } from './locale';
import { formatHours, openDays } from './opening-hours';
import { pageUrl, siteUrl } from './site';
import { wordsFor } from '../words';
import { fill } from '../words/fill';

type PageMetadata = { title: string; description: string; path: string };

/** The picture WhatsApp, Facebook and X show when a link to the site is shared (scripts/make-icons.mjs). */
export const shareImage = {
  url: `${siteUrl}/og-image.png`,
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${cafe.name}: ${cafe.tagline}`,
};

/** Open Graph and Twitter card tags; pages without their own (the 404 page) get the site's. */
export function linkPreview(
  title: string,
  description: string,
  url?: string,
  locale: Locale = 'en',
): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    openGraph: {
      type: 'website',
      locale: languages[locale].openGraph,
      siteName: cafe.name,
      title,
      description,
      ...(url && { url }),
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', title, description, images: [shareImage] },
  };
}

/** A page's title as a browser tab and search results show it: the page, then the cafe. */
export function titleOf(page: string): string {
  return `${page} | ${cafe.name}`;
}

/**
 * A route's title, description, canonical link, its address in each language (hreflang, with
 * English as x-default) and link-preview tags, from one place. `path` is the English page's.
 */
export function pageMetadata(
  { title, description, path }: PageMetadata,
  locale: Locale = 'en',
): Metadata {
  const url = pageUrl(localePath(locale, path as '/'));
  const fullTitle = titleOf(title);
  return {
    // Absolute, because the layout's title template skips the page beside it: the home page.
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    ...linkPreview(fullTitle, description, url, locale),
  };
}

/** The English page's address in every language, and English for any other reader. */
export function languageAlternates(path: string): Record<string, string> {
  const english = pageUrl(path);
  return {
    ...Object.fromEntries(
      locales.map((locale) => [languages[locale].lang, pageUrl(localePath(locale, path as '/'))]),
    ),
    'x-default': english,
  };
}

/** The pages both languages have, by their key in the dictionaries. */
export const translatedPages = {
  home: '/',
  menu: '/menu/',
  order: '/order/',
  about: '/about/',
  contact: '/contact/',
} as const;
export type TranslatedPage = keyof typeof translatedPages;

/** A translated page's metadata in `locale`, its words from the dictionary. */
export function sitePageMetadata(locale: Locale, page: TranslatedPage): Metadata {
  const words = wordsFor(locale).site.pages[page];
  const values = {
    cafe: cafe.name,
    city: cityIn(locale, cafe.address),
    street: cafe.address.street,
    year: cafe.foundedYear,
    hours: formatHours(cafe.hours, wordsFor(locale).hours),
    days: openDays(cafe.hours, wordsFor(locale).hours),
  };
  return pageMetadata(
    {
      title: words.title,
      description: fill(words.description, values),
      path: translatedPages[page],
    },
    locale,
  );
}

/** The root layout's defaults in `locale`: the pages without their own (the 404 page). */
export function siteMetadata(locale: Locale): Metadata {
  const title = fill(wordsFor(locale).site.pages.siteTitle, { cafe: cafe.name });
  return {
    metadataBase: new URL(siteUrl),
    title: { default: title, template: `%s | ${cafe.name}` },
    description: cafe.description,
    ...linkPreview(title, cafe.description, undefined, locale),
  };
}
