import fc from 'fast-check';
import { pagePaths } from './pages';
import { isCurrentPage, pageKey } from './page-key';

// Every way a host may leave a page's address in the browser: with or without its slash, with its
// file's name, with letters needlessly escaped (in either case), with doubled slashes.
const escaped = (letter: string, upper: boolean) => {
  const hex = letter.charCodeAt(0).toString(16);
  return `%${upper ? hex.toUpperCase() : hex}`;
};
const spelling = (path: string) =>
  fc
    .record({
      ending: fc.constantFrom('/', '', '/index.html', '/index', '//'),
      escapes: fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }),
      upper: fc.boolean(),
      leading: fc.constantFrom('/', '//'),
    })
    .map(({ ending, escapes, upper, leading }) => {
      const trimmed = path.replace(/^\/|\/$/g, '');
      const letters = [...trimmed].map((letter, index) =>
        /[a-z]/.test(letter) && escapes[index] ? escaped(letter, upper) : letter,
      );
      return trimmed === ''
        ? `/${ending.replace(/^\/+/, '')}`
        : `${leading}${letters.join('')}${ending}`;
    });
const base = fc.constantFrom('', '/cpc-cafe', '/repo-a', '/menu-site');

describe('pageKey', () => {
  it('is the registry’s path for every spelling of every page, under any base path', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...pagePaths)
          .chain((path) => fc.tuple(fc.constant(path), spelling(path), base)),
        ([path, spelt, under]) => {
          expect(pageKey(`${under}${spelt}`, under)).toBe(path);
          if (!under) expect(pageKey(spelt)).toBe(path);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads the examples the hosts leave in the address bar', () => {
    expect(pageKey('/menu')).toBe('/menu/');
    expect(pageKey('/menu/')).toBe('/menu/');
    expect(pageKey('/menu/index.html')).toBe('/menu/');
    expect(pageKey('/%6Denu/')).toBe('/menu/');
    expect(pageKey('/%6d%65nu/index.html')).toBe('/menu/');
    expect(pageKey('/hi/order')).toBe('/hi/order/');
    expect(pageKey('/%68i/')).toBe('/hi/');
    expect(pageKey('/index.html')).toBe('/');
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/cpc-cafe/menu/index.html', '/cpc-cafe')).toBe('/menu/');
    expect(pageKey('/cpc-cafe', '/cpc-cafe')).toBe('/');
    expect(pageKey('/cpc%2Dcafe/menu', '/cpc-cafe')).toBe('/menu/');
  });

  it('keeps pages apart: no two pages share a key, and a key is its own key', () => {
    expect(new Set(pagePaths.map((path) => pageKey(path))).size).toBe(pagePaths.length);
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const key = pageKey(path.startsWith('/') ? path : `/${path}`);
        expect(pageKey(key)).toBe(key);
      }),
      { numRuns: 300 },
    );
    expect(pageKey('/menu-extra/')).not.toBe('/menu/');
    expect(pageKey('/menu/index.html.bak')).not.toBe('/menu/');
  });
});

describe('isCurrentPage', () => {
  it('is true on the link’s page at any spelling, and false on another page', () => {
    expect(isCurrentPage('/menu/', '/menu/')).toBe(true);
    expect(isCurrentPage('/menu/', '/menu')).toBe(true);
    expect(isCurrentPage('/menu/', '/menu/index.html')).toBe(true);
    expect(isCurrentPage('/menu/', '/%6Denu/')).toBe(true);
    expect(isCurrentPage('/', '/')).toBe(true);
    expect(isCurrentPage('/', '/index.html')).toBe(true);
    expect(isCurrentPage('/', '/menu/')).toBe(false);
    expect(isCurrentPage('/menu/', '/')).toBe(false);
    expect(isCurrentPage('/menu/', '/hi/menu/')).toBe(false);
  });
});
