/**
 * @jest-environment node
 */
// The addresses are checked where the site is built, never in the browser.
import { cafe } from '@/data/cafe';
import { checkedBasePath } from './site';

describe('siteUrl and imageHost', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  function load() {
    let site: typeof import('./site') | undefined;
    jest.isolateModules(() => {
      site = jest.requireActual<typeof import('./site')>('./site');
    });
    return site;
  }

  it("come from data/site-settings.ts unless the build's environment says otherwise", () => {
    delete process.env.NEXT_PUBLIC_SITE_URL;
    delete process.env.NEXT_PUBLIC_IMAGE_HOST;
    expect(load()).toMatchObject({ siteUrl: cafe.siteUrl, imageHost: cafe.imageHost });

    process.env.NEXT_PUBLIC_SITE_URL = 'https://order.cpccafe.in';
    process.env.NEXT_PUBLIC_IMAGE_HOST = 'https://images.example/cafe';
    expect(load()).toMatchObject({
      siteUrl: 'https://order.cpccafe.in',
      imageHost: 'https://images.example/cafe',
    });
  });

  it('stop the build with the variable named when an override is wrong', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://order.cpccafe.in/';
    expect(load).toThrow(/^NEXT_PUBLIC_SITE_URL is "https:\/\/order.cpccafe.in\/"/);
  });
});

test('a base path is empty or a folder path with a leading slash', () => {
  expect(checkedBasePath('')).toBe('');
  expect(checkedBasePath('/cpc-cafe')).toBe('/cpc-cafe');
  expect(checkedBasePath('/sites/cpc.cafe')).toBe('/sites/cpc.cafe');
});

test.each(['cpc-cafe', '/cpc-cafe/', '/', '//evil.example', '/cpc cafe', 'https://x.example/y'])(
  'the base path %p stops the build with the variable named',
  (value) => {
    expect(() => checkedBasePath(value)).toThrow(/NEXT_PUBLIC_BASE_PATH/);
  },
);
