import { cafe } from '@/data/cafe';
import { basePath as configuredBasePath } from './base-path';
import { checkedAddress } from './checked-address';

export function checkedBasePath(value: string): string {
  if (value === '' || /^(\/[\w.~-]+)+$/.test(value)) return value;
  throw new Error(
    `NEXT_PUBLIC_BASE_PATH "${value}" must be empty or a path such as /cpc-cafe: a leading slash, no trailing slash.`,
  );
}

export const basePath = checkedBasePath(configuredBasePath);

// The build checks the addresses; the browser takes the checked values as they were built in.
function built(value: string, source: string, basePathOf?: string): string {
  return typeof window === 'undefined' ? checkedAddress(value, source, { basePathOf }) : value;
}

/** The public address of the site; NEXT_PUBLIC_SITE_URL at build time overrides content/cafe.json. */
export const siteUrl = process.env.NEXT_PUBLIC_SITE_URL
  ? built(process.env.NEXT_PUBLIC_SITE_URL, 'NEXT_PUBLIC_SITE_URL', basePath)
  : built(cafe.siteUrl, 'siteUrl in content/cafe.json', basePath);

/** The image host; NEXT_PUBLIC_IMAGE_HOST at build time overrides content/cafe.json. */
export const imageHost = process.env.NEXT_PUBLIC_IMAGE_HOST
  ? built(process.env.NEXT_PUBLIC_IMAGE_HOST, 'NEXT_PUBLIC_IMAGE_HOST')
  : built(cafe.imageHost, 'imageHost in content/cafe.json');

/** The canonical address of a route, with the trailing slash the export uses. */
export function pageUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : `${path.replace(/\/+$/, '')}/`}`;
}
