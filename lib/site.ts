import { cafe } from '@/data/cafe';

/**
 * `value` as an absolute https address written the way browsers write it, with no trailing slash,
 * query or fragment, and no path when `originOnly` (the site is exported for the root of its host).
 * Anything else stops the build with a message that names `source`, so a typo never ends up in
 * canonical links or the Content-Security-Policy.
 */
export function checkedAddress(value: string, source: string, originOnly: boolean): string {
  const fail = (why: string): never => {
    throw new Error(`${source} is "${value}": ${why}`);
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('it must be an absolute address such as https://cpccafe.in');
  }
  if (url.protocol !== 'https:') fail('it must start with https://');
  if (url.username || url.password) fail('it must not carry a user name or password');
  if (url.search || url.hash || /[?#]/.test(value))
    fail('it must not have a ? query or # fragment');
  if (value.endsWith('/')) fail(`it must not end with a slash: write ${value.replace(/\/+$/, '')}`);
  if (url.pathname.includes('//')) fail('its path must not hold an empty segment (//)');
  if (originOnly && url.pathname !== '/') {
    fail(`it must be the bare address of the site, without a path: write ${url.origin}`);
  }
  const written = url.pathname === '/' ? url.origin : url.href;
  if (written !== value) fail(`write it as ${written.replace(/\/+$/, '')}`);
  return value;
}

/** The public address of the site; NEXT_PUBLIC_SITE_URL at build time overrides data/cafe.ts. */
export const siteUrl = process.env.NEXT_PUBLIC_SITE_URL
  ? checkedAddress(process.env.NEXT_PUBLIC_SITE_URL, 'NEXT_PUBLIC_SITE_URL', true)
  : checkedAddress(cafe.siteUrl, 'siteUrl in data/cafe.ts', true);

/** The image host; NEXT_PUBLIC_IMAGE_HOST at build time overrides data/cafe.ts. */
export const imageHost = process.env.NEXT_PUBLIC_IMAGE_HOST
  ? checkedAddress(process.env.NEXT_PUBLIC_IMAGE_HOST, 'NEXT_PUBLIC_IMAGE_HOST', false)
  : checkedAddress(cafe.imageHost, 'imageHost in data/cafe.ts', false);

/** Every page of the site, as the sitemap lists them. */
export const sitePaths = ['/', '/menu/', '/order/', '/about/', '/contact/'] as const;

/** The canonical address of a route, with the trailing slash the export uses. */
export function pageUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : `${path.replace(/\/+$/, '')}/`}`;
}
