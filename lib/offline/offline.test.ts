import fc from 'fast-check';
import { en } from '../words/en';
import {
  canonicalAddress,
  failedChunk,
  hasHashedName,
  isPrecached,
  isSavedCopy,
  normalisedPath,
  notFoundFile,
  offlineRules,
  precachedFileOf,
  previousBuildFiles,
  requestKind,
  savedCopyNote,
  savedCopyTiming,
  serviceWorkerUrl,
  unusedCaches,
  cacheNamesFor,
  isOwnCache,
  withTrailingSlash,
} from './offline';
import { stockFile } from '../stock/stock';
import { pagePaths } from '../site/pages';
import { photoUrl } from '../menu/photos';

const site = {
  origin: 'https://cpccafe.example',
  basePath: '',
  imageOrigin: 'https://images.example.in',
};
const kind = (address: string, on = site) => requestKind(new URL(address, on.origin), on);

describe('serviceWorkerUrl', () => {
  it('is at the root of the site, under its folder on a project site', () => {
    expect(serviceWorkerUrl('')).toBe('/sw.js');
    expect(serviceWorkerUrl('/cpc-cafe')).toBe('/cpc-cafe/sw.js');
  });
});

// A made-up export listing, by kind of file: the rule is under test, not the names this version of
// Next.js gives its files. e2e/offline.spec.ts walks the real export with no signal.
const exported = {
  pages: [...pagePaths.map((path) => `${path.slice(1)}index.html`), '404.html'],
  pageData: [
    ...pagePaths.map((path) => `${path.slice(1)}page-data.txt`),
    'menu/tree.txt',
    'tree.txt',
  ],
  build: [
    '_next/static/chunks/a1b2c3.js',
    '_next/static/css/d4e5f6.css',
    '_next/static/x9/build.js',
  ],
  onEveryPage: ['manifest.webmanifest', 'icon.svg', 'logo.svg'],
  neverNeeded: ['robots.txt', 'sitemap.xml', 'og-image.png', 'icon-512.png', 'sw.js'],
  hostsOwn: ['_headers', '.nginx-csp.conf', '.build-complete', 'menu/.hidden.txt'],
  sourceMaps: ['_next/static/chunks/a1b2c3.js.map'],
  editor: ['admin/index.html', 'admin/config.yml', 'admin/sveltia-cms.js', 'admin/fonts/a.woff2'],
};

describe('isPrecached', () => {
  it('keeps every page, the data files beside them and the 404 page', () => {
    for (const file of [...exported.pages, ...exported.pageData]) {
      expect(isPrecached(file)).toBe(true);
    }
  });

  it('keeps the build files, the logo and what the browser asks for on every page', () => {
    for (const file of [...exported.build, ...exported.onEveryPage]) {
      expect(isPrecached(file)).toBe(true);
    }
  });

  it('leaves out what a customer without signal never needs, and the hosts’ own files', () => {
    for (const file of [...exported.neverNeeded, ...exported.hostsOwn, ...exported.sourceMaps]) {
      expect(isPrecached(file)).toBe(false);
    }
  });

  it('leaves out the owner’s editor, which a customer’s phone never downloads', () => {
    for (const file of exported.editor) expect(isPrecached(file)).toBe(false);
  });
});

describe('hasHashedName', () => {
  it('is true for build files only, so pages and icons get a revision', () => {
    for (const file of exported.build) expect(hasHashedName(file)).toBe(true);
    for (const file of [...exported.pages, ...exported.pageData, ...exported.onEveryPage]) {
      expect(hasHashedName(file)).toBe(false);
    }
  });
});

