import { cafe } from '@/data/cafe';

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The public address of the site; NEXT_PUBLIC_SITE_URL at build time overrides data/cafe.ts. */
export const siteUrl = withoutTrailingSlash(process.env.NEXT_PUBLIC_SITE_URL || cafe.siteUrl);

/** The image host; NEXT_PUBLIC_IMAGE_HOST at build time overrides data/cafe.ts. */
export const imageHost = withoutTrailingSlash(process.env.NEXT_PUBLIC_IMAGE_HOST || cafe.imageHost);

/** Every page of the site, as the sitemap lists them. */
export const sitePaths = ['/', '/menu/', '/order/', '/about/', '/contact/'] as const;

/** The canonical address of a route, with the trailing slash the export uses. */
export function pageUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : `${withoutTrailingSlash(path)}/`}`;
}
