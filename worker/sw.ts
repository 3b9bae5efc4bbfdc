// The service worker: bundled into out/sw.js by scripts/service-worker.mjs after the export, with
// the list of files to precache (self.__SW_MANIFEST) and the site's addresses built in. The rules
// (what is precached, which strategy answers which request) live in lib/offline.ts.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Route,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import { offlineRules, precachedFileOf, requestKind, withTrailingSlash } from '../lib/offline';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: PrecacheEntry[] };
declare const SITE: { basePath: string; imageOrigin: string };

const site = { origin: self.location.origin, ...SITE };
const kindOf = (request: Request) => requestKind(new URL(request.url), site);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The icons are asked for with their hash as a query (icon.svg?icon.3-vcvn8e8j8x7.svg).
  precacheOptions: {
    cleanupOutdatedCaches: true,
    concurrency: 4,
    ignoreURLParametersMatching: [/.*/],
  },
  // A new build takes over at once: its pages are fetched from the network anyway.
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
});

// With no answer in time, the copy from the last visit, or else the one this build precached;
// /menu is sent to /menu/ as the host would.
const lastCopyOrPrecached: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return `${url.origin}${url.pathname}`;
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse;
    const url = new URL(request.url);
    const slashed = withTrailingSlash(url);
    if (slashed) return Response.redirect(slashed, 301);
    return serwist.matchPrecache(precachedFileOf(url));
  },
};

const pages = new Route(
  ({ request }) => kindOf(request) === 'page',
  new NetworkFirst({
    cacheName: offlineRules.pagesCache,
    networkTimeoutSeconds: offlineRules.networkTimeoutSeconds,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), lastCopyOrPrecached],
  }),
);

// Next.js checks the pages its links lead to with HEAD requests: without signal, the precached
// page says that it is there.
const pageChecks = new Route(
  ({ request }) => kindOf(request) === 'page',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const copy = await serwist.matchPrecache(precachedFileOf(new URL(request.url)));
      if (!copy) throw error;
      return new Response(null, { status: copy.status, headers: copy.headers });
    }
  },
  'HEAD',
);

// Pages first, so that the precache only answers for them when the network does not.
const [precache] = serwist.routes.get('GET') ?? [];
if (precache) serwist.unregisterRoute(precache);
serwist.registerRoute(pages);
serwist.registerRoute(pageChecks);
if (precache) serwist.registerRoute(precache);
serwist.registerRoute(
  new Route(
    ({ request }) => kindOf(request) === 'static',
    new CacheFirst({
      cacheName: offlineRules.staticCache,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  ),
);
serwist.registerRoute(
  new Route(
    ({ request }) => kindOf(request) === 'photo',
    new StaleWhileRevalidate({
      cacheName: offlineRules.photosCache,
      plugins: [
        // The image host answers without CORS: its photos are kept as opaque responses.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: offlineRules.photoMaxEntries,
          maxAgeSeconds: offlineRules.photoMaxAgeSeconds,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  ),
);

serwist.addEventListeners();
