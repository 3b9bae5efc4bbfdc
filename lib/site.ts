import { cafe } from '@/data/cafe';
import { pagePaths } from './pages';

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The public address of the site; NEXT_PUBLIC_SITE_URL at build time overrides data/cafe.ts. */
export const siteUrl = withoutTrailingSlash(process.env.NEXT_PUBLIC_SITE_URL || cafe.siteUrl);

/** The image host; NEXT_PUBLIC_IMAGE_HOST at build time overrides data/cafe.ts. */
export const imageHost = withoutTrailingSlash(process.env.NEXT_PUBLIC_IMAGE_HOST || cafe.imageHost);

/**
 * Where the site sits under its host: '' at the root, or '/<folder>' for a GitHub Pages project
 * site. NEXT_PUBLIC_BASE_PATH at build time sets it; next.config.mjs passes it to Next.js.
 */
export const basePath = checkedBasePath(process.env.NEXT_PUBLIC_BASE_PATH ?? '');

export function checkedBasePath(value: string): string {
  if (value === '' || /^(\/[\w.~-]+)+$/.test(value)) return value;
  throw new Error(
    `NEXT_PUBLIC_BASE_PATH "${value}" must be empty or a path such as /cpc-cafe: a leading slash, no trailing slash.`,
  );
}

/** Every page of the site, from the page registry. */
export const sitePaths = pagePaths;

/** The canonical address of a route, with the trailing slash the export uses. */
export function pageUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : `${withoutTrailingSlash(path)}/`}`;
}
