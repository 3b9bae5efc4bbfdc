// The service worker: bundled into out/sw.js by scripts/service-worker.mjs after the export, with
// the list of files to precache (self.__SW_MANIFEST) and the site's addresses built in. The rules
// (what is precached, which strategy answers which request, which file answers an address) live in
// lib/offline/offline.ts.
//
// One build at a time: a page comes from the network or from this worker's own precache, never
// from another build's copy, so its scripts are always there. The previous build's scripts are
// kept a while for its pages still open in a tab.
import {
  CacheableResponsePlugin,
  CacheExpiration,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Route,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import {
  cacheNamesFor,
  canonicalAddress,
  notFoundFile,
  offlineRules,
  precachedFileOf,
  previousBuildFiles,
  requestKind,
  savedCopyTiming,
  unusedCaches,
  withTrailingSlash,
} from '../lib/offline/offline';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: PrecacheEntry[] };
declare const SITE: { basePath: string; imageOrigin: string };

const site = { origin: self.location.origin, ...SITE };
const scope = self.registration.scope;
const cacheNames = cacheNamesFor(scope);
const kindOf = (request: Request) => requestKind(new URL(request.url), site);

// What this install added to the precache, and whether a download failed: a failed install takes
// back what it added, so that it leaves nothing behind.
const install = { added: [] as string[], failed: false };
const installReport: SerwistPlugin = {
  cacheDidUpdate: async ({ event, request }) => {
    if (event?.type === 'install') install.added.push(request.url);
  },
  // Answering the failed download lets Serwist's install finish (it waits forever for a download
  // that throws) and report it here.
  handlerDidError: async ({ event }) => {
    if (event?.type !== 'install') return undefined;
    install.failed = true;
    return Response.error();
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The icons are asked for with their hash as a query (icon.svg?icon.3-vcvn8e8j8x7.svg).
  precacheOptions: {
    // Serwist's own clean-up deletes every precache whose name merely contains this scope, which
    // the root site's scope does of every project site's on its origin: the activate handler
    // deletes this worker's own outdated caches instead.
    cleanupOutdatedCaches: false,
    concurrency: 4,
    ignoreURLParametersMatching: [/.*/],
    plugins: [installReport],
  },
  // A new build takes over at once: its pages are fetched from the network anyway.
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
});
const precacheName = serwist.precacheStrategy.cacheName;

/** A copy of an answer from the cache that says so (the page reads the mark and tells the customer). */
function markedSavedCopy(response: Response, status = response.status): Response {
  const headers = new Headers(response.headers);
  headers.append('Server-Timing', savedCopyTiming);
  return new Response(response.body, { status, headers });
}

/** This build's copy of a page address, or its 404 page, marked as a saved copy. */
async function savedCopyOf(url: URL): Promise<Response | undefined> {
  // As the host does: another spelling of the address goes to its one spelling first.
  const canonical = canonicalAddress(url);
  if (canonical) return Response.redirect(new URL(canonical, url).href, 301);
  const slashed = withTrailingSlash(url);
  if (slashed) {
    // As the host does, /menu goes to /menu/ first.
    const page = new URL(slashed, url);
    if (await serwist.matchPrecache(precachedFileOf(page)))
      return Response.redirect(page.href, 301);
  } else {
    const copy = await serwist.matchPrecache(precachedFileOf(url));
    if (copy) return markedSavedCopy(copy);
  }
  const notFound = await serwist.matchPrecache(notFoundFile(site.basePath));
  return notFound && markedSavedCopy(notFound, 404);
}

// With no answer in time, or no signal: this build's own copy (never a copy of another build,
// whose scripts may be gone), or its 404 page. The network's answer is never stored.
const thisBuildOnly: SerwistPlugin = {
  cacheWillUpdate: async () => null,
  cachedResponseWillBeUsed: async ({ request }) => savedCopyOf(new URL(request.url)),
};

const networkFirst = new NetworkFirst({
  cacheName: precacheName,
  networkTimeoutSeconds: offlineRules.networkTimeoutSeconds,
  plugins: [thisBuildOnly],
});

// "Load today's prices" on a slow network: the page asks for today's copy of itself, which waits
// for the network however long it takes, and the reload that follows gets that copy, rather than
// the saved one again after the usual wait. Kept in memory, for moments only.
const todaysCopies = new Map<string, { response: Response; at: number }>();

async function fetchTodaysCopy(request: Request): Promise<Response> {
  const response = await fetch(request.url, { cache: 'no-store', signal: request.signal });
  todaysCopies.set(request.url, { response: response.clone(), at: Date.now() });
  return new Response(null, { status: response.status, headers: response.headers });
}

