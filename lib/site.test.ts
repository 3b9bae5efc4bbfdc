import { checkedBasePath } from './site';

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
