import { menu, type MenuCategory, type MenuItem } from '@/data/menu';
import { isVeg } from './diet';
import { dishes } from '@/test/dishes';
import { rankDishes } from './search-rank';
import { maxSuggestions, suggestDishes } from './suggest';

function dish(name: string, hindiName?: string): MenuItem {
  return { name, hindiName, diet: 'veg', price: 50, emoji: '🍽️' };
}

/** The letter after `letter` (z gives a). */
function next(letter: string): string {
  return letter === 'z' ? 'a' : String.fromCharCode(letter.charCodeAt(0) + 1);
}

/** The word with three letters changed, from the second on: too far for the search itself. */
function threeWrong(word: string): string {
  return [...word].map((letter, at) => (at >= 1 && at <= 3 ? next(letter) : letter)).join('');
}

/**
 * Words of seven letters or more in the menu's names, each with three letters changed, where the
 * search itself finds nothing: what "Did you mean" is for.
 */
const farTypos = [...new Set(dishes.flatMap((item) => item.name.toLowerCase().split(' ')))]
  .filter((word) => /^[a-z]{7,}$/.test(word))
  .map((word) => ({ word, typo: threeWrong(word) }))
  .filter(({ typo }) => rankDishes(menu, typo).length === 0);

describe('suggestDishes over the tests’ menu (test/content/)', () => {
  it('offers, first, a dish named with the word for most words too misspelt for the search', () => {
    expect(farTypos.length).toBeGreaterThan(0);
    const placed = farTypos.filter(({ word, typo }) => {
      const offered = suggestDishes(menu, typo);
      expect(offered.length).toBeLessThanOrEqual(maxSuggestions);
      return offered[0]?.name.toLowerCase().includes(word);
    });
    expect(placed.length / farTypos.length).toBeGreaterThanOrEqual(0.8);
  });

  it('offers nothing while the search itself finds a dish', () => {
    for (const item of dishes) expect(suggestDishes(menu, item.name)).toEqual([]);
  });

  it('offers only what `keep` keeps, such as the veg dishes under Veg only', () => {
    for (const { typo } of farTypos) {
      const kept = suggestDishes(menu, typo, isVeg);
      expect(kept.filter((item) => !isVeg(item))).toEqual([]);
    }
  });
});

describe('suggestDishes on a made-up menu', () => {
  const tiny: MenuCategory[] = [
    {
      name: 'Mains',
      items: [
        dish('Veg Biryani', 'वेज बिरयानी'),
        dish('Egg Biryani'),
        dish('Paneer Biryani'),
        dish('Chicken Biryani'),
        dish('Masala Chai'),
      ],
    },
  ];

  it(`offers at most ${maxSuggestions} dishes, closest first, then in menu order`, () => {
    // Three letters from "biryani": more than the search forgives, within what a guess does.
    expect(rankDishes(tiny, 'bxrxaxi')).toEqual([]);
    expect(suggestDishes(tiny, 'bxrxaxi').map(({ name }) => name)).toEqual([
      'Veg Biryani',
      'Egg Biryani',
      'Paneer Biryani',
    ]);
    expect(suggestDishes(tiny, 'veg bxrxaxi').map(({ name }) => name)[0]).toBe('Veg Biryani');
  });

  it('offers nothing for nonsense, short words or a blank query', () => {
    for (const query of ['', '   ', 'xyz', 'qqqqqq', 'zzzz zzzz', '!!!']) {
      expect(suggestDishes(tiny, query)).toEqual([]);
    }
  });
});
