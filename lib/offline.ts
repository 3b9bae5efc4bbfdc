/**
 * The rules of the service worker (worker/sw.ts): what it keeps for a visit without signal, and how
 * it answers each request. Pure, so that the worker, the build step and the tests share them.
 */

/** The worker's file in out/, at the root of the site so that its scope is the whole site. */
export const serviceWorkerFile = 'sw.js';

/** The address the page registers; under a GitHub Pages project site's folder when there is one. */
export function serviceWorkerUrl(basePath: string): string {
  return `${basePath}/${serviceWorkerFile}`;
}

/**
 * Whether a file of out/ (a path relative to it, with `/` separators) is downloaded when the worker
 * installs: every page, the data files client navigation fetches (`index.txt`, `__next.*.txt`), the
 * hashed scripts and styles, the cafe's logo in every page's header, and the manifest and icon the
 * browser asks for on every page.
 */
export function isPrecached(file: string): boolean {
  if (file.startsWith('_next/static/')) return !file.endsWith('.map');
  if (file.startsWith('.') || file.includes('/.')) return false;
  if (file === 'robots.txt') return false;
  return (
    /\.(html|txt)$/.test(file) ||
    ['manifest.webmanifest', 'icon.svg', 'favicon.ico', 'logo.svg'].includes(file)
  );
}

/** Build files have their content's hash in their name; every other precached file needs a revision. */
export function hasHashedName(file: string): boolean {
  return file.startsWith('_next/static/');
}

export const offlineRules = {
  /** Past this, a page comes from the last visit: a slow network is as good as none to a customer in a queue. */
  networkTimeoutSeconds: 3,
  pagesCache: 'pages',
  staticCache: 'next-static',
  photosCache: 'photos',
  /** Enough for the whole menu's photos at two widths, and no more on a phone's storage. */
  photoMaxEntries: 120,
  photoMaxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

export type RequestKind = 'page' | 'static' | 'photo' | 'other';

/**
 * How the worker treats a GET request: `page` (network first, the last copy when offline), `static`
 * (hashed build files: cache first), `photo` (the image host: stale while revalidate), or `other`
 * (left to the precache or the network).
 */
export function requestKind(
  url: URL,
  site: { origin: string; basePath: string; imageOrigin: string },
): RequestKind {
  if (url.origin === site.imageOrigin) return 'photo';
  if (url.origin !== site.origin) return 'other';
  const base = site.basePath;
  if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return 'other';
  const path = url.pathname.slice(base.length) || '/';
  if (path.startsWith('/_next/static/')) return 'static';
  if (path.startsWith('/_next/')) return 'other';
  const last = path.split('/').at(-1) ?? '';
  if (path === '/robots.txt') return 'other';
  return last === '' || !last.includes('.') || /\.(html|txt)$/.test(last) ? 'page' : 'other';
}

/**
 * The precached file that answers a page request when the network does not: `/menu/` and `/menu`
 * are `/menu/index.html`; a data file is itself without the query client navigation adds.
 */
export function precachedFileOf(url: URL): string {
  const path = url.pathname;
  if (path.endsWith('/')) return `${path}index.html`;
  const last = path.split('/').at(-1) ?? '';
  return last.includes('.') ? path : `${path}/index.html`;
}

/** Where a page address without its trailing slash lives (the host redirects there too), or undefined. */
export function withTrailingSlash(url: URL): string | undefined {
  const last = url.pathname.split('/').at(-1) ?? '';
  if (last === '' || last.includes('.')) return undefined;
  return `${url.pathname}/${url.search}`;
}
