import {
  hasHashedName,
  isPrecached,
  offlineRules,
  precachedFileOf,
  requestKind,
  serviceWorkerUrl,
  withTrailingSlash,
} from './offline';
import { pagePaths } from './pages';

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

describe('isPrecached', () => {
  it('keeps every page of the registry, its navigation data and the 404 page', () => {
    for (const path of pagePaths) {
      expect(isPrecached(`${path.slice(1)}index.html`)).toBe(true);
      expect(isPrecached(`${path.slice(1)}index.txt`)).toBe(true);
    }
    expect(isPrecached('menu/__next.menu.__PAGE__.txt')).toBe(true);
    expect(isPrecached('__next._tree.txt')).toBe(true);
    expect(isPrecached('404.html')).toBe(true);
  });

  it('keeps the build files, the logo and what the browser asks for on every page', () => {
    expect(isPrecached('_next/static/chunks/0a1b2c.js')).toBe(true);
    expect(isPrecached('_next/static/css/3d4e5f.css')).toBe(true);
    expect(isPrecached('manifest.webmanifest')).toBe(true);
    expect(isPrecached('icon.svg')).toBe(true);
    expect(isPrecached('logo.svg')).toBe(true);
  });

  it('leaves out what a customer without signal never needs, and the hosts’ own files', () => {
    for (const file of [
      'robots.txt',
      'sitemap.xml',
      'og-image.png',
      'icon-512.png',
      'sw.js',
      '_headers',
      '.nginx-csp.conf',
      '.build-complete',
      '_next/static/chunks/0a1b2c.js.map',
    ]) {
      expect(isPrecached(file)).toBe(false);
    }
  });
});

describe('hasHashedName', () => {
  it('is true for build files only, so pages and icons get a revision', () => {
    expect(hasHashedName('_next/static/chunks/0a1b2c.js')).toBe(true);
    expect(hasHashedName('menu/index.html')).toBe(false);
    expect(hasHashedName('icon.svg')).toBe(false);
  });
});

describe('requestKind', () => {
  it('treats every page, with or without its trailing slash, and its data as a page', () => {
    for (const path of pagePaths) {
      expect(kind(path)).toBe('page');
      expect(kind(path.replace(/(.)\/$/, '$1'))).toBe('page');
      expect(kind(`${path}index.txt?_rsc=1x2y`)).toBe('page');
    }
    expect(kind('/menu/__next.menu.__PAGE__.txt')).toBe('page');
    expect(kind('/404.html')).toBe('page');
  });

  it('treats hashed build files as static and photos from the image host as photos', () => {
    expect(kind('/_next/static/chunks/0a1b2c.js')).toBe('static');
    expect(kind('https://images.example.in/cafe/w_400/chai.jpg')).toBe('photo');
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
    expect(file('/menu/index.txt?_rsc=1x2y')).toBe('/menu/index.txt');
    expect(file('/cpc-cafe/order/')).toBe('/cpc-cafe/order/index.html');
  });
});

describe('withTrailingSlash', () => {
  it('adds the slash the export uses to a page address, keeping the query', () => {
    const slashed = (address: string) => withTrailingSlash(new URL(address, site.origin));
    expect(slashed('/menu')).toBe('/menu/');
    expect(slashed('/menu?table=4')).toBe('/menu/?table=4');
    expect(slashed('/menu/')).toBeUndefined();
    expect(slashed('/menu/index.txt')).toBeUndefined();
  });
});

describe('offlineRules', () => {
  it('waits a few seconds for the network and keeps a bounded number of photos for a month', () => {
    expect(offlineRules.networkTimeoutSeconds).toBeGreaterThan(0);
    expect(offlineRules.networkTimeoutSeconds).toBeLessThanOrEqual(5);
    expect(offlineRules.photoMaxEntries).toBeGreaterThan(0);
    expect(offlineRules.photoMaxAgeSeconds).toBe(30 * 24 * 60 * 60);
  });
});
