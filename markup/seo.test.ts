import { cafe } from '@/data/cafe';
import { languages, localeOfPath, switchedPath } from '@/lib/site/locale';
import { indexedPaths, pages, sitemapPages, unindexedPaths } from '@/lib/site/pages';
import { basePath, pageUrl } from '@/lib/site/site';
import { builtBytes, builtFile } from '../test/built-site';
import { theme } from '@/data/theme';

/** The value of the first `attribute` on a tag matching `tag`, as the static HTML carries it. */
function attributeOf(html: string, tag: RegExp, attribute: string): string | undefined {
  const element = html.match(tag)?.[0];
  return element?.match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1];
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

for (const path of indexedPaths) {
  test(`${path} tells search engines and link previews what the page is`, () => {
    const html = builtFile(path);

    const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    expect(title).toContain(cafe.name);

    const description = decode(
      attributeOf(html, /<meta name="description"[^>]*>/, 'content') ?? '',
    );
    expect(description.length).toBeGreaterThanOrEqual(50);

    expect(attributeOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(pageUrl(path));
    expect(attributeOf(html, /<meta property="og:image"[^>]*>/, 'content')).toBe(
      pageUrl('/') + 'og-image.png',
    );
    expect(attributeOf(html, /<meta name="twitter:card"[^>]*>/, 'content')).toBe(
      'summary_large_image',
    );

    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => match[1] ?? '');
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0] ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CafeOrCoffeeShop',
      name: cafe.name,
      telephone: cafe.phones[0]?.tel,
      address: {
        '@type': 'PostalAddress',
        streetAddress: cafe.address.street,
        addressLocality: cafe.address.city,
        postalCode: cafe.address.postalCode,
        addressCountry: cafe.address.country,
      },
    });
    const days: { dayOfWeek: string; opens: string; closes: string }[] =
      data.openingHoursSpecification;
    expect(days).toHaveLength(7 - cafe.hours.closedOn.length);
    for (const day of days) {
      expect(cafe.hours.closedOn).not.toContain(day.dayOfWeek);
      expect(day).toMatchObject({ opens: cafe.hours.opens, closes: cafe.hours.closes });
    }
    expect(data.hasMenu).toBe(pageUrl('/menu/'));
  });
}

/** A page's English address and its address in each language, as search engines are told. */
function addressesOf(path: string) {
  const english = localeOfPath(path) === 'hi' ? switchedPath(path) : path;
  return {
    'en-IN': pageUrl(english),
    'hi-IN': pageUrl(switchedPath(english)),
    'x-default': pageUrl(english),
  };
}

for (const { path, locale, translated } of pages.filter(({ indexed }) => indexed)) {
  test(`${path} says its language and names its page in the other`, () => {
    const html = builtFile(path);
    expect(attributeOf(html, /<html[^>]*>/, 'lang')).toBe(languages[locale].lang);
    if (!translated) return;
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/?>/gi)].map(
        ([, lang, href]) => [lang, href],
      ),
    );
    expect(alternates).toEqual(addressesOf(path));
  });
}

for (const path of unindexedPaths) {
  test(`${path} is kept out of search results`, () => {
    expect(builtFile(path)).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
  });
}

test('the sitemap lists every sitemap page of the registry at its canonical address', () => {
  const locations = [...builtFile('/sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => match[1],
  );
  expect(locations).toEqual(sitemapPages.map(({ path }) => pageUrl(path)));
});

test('the sitemap names each translated page in both languages', () => {
  const sitemap = builtFile('/sitemap.xml');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
  for (const { path, translated } of sitemapPages.filter(({ translated }) => translated)) {
    const entry = entries.find((text) => text.includes(`<loc>${pageUrl(path)}</loc>`));
    const named = Object.fromEntries(
      [...(entry ?? '').matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    );
    expect({ path, named }).toEqual({ path, named: addressesOf(path) });
    expect(translated).toBeTruthy();
  }
});

test('robots.txt lets crawlers in and points them to the sitemap', () => {
  const robots = builtFile('/robots.txt');
  expect(robots).toMatch(/^User-Agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  expect(robots).toContain(`Sitemap: ${pageUrl('/')}sitemap.xml`);
});

/** The width and height a PNG stores at bytes 16 and 20 of its IHDR chunk. */
function pngSize(path: string): [number, number] {
  const png = builtBytes(path);
  expect({ path, format: png.subarray(1, 4).toString() }).toEqual({ path, format: 'PNG' });
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test('the web app manifest gives Add to Home Screen the name, colours and icons', () => {
  const manifest = JSON.parse(builtFile('/manifest.webmanifest'));
  expect(manifest).toMatchObject({
    name: cafe.name,
    short_name: cafe.name,
    display: 'standalone',
    theme_color: theme.brand,
    background_color: theme.background,
    start_url: `${basePath}/`,
  });
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    expect({ icon: icon.src, size: pngSize(icon.src).join('x') }).toEqual({
      icon: icon.src,
      size: icon.sizes,
    });
  }
});

test('every icon and the share image the pages link to is there', () => {
  const html = builtFile('/');
  const links = [
    attributeOf(html, /<link rel="icon"[^>]*type="image\/x-icon"[^>]*>/, 'href'),
    attributeOf(html, /<link rel="icon"[^>]*type="image\/svg\+xml"[^>]*>/, 'href'),
    attributeOf(html, /<link rel="apple-touch-icon"[^>]*>/, 'href'),
    attributeOf(html, /<link rel="manifest"[^>]*>/, 'href'),
  ];
  expect(links).not.toContain(undefined);
  for (const href of [...links, '/favicon.ico', '/og-image.png']) {
    expect(builtBytes(href ?? '').length).toBeGreaterThan(0);
  }
  expect(pngSize('/og-image.png')).toEqual([1200, 630]);
});
