/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cafe } from '@/data/cafe';
import { testimonials } from '@/data/testimonials';
import { pagePaths } from '@/lib/site/pages';
import { basePath } from '@/lib/site/site';
import { en } from '@/lib/words/en';
import { hi } from '@/lib/words/hi';
import { builtPage, builtPath, textOf } from '../test/built-site';

// What every page's markup holds before a script runs: search engines, a reader with JavaScript
// off and the first paint all get this.

describe.each([...pagePaths, '/404.html'])('%s', (path) => {
  const page = builtPage(path);

  it("has one h1 and the cafe's name in its title", () => {
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(textOf(page.querySelector('h1'))).not.toBe('');
    expect(page.title).toContain(cafe.name);
  });

  it('has no heading that skips a level on the way down from its h1', () => {
    const levels = [...page.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
    expect(skips).toEqual([]);
  });

  it('allows by hash every inline script and style it holds, and nothing inline by a blanket rule', () => {
    const policy = page
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content');
    const allowed = (directive: string) =>
      policy?.match(new RegExp(`${directive} ([^;]*)`))?.[1]?.split(' ') ?? [];
    const hashOf = (element: Element) =>
      `'sha256-${createHash('sha256')
        .update(element.textContent ?? '')
        .digest('base64')}'`;
    const refused = (selector: string, directive: string) =>
      [...page.querySelectorAll(selector)]
        .map(hashOf)
        .filter((hash) => !allowed(directive).includes(hash));
    expect(policy).not.toContain('unsafe-inline');
    expect(refused('script:not([src]):not([type="application/ld+json"])', 'script-src')).toEqual(
      [],
    );
    expect(refused('style', 'style-src')).toEqual([]);
  });

  it('gives each id to one element, so that every name and link points where it means', () => {
    const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('links only to pages and files the build wrote', () => {
    const dead = [...page.querySelectorAll('a[href^="/"]')]
      .map((link) => link.getAttribute('href')!.split('#')[0]!)
      .filter((href) => href !== '' && !existsSync(builtPath(href)));
    expect(dead).toEqual([]);
  });

  it('paints first once its whole header is parsed, so no link moves aside for a later one', () => {
    const expected = page.querySelector('head link[rel="expect"][blocking="render"]');
    const target = page.querySelector(expected?.getAttribute('href') ?? '#none');
    const header = page.querySelector('body > header');
    // After the header, not inside it.
    expect(header?.compareDocumentPosition(target!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

it('the 404 page says so in English, then in Hindi, and leads back to each menu', () => {
  // A host answers /hi/… with the same 404.html as /…: a Hindi reader finds their words there too.
  const page = builtPage('/404.html');
  expect(textOf(page.querySelector('h1'))).toBe(en.site.notFound.title);
  const hindi = page.querySelector('main [lang="hi"]');
  expect(textOf(hindi?.querySelector('h2'))).toBe(hi.site.notFound.title);
  const hrefOf = (within: Element | null, text: string) =>
    [...(within?.querySelectorAll('a') ?? [])]
      .find((link) => textOf(link) === text)
      ?.getAttribute('href');
  expect(hrefOf(page.querySelector('main'), en.site.notFound.menu)).toBe(`${basePath}/menu/`);
  expect(hrefOf(hindi, hi.site.notFound.menu)).toBe(`${basePath}/hi/menu/`);
  expect(hrefOf(hindi, hi.site.notFound.home)).toBe(`${basePath}/hi/`);
});

it('marks each review in the other language than its page’s, for a screen reader to read it in', () => {
  for (const [path, own] of [
    ['/', 'en-IN'],
    ['/hi/', 'hi-IN'],
  ] as const) {
    const quotes = [...builtPage(path).querySelectorAll('main blockquote')];
    expect(quotes).toHaveLength(testimonials.length);
    for (const quote of quotes) {
      const written = /\p{Script=Devanagari}/u.test(textOf(quote)) ? 'hi-IN' : 'en-IN';
      expect(quote.getAttribute('lang')).toBe(written === own ? null : written);
    }
  }
});

it('names the city on the Hindi home and About pages as the cafe writes it in Hindi', () => {
  const { city, hindiCity } = cafe.address;
  for (const path of ['/hi/', '/hi/about/']) {
    expect(textOf(builtPage(path).querySelector('main'))).toContain(hindiCity ?? city);
  }
});
