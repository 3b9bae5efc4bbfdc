import { checkedAddress } from './checked-address';

describe('checkedAddress', () => {
  it('accepts a bare https origin for the site and an https path for the image host', () => {
    expect(
      checkedAddress('https://order.cpccafe.in', 'NEXT_PUBLIC_SITE_URL', { basePathOf: '' }),
    ).toBe('https://order.cpccafe.in');
    expect(checkedAddress('https://images.example/cafe/upload', 'NEXT_PUBLIC_IMAGE_HOST')).toBe(
      'https://images.example/cafe/upload',
    );
  });

  it.each([
    ['order.cpccafe.in', /NEXT_PUBLIC_SITE_URL is "order.cpccafe.in": it must be an absolute/],
    ['http://order.cpccafe.in', /must start with https:\/\//],
    ['https://order.cpccafe.in/', /must not end with a slash: write https:\/\/order.cpccafe.in$/],
    ['https://order.cpccafe.in/shop', /without a path: write https:\/\/order.cpccafe.in$/],
    ['https://order.cpccafe.in?x=1', /must not have a \? query/],
    ['https://order.cpccafe.in#top', /# fragment/],
    ['https://admin:secret@order.cpccafe.in', /user name or password/],
    ['https://Order.CPCcafe.in', /write it as https:\/\/order.cpccafe.in$/],
    ['https://order.cpccafe.in:443', /write it as https:\/\/order.cpccafe.in$/],
    [' https://order.cpccafe.in', /write it as https:\/\/order.cpccafe.in$/],
  ])('refuses the site address %j, naming the variable', (value, message) => {
    expect(() => checkedAddress(value, 'NEXT_PUBLIC_SITE_URL', { basePathOf: '' })).toThrow(
      message,
    );
  });

  it('accepts the site address of a project folder only with that folder as its path', () => {
    expect(
      checkedAddress('https://cafe.github.io/cpc-cafe', 'NEXT_PUBLIC_SITE_URL', {
        basePathOf: '/cpc-cafe',
      }),
    ).toBe('https://cafe.github.io/cpc-cafe');
    expect(() =>
      checkedAddress('https://cafe.github.io', 'NEXT_PUBLIC_SITE_URL', { basePathOf: '/cpc-cafe' }),
    ).toThrow(
      /its path must be the base path \/cpc-cafe: write https:\/\/cafe.github.io\/cpc-cafe$/,
    );
    expect(() =>
      checkedAddress('https://cafe.github.io/other', 'NEXT_PUBLIC_SITE_URL', {
        basePathOf: '/cpc-cafe',
      }),
    ).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });

  it.each([
    ['https://images.example/cafe/upload/', /NEXT_PUBLIC_IMAGE_HOST .* must not end with a slash/],
    ['https://images.example/cafe/../upload', /write it as https:\/\/images.example\/upload$/],
    ['https://images.example//upload', /empty segment/],
    ['https://images.example/a b', /write it as https:\/\/images.example\/a%20b$/],
    ['ftp://images.example', /must start with https:\/\//],
  ])('refuses the image host %j, naming the variable', (value, message) => {
    expect(() => checkedAddress(value, 'NEXT_PUBLIC_IMAGE_HOST')).toThrow(message);
  });
});
