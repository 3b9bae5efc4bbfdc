import { categoryOfHash, isSearching, placeToOpen, type MenuPlace } from './menu-place';

const slugs = ['hot-drinks', 'momos', 'sandwich-burgers'];

describe('categoryOfHash', () => {
  it('reads the category a link names', () => {
    expect(categoryOfHash('#momos', slugs)).toBe('momos');
    expect(categoryOfHash('#sandwich-burgers', slugs)).toBe('sandwich-burgers');
  });

  it('ignores a fragment that names no category', () => {
    expect(categoryOfHash('', slugs)).toBeNull();
    expect(categoryOfHash('#main', slugs)).toBeNull();
    expect(categoryOfHash('#%E0%A4', slugs)).toBeNull();
  });
});

describe('placeToOpen', () => {
  const inMomos: MenuPlace = { query: '', category: 'momos', offset: 240 };
  const searching: MenuPlace = { query: 'paneer', category: null, offset: 600 };

  it('opens where the customer left, on coming back in the same visit', () => {
    expect(placeToOpen(null, inMomos)).toBe(inMomos);
    expect(placeToOpen(null, searching)).toBe(searching);
  });

  it('opens the category an address names at its start, unless the customer left from there', () => {
    expect(placeToOpen('hot-drinks', inMomos)).toEqual({
      query: '',
      category: 'hot-drinks',
      offset: 0,
    });
    expect(placeToOpen('momos', searching)).toEqual({ query: '', category: 'momos', offset: 0 });
    expect(placeToOpen('momos', inMomos)).toBe(inMomos);
  });

  it('leaves a first visit to the browser', () => {
    expect(placeToOpen(null, null)).toBeNull();
    expect(placeToOpen('momos', null)).toBeNull();
  });
});

describe('isSearching', () => {
  it('takes a query of only spaces for no search', () => {
    expect(isSearching('')).toBe(false);
    expect(isSearching(' \t ')).toBe(false);
    expect(isSearching(' tea ')).toBe(true);
  });
});
