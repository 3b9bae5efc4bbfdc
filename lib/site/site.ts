import { siteSettings, siteSettingsFile } from '@/data/site-settings';
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

/** The public address of the site; NEXT_PUBLIC_SITE_URL at build time overrides data/site-settings.ts. */
export const siteUrl = process.env.NEXT_PUBLIC_SITE_URL
  ? built(process.env.NEXT_PUBLIC_SITE_URL, 'NEXT_PUBLIC_SITE_URL', basePath)
  : built(siteSettings.siteUrl, `siteUrl in ${siteSettingsFile}`, basePath);

/** The image host; NEXT_PUBLIC_IMAGE_HOST at build time overrides data/site-settings.ts. */
export const imageHost = process.env.NEXT_PUBLIC_IMAGE_HOST
  ? built(process.env.NEXT_PUBLIC_IMAGE_HOST, 'NEXT_PUBLIC_IMAGE_HOST')
  : built(siteSettings.imageHost, `imageHost in ${siteSettingsFile}`);

/** The canonical address of a route, with the trailing slash the export uses. */
export function pageUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : `${path.replace(/\/+$/, '')}/`}`;
}