describe('requestKind', () => {
  it('treats every page, with or without its trailing slash, and its data as a page', () => {
    for (const path of pagePaths) {
      expect(kind(path)).toBe('page');
      expect(kind(path.replace(/(.)\/$/, '$1'))).toBe('page');
    }
    for (const file of [...exported.pages, ...exported.pageData]) {
      expect(kind(`/${file}`)).toBe('page');
      expect(kind(`/${file}?v=1x2y`)).toBe('page');
    }
  });

  it('treats hashed build files as static, and photos from the image host or the site as photos', () => {
    for (const file of exported.build) expect(kind(`/${file}`)).toBe('static');
    expect(kind('https://images.example.in/cafe/w_400/chai.jpg')).toBe('photo');
    expect(kind(photoUrl({ host: site.imageOrigin, basePath: '' }, '/photos/chai.webp', 160))).toBe(
      'photo',
    );
  });

  it('treats the published stock as stock, which a new build does not bring, and no page', () => {
    expect(kind(`/${stockFile}`)).toBe('stock');
    expect(kind(`/${stockFile}`, { ...site, basePath: '/cafe' })).toBe('other');
    expect(kind(`/cafe/${stockFile}`, { ...site, basePath: '/cafe' })).toBe('stock');
    expect(isPrecached(stockFile)).toBe(false);
  });

  it('leaves the owner’s editor to the network, page and files alike', () => {
    for (const path of ['/admin/', '/admin', ...exported.editor.map((file) => `/${file}`)]) {
      expect(kind(path)).toBe('other');
    }
  });

  it('leaves other files and other sites alone', () => {
    expect(kind('/icon.svg')).toBe('other');
    expect(kind('/robots.txt')).toBe('other');
    expect(kind('/_next/image?url=x')).toBe('other');
    expect(kind('https://wa.me/919876543210')).toBe('other');
  });

  it('keeps to the site’s folder on a project site', () => {
    const project = { ...site, basePath: '/cpc-cafe' };
    expect(kind('/cpc-cafe/menu/', project)).toBe('page');
    expect(kind('/cpc-cafe', project)).toBe('page');
    expect(kind('/cpc-cafe/_next/static/a.js', project)).toBe('static');
    expect(kind('/cpc-cafe/photos/chai-160.webp', project)).toBe('photo');
    expect(kind('/other-project/menu/', project)).toBe('other');
    expect(kind('/cpc-cafeteria/', project)).toBe('other');
  });
});

describe('precachedFileOf', () => {
  it('finds the exported file of a page address, with or without the slash, and drops the query', () => {
    const file = (address: string) => precachedFileOf(new URL(address, site.origin));
    expect(file('/')).toBe('/index.html');
    expect(file('/menu/')).toBe('/menu/index.html');
    expect(file('/menu')).toBe('/menu/index.html');
    expect(file('/menu/page-data.txt?v=1x2y')).toBe('/menu/page-data.txt');
    expect(file('/cpc-cafe/order/')).toBe('/cpc-cafe/order/index.html');
  });

  it('answers every address of a page from its one file', () => {
    // As the browser sends them: `new URL('//menu/', origin)` would read a host name.
    const file = (path: string) => precachedFileOf(new URL(`${site.origin}${path}`));
    for (const address of ['/menu/index', '/%6Denu/', '//menu/', '/menu//']) {
      expect(file(address)).toBe('/menu/index.html');
    }
  });
});

describe('normalisedPath', () => {
  it('gives every address of a page the one path the host serves it from', () => {
    for (const address of ['/menu/', '/menu/index', '/menu/index.html', '/%6Denu/', '/%6d%65nu/']) {
      expect(normalisedPath(address)).toBe('/menu/');
    }
    for (const address of ['//menu/', '/menu//', '///menu///index']) {
      expect(normalisedPath(address)).toBe('/menu/');
    }
    expect(normalisedPath('/index.html')).toBe('/');
    expect(normalisedPath('/cpc-cafe//order/index')).toBe('/cpc-cafe/order/');
  });

  it('decodes only escapes of characters that need none, and leaves files as they are', () => {
    expect(normalisedPath('/menu/%2Fsecret/')).toBe('/menu/%2Fsecret/');
    expect(normalisedPath('/a%20b/')).toBe('/a%20b/');
    expect(normalisedPath('/%7Eowner/%5Fx/')).toBe('/~owner/_x/');
    for (const file of exported.pageData) expect(normalisedPath(`/${file}`)).toBe(`/${file}`);
    expect(normalisedPath('/menu')).toBe('/menu');
  });
});

describe('withTrailingSlash', () => {
  it('adds the slash the export uses to a page address, keeping the query', () => {
    const slashed = (address: string) => withTrailingSlash(new URL(address, site.origin));
    expect(slashed('/menu')).toBe('/menu/');
    expect(slashed('/menu?table=4')).toBe('/menu/?table=4');
    expect(slashed('/menu/')).toBeUndefined();
    expect(slashed('/menu/page-data.txt')).toBeUndefined();
    // canonicalAddress sends /menu/index to /menu/ first.
    expect(slashed('/menu/index')).toBeUndefined();
  });
});

describe('canonicalAddress', () => {
  // As the browser sends them: `new URL('//menu/', origin)` would read a host name.
  const moved = (path: string) => canonicalAddress(new URL(`${site.origin}${path}`));

  it('sends another spelling of a page to its one address, keeping the query', () => {
    for (const path of ['//menu/', '/menu//', '/%6Denu/', '/menu/index']) {
      expect(moved(path)).toBe('/menu/');
    }
    expect(moved('//menu/?table=4')).toBe('/menu/?table=4');
    expect(moved('/cpc-cafe//order/')).toBe('/cpc-cafe/order/');
  });

  it('leaves the one spelling, and a file’s own name, where they are', () => {
    for (const path of ['/', '/menu/', '/menu', '/menu/index.html', '/menu/index.txt?_rsc=1']) {
      expect(moved(path)).toBeUndefined();
    }
  });
});