function takeTodaysCopy(request: Request): Response | undefined {
  if (request.mode !== 'navigate') return undefined;
  const kept = todaysCopies.get(request.url);
  todaysCopies.delete(request.url);
  const fresh = kept && Date.now() - kept.at < offlineRules.todaysCopyKeepSeconds * 1000;
  return fresh ? kept.response : undefined;
}

const pages = new Route(
  ({ request }) => kindOf(request) === 'page',
  async (options) => {
    const { request } = options;
    if (request.headers.has(offlineRules.todaysCopyHeader)) return fetchTodaysCopy(request);
    return takeTodaysCopy(request) ?? networkFirst.handle(options);
  },
);

// Next.js checks the pages its links lead to with HEAD requests, and the offline note asks whether
// the network answers: without signal, this build's copy says that the page is there.
const pageChecks = new Route(
  ({ request }) => kindOf(request) === 'page',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const copy = await savedCopyOf(new URL(request.url));
      if (!copy) throw error;
      return new Response(null, { status: copy.status, headers: copy.headers });
    }
  },
  'HEAD',
);

const staticExpiration = {
  maxAgeSeconds: offlineRules.staticMaxAgeSeconds,
  maxEntries: offlineRules.staticMaxEntries,
};

// Pages first, so that the precache only answers for them when the network does not.
const [precache] = serwist.routes.get('GET') ?? [];
if (precache) serwist.unregisterRoute(precache);
serwist.registerRoute(pages);
serwist.registerRoute(pageChecks);
if (precache) serwist.registerRoute(precache);
// This build's files come from the precache; older builds' files, kept for their open pages, and
// a newer build's, fetched before this worker is replaced, from here until unused for a week.
serwist.registerRoute(
  new Route(
    ({ request }) => kindOf(request) === 'static',
    new CacheFirst({
      cacheName: cacheNames.static,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          ...staticExpiration,
          maxAgeFrom: 'last-used',
          purgeOnQuotaError: true,
        }),
      ],
    }),
  ),
);
serwist.registerRoute(
  new Route(
    ({ request }) => kindOf(request) === 'photo',
    new StaleWhileRevalidate({
      cacheName: cacheNames.photos,
      plugins: [
        // The photos are asked for with CORS (components/ui/dish-photo.tsx), so that the cache
        // holds what they weigh: Chromium counts an opaque answer as about 7 MB of the quota.
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: offlineRules.photoMaxEntries,
          maxAgeSeconds: offlineRules.photoMaxAgeSeconds,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  ),
);

// The stock changes without a new build, so it is no file of this one: the network's answer
// whenever there is one, however slow, and without signal the last answer kept.
serwist.registerRoute(
  new Route(
    ({ request }) => kindOf(request) === 'stock',
    new NetworkFirst({
      cacheName: cacheNames.stock,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        // No signal and nothing kept: no content, which the page reads as no news (a failed
        // request would be logged on the page as an error).
        { handlerDidError: async () => new Response(null, { status: 204 }) },
      ],
    }),
  ),
);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await serwist.handleInstall(event);
      if (!install.failed) return;
      const cache = await self.caches.open(precacheName);
      await Promise.all(install.added.map((address) => cache.delete(address)));
      throw new Error('A file of the new build could not be downloaded: it is tried again later.');
    })(),
  );
});

/**
 * Before the precache lets go of the previous build, its build files move to the static cache,
 * where they stay while a page of that build, still open in a tab, asks for them.
 */
async function keepPreviousBuildFiles() {
  const cache = await self.caches.open(precacheName);
  const cached = (await cache.keys()).map((request) => request.url);
  const current = new Set(serwist.getUrlsToPrecacheKeys().values());
  const kept = await self.caches.open(cacheNames.static);
  const expiration = new CacheExpiration(cacheNames.static, staticExpiration);
  for (const address of previousBuildFiles(cached, current, site)) {
    const response = await cache.match(address);
    if (!response) continue;
    await kept.put(address, response);
    await expiration.updateTimestamp(address);
  }
  await expiration.expireEntries();
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await keepPreviousBuildFiles();
      await serwist.handleActivate(event);
      const used = [precacheName, cacheNames.static, cacheNames.photos, cacheNames.stock];
      for (const name of unusedCaches(await self.caches.keys(), used, scope)) {
        await self.caches.delete(name);
      }
    })(),
  );
});

self.addEventListener('fetch', serwist.handleFetch);
