import type { MetadataRoute } from 'next';
import { localePath, type Locale } from './locale';

type ChangeFrequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;

export type SitePage = {
  /** The route as the export writes it, with its trailing slash; `app/<folder>/page.tsx` makes it. */
  path: '/' | `/${string}/`;
  /** What the page is called in English; the header and footer say it in the page's language. */
  label: string;
  /** The page's key in the dictionaries (lib/words/), when it has a Hindi page under /hi/. */
  translated?: 'home' | 'menu' | 'order' | 'about' | 'contact';
  /** Listed in the header's and the footer's links. */
  inNav: boolean;
  /** Listed in sitemap.xml for search engines. */
  inSitemap: boolean;
  /** Shown in search results; false for the owner's pages (noindex), which no customer page links. */
  indexed: boolean;
  changeFrequency: ChangeFrequency;
};

/**
 * Every English page of the site, in the order of the header's links; a page `translated` has its
 * Hindi page under /hi/ as well (lib/site/locale.ts).
 */
const englishPages = [
  {
    path: '/',
    translated: 'home',
    label: 'Home',
    inNav: true,
    inSitemap: true,
    indexed: true,
    changeFrequency: 'weekly',
  },
  {
    path: '/menu/',
    translated: 'menu',
    label: 'Menu',
    inNav: true,
    inSitemap: true,
    indexed: true,
    changeFrequency: 'weekly',
  },
  {
    path: '/order/',
    translated: 'order',
    label: 'Order Online',
    inNav: true,
    inSitemap: true,
    indexed: true,
    changeFrequency: 'monthly',
  },
  {
    path: '/about/',
    translated: 'about',
    label: 'About Us',
    inNav: true,
    inSitemap: true,
    indexed: true,
    changeFrequency: 'yearly',
  },
  {
    path: '/contact/',
    translated: 'contact',
    label: 'Contact',
    inNav: true,
    inSitemap: true,
    indexed: true,
    changeFrequency: 'yearly',
  },
  /** The owner's sheet of QR cards, one per table (docs/owner.md). */
  {
    path: '/tables/',
    label: 'Table cards',
    inNav: false,
    inSitemap: false,
    indexed: false,
    changeFrequency: 'yearly',
  },
] as const satisfies readonly SitePage[];

export type PagePath = SitePage['path'];

/** A page of the site in one language. */
export type LocalePage = SitePage & { locale: Locale };

/**
 * Every page of the site, English and Hindi. The header, the footer, the sitemap, the hosts'
 * header rules, the size check and the end-to-end route loops read this list: a new page is one
 * entry above plus its `app/(en)/<folder>/page.tsx`, and `app/(hi)/hi/<folder>/page.tsx` when it is
 * translated (lib/site/pages.test.ts fails when they disagree).
 */
export const pages: readonly LocalePage[] = [
  ...englishPages.map((page): LocalePage => ({ ...page, locale: 'en' })),
  ...englishPages
    .filter(
      (page): page is Extract<(typeof englishPages)[number], { translated: string }> =>
        'translated' in page,
    )
    .map((page): LocalePage => ({ ...page, path: localePath('hi', page.path), locale: 'hi' })),
];

/** The pages that have a page in the other language, English and Hindi: the language switch's. */
export const translatedPaths: PagePath[] = pages
  .filter((page) => 'translated' in page)
  .map((page) => page.path);

/** Every page's path, for the hosts' rules and the tests that visit each page. */
export const pagePaths: PagePath[] = pages.map((page) => page.path);

/** The header's and the footer's links on a page in `locale`. */
export function navPages(locale: Locale): LocalePage[] {
  return pages.filter((page) => page.inNav && page.locale === locale);
}

export const sitemapPages = pages.filter((page) => page.inSitemap);

/** The pages search engines may show, and the owner's that they may not. */
export const indexedPaths: PagePath[] = pages
  .filter((page) => page.indexed)
  .map(({ path }) => path);
export const unindexedPaths: PagePath[] = pages
  .filter((page) => !page.indexed)
  .map(({ path }) => path);
