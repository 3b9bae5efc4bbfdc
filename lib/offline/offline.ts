import type { site as siteWords } from '../words/en/site';
/**
 * The rules of the service worker (worker/sw.ts): what it keeps for a visit without signal, and how
 * it answers each request; and which script a failed download was, for the error page. Pure, so
 * that the worker, the build step, the pages and the tests share them.
 */

import { photosPath } from '../../data/photos';
import { canonicalPath } from '../site/canonical-path.mjs';
import { stockFile } from '../stock/stock';

/** The worker's file in out/, at the root of the site so that its scope is the whole site. */
export const serviceWorkerFile = 'sw.js';

/**
 * The owner's form editor (scripts/editor.ts): never precached nor answered by the worker, so that
 * it always runs as published and a customer's phone never downloads it.
 */
export const editorFolder = 'admin';

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
  if (file === 'robots.txt' || file.startsWith(`${editorFolder}/`)) return false;
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
  /**
   * Past this, a page comes from this build's saved copy: a slow network is as good as none to a
   * customer in a queue.
   */
  networkTimeoutSeconds: 3,
  /**
   * Build files that the precache does not hold: the previous builds' (kept for their pages still
   * open in a tab) and any fetched while a newer build's page ran.
   */
  /** A build file nobody has asked for in this long is dropped: no page of its build is open any more. */
  staticMaxAgeSeconds: 7 * 24 * 60 * 60,
  /** A few builds' worth of files (a build has about 25), whatever the dates say. */
  staticMaxEntries: 200,
  /** Enough for the whole menu's photos at two widths, and no more on a phone's storage. */
  photoMaxEntries: 120,
  photoMaxAgeSeconds: 30 * 24 * 60 * 60,
  /**
   * The Server-Timing metric the worker adds to a page or page data it answers from its cache, so
   * that the page can say its prices are from the last visit (components/layout/offline-note.tsx).
   */
  savedCopyMetric: 'sw-saved-copy',
  /**
   * The header of the page's own request for today's copy of itself ("Load today's prices"): the
   * worker waits for the network however slow it is, and keeps the answer for the reload that
   * follows, which its usual wait would otherwise answer from the saved copy again.
   */
  todaysCopyHeader: 'X-Todays-Copy',
  /** How long the page waits for today's copy before it says that the network did not answer. */
  todaysCopyWaitSeconds: 60,
  /** How long the worker keeps today's copy for the reload (which follows at once). */
  todaysCopyKeepSeconds: 30,
} as const;

/** Where "Load today's prices" has got to: not pressed, waiting for the network, or no answer came. */
export type TodaysPrices = 'not asked' | 'loading' | 'failed';

/** The note's words, from the dictionary's `site.offline` (lib/words/). */
export type OfflineWords = typeof siteWords.offline;

/**
 * What the note under the header says (components/layout/offline-note.tsx), or null when it says
 * nothing: whether the customer is offline, whether this page or data it used came from the
 * worker's saved copy, whether the network has answered since, and where the customer's request
 * for today's prices has got to, and whether a page asked for could not open. `offerToday`: offer to load today's prices; `loading`: the offer
 * waits for the network and takes no second press.
 */
export function savedCopyNote(
  state: {
    offline: boolean;
    savedCopy: boolean;
    networkBack: boolean;
    todays?: TodaysPrices;
    /** A page the customer asked for could not be had, and this one stayed (no signal). */
    notOpened?: boolean;
  },
  words: OfflineWords,
): { text: string; offerToday: boolean; loading: boolean } | null {
  const { offline, savedCopy, networkBack, todays = 'not asked', notOpened = false } = state;
  if (notOpened) return { text: words.notOpened, offerToday: false, loading: false };
  if (offline) {
    const text = savedCopy ? words.offlineSaved : words.offline;
    return { text, offerToday: false, loading: false };
  }
  if (!savedCopy) return null;
  if (todays === 'loading') return { text: words.loading, offerToday: true, loading: true };
  if (todays === 'failed') return { text: words.failed, offerToday: true, loading: false };
  if (networkBack) return { text: words.saved, offerToday: true, loading: false };
  return { text: words.noAnswer, offerToday: false, loading: false };
}

/** The Server-Timing header of an answer from the worker's cache. */
export const savedCopyTiming = `${offlineRules.savedCopyMetric};desc="Saved copy from the last visit"`;

/** Whether an answer carried the worker's mark (its Server-Timing entries, or the header itself). */
export function isSavedCopy(serverTiming: readonly { name: string }[] | string | null): boolean {
  if (serverTiming === null) return false;
  const names =
    typeof serverTiming === 'string'
      ? serverTiming.split(',').map((metric) => metric.split(';')[0]?.trim())
      : serverTiming.map(({ name }) => name);
  return names.includes(offlineRules.savedCopyMetric);
}

export type RequestKind = 'page' | 'static' | 'photo' | 'stock' | 'other';