describe('notFoundFile', () => {
  it('is the exported 404 page, under the folder of a project site', () => {
    expect(notFoundFile('')).toBe('/404.html');
    expect(notFoundFile('/cpc-cafe')).toBe('/cpc-cafe/404.html');
    expect(isPrecached(notFoundFile('').slice(1))).toBe(true);
  });
});

describe('isSavedCopy', () => {
  it('knows the worker’s mark, in the header and in the timing entries a page reads', () => {
    expect(isSavedCopy(savedCopyTiming)).toBe(true);
    expect(isSavedCopy(`cdn-cache;desc=HIT, ${savedCopyTiming}`)).toBe(true);
    expect(isSavedCopy([{ name: 'cdn-cache' }, { name: offlineRules.savedCopyMetric }])).toBe(true);
  });

  it('finds nothing in an answer from the network', () => {
    expect(isSavedCopy(null)).toBe(false);
    expect(isSavedCopy('')).toBe(false);
    expect(isSavedCopy('cdn-cache;desc=HIT, total;dur=12')).toBe(false);
    expect(isSavedCopy([])).toBe(false);
    expect(isSavedCopy([{ name: `${offlineRules.savedCopyMetric}-not` }])).toBe(false);
  });
});

describe('savedCopyNote', () => {
  const note = (offline: boolean, savedCopy: boolean, networkBack = false) =>
    savedCopyNote({ offline, savedCopy, networkBack }, en.site.offline);

  it('says nothing about a page from the network while online', () => {
    expect(note(false, false)).toBeNull();
    expect(note(false, false, true)).toBeNull();
  });

  it('says that prices are from the last visit whenever the page is a saved copy', () => {
    for (const offline of [true, false]) {
      expect(note(offline, true)?.text).toMatch(
        /Prices are from your last visit\.$|prices are from your last visit\.$/,
      );
    }
    expect(note(true, true)?.text).toBe('You are offline. Prices are from your last visit.');
    expect(note(false, true)?.text).toBe(
      'No answer from the network: prices are from your last visit.',
    );
  });

  it('offers today’s prices once the network answers, and never while offline', () => {
    expect(note(false, true, true)).toEqual({
      text: 'Prices are from your last visit.',
      offerToday: true,
      loading: false,
    });
    expect(note(false, true)?.offerToday).toBe(false);
    expect(note(true, true, true)?.offerToday).toBe(false);
  });

  it('says that the customer is offline, without a word on prices the network gave', () => {
    expect(note(true, false)).toEqual({
      text: 'You are offline.',
      offerToday: false,
      loading: false,
    });
  });

  it('says that today’s prices are on their way, and takes no second press meanwhile', () => {
    const loading = savedCopyNote(
      {
        offline: false,
        savedCopy: true,
        networkBack: true,
        todays: 'loading',
      },
      en.site.offline,
    );
    expect(loading).toEqual({ text: "Loading today's prices…", offerToday: true, loading: true });
  });

  it('says when today’s prices could not be had, and offers them again', () => {
    const failed = savedCopyNote(
      {
        offline: false,
        savedCopy: true,
        networkBack: true,
        todays: 'failed',
      },
      en.site.offline,
    );
    expect(failed).toEqual({
      text: "Couldn't reach the cafe's site. Check your signal and try again.",
      offerToday: true,
      loading: false,
    });
    // Without signal, being offline is what the customer needs to hear.
    expect(
      savedCopyNote(
        { offline: true, savedCopy: true, networkBack: true, todays: 'failed' },
        en.site.offline,
      ),
    ).toEqual(note(true, true));
  });
});

describe('previousBuildFiles', () => {
  const at = (path: string) => new URL(path, site.origin).href;

  it('keeps the old build’s files that the new build does not list, and nothing else', () => {
    const cached = [
      at('/_next/static/chunks/old-menu.js'),
      at('/_next/static/chunks/shared.js'),
      at('/_next/static/old-build/build.js'),
      at('/menu/index.html?__WB_REVISION__=abc'),
      at('/logo.svg?__WB_REVISION__=def'),
    ];
    const current = new Set([
      at('/_next/static/chunks/shared.js'),
      at('/menu/index.html?__WB_REVISION__=xyz'),
    ]);
    expect(previousBuildFiles(cached, current, site)).toEqual([
      at('/_next/static/chunks/old-menu.js'),
      at('/_next/static/old-build/build.js'),
    ]);
  });
});

