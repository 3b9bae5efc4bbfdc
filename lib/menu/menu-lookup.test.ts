import fc from 'fast-check';
import { favouriteDishNames } from '@/data/favourites';
import { generatedRuns } from '@/test/generated';
import { menu } from '@/data/menu';
import { categorySlug, matchesNamed, orderableDishes } from './menu-lookup';
import { madeUpCategory, madeUpDish } from '@/test/made-up';

const tea = madeUpDish('Kulhad Tea', { price: 15 });
const momos = madeUpDish('Fried Momos', { price: 70, fullPrice: 130 });
const tiny = [
  madeUpCategory('Hot Drinks', [tea, madeUpDish('Packaged Water', { price: 'Print Rate' })]),
  madeUpCategory('Momos', [momos]),
];

describe('orderableDishes', () => {
  it('finds dishes across categories in the order asked', () => {
    expect(orderableDishes(tiny, ['Fried Momos', 'Kulhad Tea'])).toEqual([momos, tea]);
  });

  it('leaves out a name the menu no longer has', () => {
    expect(orderableDishes(tiny, ['Kulhad Coffee', 'Kulhad Tea'])).toEqual([tea]);
  });

  it('refuses a dish that cannot be ordered online', () => {
    expect(() => orderableDishes(tiny, ['Packaged Water'])).toThrow('Print Rate');
  });

  it('finds every home page favourite on the menu, as the menu lists it', () => {
    const listed = new Map(
      menu.flatMap((category) => category.items).map((item) => [item.name, item]),
    );
    expect(orderableDishes(menu, favouriteDishNames)).toEqual(
      favouriteDishNames.map((name) => listed.get(name)),
    );
  });
});

describe('matchesNamed', () => {
  it('finds dishes with their categories, in the order asked, skipping unknown names', () => {
    expect(matchesNamed(tiny, ['Fried Momos', 'Pizza', 'Kulhad Tea'])).toEqual([
      { item: momos, category: 'Momos' },
      { item: tea, category: 'Hot Drinks' },
    ]);
  });
});

describe('categorySlug', () => {
  it('makes a short address word of a category name', () => {
    expect(categorySlug('Momos')).toBe('momos');
    expect(categorySlug('Hot Drinks')).toBe('hot-drinks');
    expect(categorySlug('Sandwich & Burgers')).toBe('sandwich-burgers');
  });

  it('makes of any name, in any script, an id that a link can carry and that it keeps as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const slug = categorySlug(name);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(categorySlug(slug)).toBe(slug);
      }),
      generatedRuns(300, 1129),
    );
  });

  it('gives every category of the menu its own', () => {
    const all = menu.map((category) => categorySlug(category.name));
    expect(new Set(all).size).toBe(menu.length);
    expect(all.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
  });
});