/**
 * How the worker treats a GET request: `page` (network first, else this build's copy), `static`
 * (hashed build files: cache first), `photo` (the image host's, and the owner's uploaded ones the
 * build resized: stale while revalidate), `stock` (the published stock: the network's answer
 * whenever there is one, else the last one kept), or `other` (left to the precache or the network).
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
  if (path.startsWith(`${photosPath}/`)) return 'photo';
  if (path.startsWith('/_next/')) return 'other';
  if (path === `/${stockFile}`) return 'stock';
  const last = path.split('/').at(-1) ?? '';
  if (path === '/robots.txt' || path.split('/')[1] === editorFolder) return 'other';
  return last === '' || !last.includes('.') || /\.(html|txt)$/.test(last) ? 'page' : 'other';
}

/**
 * A page address as the host reads it (lib/site/canonical-path.mjs), with `index.html` as the folder it
 * names too: one page has one saved copy, whatever address asked for it.
 */
export function normalisedPath(pathname: string): string {
  return (canonicalPath(pathname) ?? pathname).replace(/\/index\.html$/, '/');
}

/**
 * Where the host sends an address not written the one way the site serves it (`//menu/`,
 * `/%6Denu/`, `/menu/index`: `/menu/`), with its query; undefined when it is written that way. A
 * page shown at `//menu/` would fail: Next.js's router reads it as the host `menu`.
 */
export function canonicalAddress(url: URL): string | undefined {
  const path = canonicalPath(url.pathname);
  return path === null || path === url.pathname ? undefined : `${path}${url.search}`;
}

/**
 * The precached file that answers a page request when the network does not: `/menu/`,
 * `/%6Denu/index` and `//menu/` are `/menu/index.html`, and `/menu` is too (the worker sends it
 * to `/menu/` first, as the host does); a data file is itself without the query client navigation
 * adds.
 */
export function precachedFileOf(url: URL): string {
  const path = normalisedPath(url.pathname);
  if (path.endsWith('/')) return `${path}index.html`;
  const last = path.split('/').at(-1) ?? '';
  return last.includes('.') ? path : `${path}/index.html`;
}

/** Where a page address without its trailing slash lives (the host redirects there too), or undefined. */
export function withTrailingSlash(url: URL): string | undefined {
  const last = normalisedPath(url.pathname).split('/').at(-1) ?? '';
  if (last === '' || last.includes('.')) return undefined;
  return `${url.pathname}/${url.search}`;
}

/** The page shown for an address the site does not have, as the hosts show it. */
export function notFoundFile(basePath: string): string {
  return `${basePath}/404.html`;
}

/**
 * The build files of the previous build that a new worker keeps when it takes over, for the pages
 * of that build still open in a tab: the precache's `/_next/static/` files (`cached`, their
 * addresses) that the new build does not list (`current`, the new precache's keys).
 */
export function previousBuildFiles(
  cached: string[],
  current: ReadonlySet<string>,
  site: { origin: string; basePath: string; imageOrigin: string },
): string[] {
  return cached.filter(
    (address) => !current.has(address) && requestKind(new URL(address), site) === 'static',
  );
}

/**
 * The worker's own caches, each named for its scope: the site's address with its base path
 * (`https://owner.github.io/repo-a/`), as Serwist names its precache. Sites that share an origin
 * (GitHub Pages project sites, and the owner's own site at its root) never share a cache.
 */
export function cacheNamesFor(scope: string) {
  return {
    /**
     * Build files that the precache does not hold: the previous builds' (kept for their pages
     * still open in a tab) and any fetched while a newer build's page ran.
     */
    static: `cpc-cafe-static-${scope}`,
    photos: `cpc-cafe-photos-${scope}`,
    /**
     * The published stock (lib/stock/stock.ts), kept for a visit without signal: always asked of the
     * network first, however slow, since a page reads it to learn what changed.
     */
    stock: `cpc-cafe-stock-${scope}`,
  };
}

/**
 * Whether a cache is the worker's at `scope`: its name ends with that scope. Another site's on the
 * same origin ends with its own, even one whose scope holds this one (`…/repo-a/` holds `…/`).
 */
export function isOwnCache(name: string, scope: string): boolean {
  return name.endsWith(`-${scope}`);
}

/**
 * The worker's own caches that it no longer uses (an older worker's copies of pages, an older
 * precache); any other cache on the origin is another site's, and is left alone.
 */
export function unusedCaches(names: string[], used: readonly string[], scope: string): string[] {
  return names.filter((name) => isOwnCache(name, scope) && !used.includes(name));
}

/**
 * The script whose download failed, when `error` is Turbopack's ChunkLoadError ("Failed to load
 * chunk /_next/static/chunks/….js from module …"); null for any other error. Next.js keeps the
 * page a failed script was for, and shows it failing again however often it is opened: only a
 * page load fetches it again, once this script can be fetched (components/layout/error-page.tsx).
 */
export function failedChunk(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== 'ChunkLoadError') return null;
  return /^Failed to load chunk (\S+)/.exec(error.message)?.[1] ?? null;
}