describe('the worker’s caches', () => {
  const github = 'https://owner.github.io';
  // A site's scope as its worker is registered: the origin and the base path, with a slash.
  const scope = (basePath: string) => `${github}${basePath}/`;
  const serwistPrecache = (basePath: string) => `serwist-precache-v2-${scope(basePath)}`;
  const allOf = (basePath: string) => [
    serwistPrecache(basePath),
    ...Object.values(cacheNamesFor(scope(basePath))),
  ];
  const basePathOf = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/).map((name) => `/${name}`);
  const basePaths = fc.oneof(fc.constant(''), basePathOf);

  it('are named for the site and its base path, so no two sites on one origin share one', () => {
    fc.assert(
      fc.property(basePaths, basePaths, (a, b) => {
        fc.pre(a !== b);
        const mine = allOf(a);
        expect(new Set(mine).size).toBe(mine.length);
        for (const name of allOf(b)) expect(mine).not.toContain(name);
      }),
      { numRuns: 300 },
    );
  });

  it('count as the worker’s own only when they carry its scope, even where one scope holds another', () => {
    fc.assert(
      fc.property(basePaths, basePaths, (a, b) => {
        fc.pre(a !== b);
        for (const name of allOf(a)) {
          expect(isOwnCache(name, scope(a))).toBe(true);
          expect(isOwnCache(name, scope(b))).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
    // The user site at the root holds every project site's address in its own.
    expect(isOwnCache(serwistPrecache('/repo-a'), scope(''))).toBe(false);
    expect(isOwnCache(serwistPrecache(''), scope('/repo-a'))).toBe(false);
    expect(isOwnCache(serwistPrecache('/repo-ab'), scope('/repo-a'))).toBe(false);
  });

  it('an update deletes only its own unused caches, never another site’s on the same origin', () => {
    const used = allOf('/repo-a');
    const ownOld = [
      `serwist-precache-v1-${scope('/repo-a')}`,
      `serwist-runtime-${scope('/repo-a')}`,
    ];
    const others = [
      ...allOf('/repo-b'),
      ...allOf(''),
      ...allOf('/repo-ab'),
      // Names an older worker gave without a scope: whose they are cannot be told.
      'next-static',
      'photos',
      'stock',
      'pages',
    ];
    expect(unusedCaches([...others, ...ownOld, ...used], used, scope('/repo-a'))).toEqual(ownOld);
    expect(unusedCaches(used, used, scope('/repo-a'))).toEqual([]);
    fc.assert(
      fc.property(basePaths, basePaths, (a, b) => {
        fc.pre(a !== b);
        expect(unusedCaches(allOf(b), allOf(a), scope(a))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('offlineRules', () => {
  it('waits a few seconds for the network and keeps a bounded number of photos for a month', () => {
    expect(offlineRules.networkTimeoutSeconds).toBeGreaterThan(0);
    expect(offlineRules.networkTimeoutSeconds).toBeLessThanOrEqual(5);
    expect(offlineRules.photoMaxEntries).toBeGreaterThan(0);
    expect(offlineRules.photoMaxAgeSeconds).toBe(30 * 24 * 60 * 60);
  });

  it('keeps old builds’ files for a week after their last use, and a few builds at most', () => {
    expect(offlineRules.staticMaxAgeSeconds).toBe(7 * 24 * 60 * 60);
    expect(offlineRules.staticMaxEntries).toBeGreaterThan(25);
    expect(offlineRules.staticMaxEntries).toBeLessThanOrEqual(250);
  });

  it('says that a page asked for could not open and the cart is kept, offline or not', () => {
    for (const offline of [true, false]) {
      for (const savedCopy of [true, false]) {
        expect(
          savedCopyNote(
            { offline, savedCopy, networkBack: false, notOpened: true },
            en.site.offline,
          ),
        ).toEqual({ text: en.site.offline.notOpened, offerToday: false, loading: false });
      }
    }
  });
});

describe('failedChunk', () => {
  const chunkError = (message: string) =>
    Object.assign(new Error(message), { name: 'ChunkLoadError' });

  it('names the script of a failed download', () => {
    const error = chunkError(
      'Failed to load chunk /_next/static/chunks/1p25.js from module 123: TypeError',
    );
    expect(failedChunk(error)).toBe('/_next/static/chunks/1p25.js');
  });

  it('names none for any other error', () => {
    expect(failedChunk(new Error('Failed to load chunk /_next/static/chunks/1p25.js'))).toBeNull();
    expect(failedChunk(chunkError('Something else'))).toBeNull();
    expect(failedChunk('Failed to load chunk /x.js')).toBeNull();
  });
});
