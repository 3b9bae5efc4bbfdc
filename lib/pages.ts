import type { MetadataRoute } from 'next';

type ChangeFrequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;

export type SitePage = {
  /** The route as the export writes it, with its trailing slash; `app/<folder>/page.tsx` makes it. */
  path: '/' | `/${string}/`;
  /** The link text in the header and the footer. */
  label: string;
  /** Listed in the header's and the footer's links. */
  inNav: boolean;
  /** Listed in sitemap.xml for search engines. */
  inSitemap: boolean;
  /** Shown in search results; false for the owner's pages (noindex), which no customer page links. */
  indexed: boolean;
  changeFrequency: ChangeFrequency;
};

/**
 * Every page of the site, in the order of the header's links. The header, the footer, the
 * sitemap, the hosts' header rules and the end-to-end route loops read this list: a new page is
 * one entry here plus its `app/<folder>/page.tsx` (lib/pages.test.ts fails when they disagree).
 */
export const pages = [
  {
    path: '/',
    label: 'Home',
    inNav: true,
    inSitemap: true,
    indexed: true,
    changeFrequency: 'weekly',
  },
  {
    path: '/menu/',
    label: 'Menu',
    inNav: true,
    inSitemap: true,
    indexed: true,
    changeFrequency: 'weekly',
  },
  {
    path: '/order/',
    label: 'Order Online',
    inNav: true,
    inSitemap: true,
    indexed: true,
    changeFrequency: 'monthly',
  },
  {
    path: '/about/',
    label: 'About Us',
    inNav: true,
    inSitemap: true,
    indexed: true,
    changeFrequency: 'yearly',
  },
  {
    path: '/contact/',
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

export type PagePath = (typeof pages)[number]['path'];

/** Every page's path, for the hosts' rules and the tests that visit each page. */
export const pagePaths: PagePath[] = pages.map((page) => page.path);

export const navPages = pages.filter((page) => page.inNav);

export const sitemapPages = pages.filter((page) => page.inSitemap);

/** The pages search engines may show, and the owner's that they may not. */
export const indexedPaths: PagePath[] = pages
  .filter((page) => page.indexed)
  .map(({ path }) => path);
export const unindexedPaths: PagePath[] = pages
  .filter((page) => !page.indexed)
  .map(({ path }) => path);

/** The route a `page.tsx` under `app/` makes: route groups `(name)` add nothing to the path. */
export function routeOfPageFile(file: string): string {
  const folders = file
    .split('/')
    .slice(0, -1)
    .filter((folder) => !/^\(.+\)$/.test(folder));
  return folders.length === 0 ? '/' : `/${folders.join('/')}/`;
}

/** Whether a link is to the page being shown; the export adds a trailing slash to every path. */
export function isCurrentPage(path: string, pathname: string): boolean {
  const trim = (value: string) => value.replace(/\/+$/, '') || '/';
  return trim(path) === trim(pathname);
}
