import { menu, type MenuItem } from '@/data/menu';
import { dishes, dishesNamedWith, dishNamedWith } from '@/test/dishes';
import { searchMenu } from './menu-search';
import { editDistance, maxSuggestions, suggestDishes } from './suggest';

/** The names of the cafe's dishes that hold the word, as content/menu.json spells them. */
function namedWith(word: string): string[] {
  return dishesNamedWith(word).map((item) => item.name);
}

function dish(name: string): MenuItem {
  return { name, diet: 'veg', price: 50, emoji: '🍽️' };
}

describe('editDistance', () => {
  it('counts inserted, deleted and changed letters', () => {
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('chai', 'chai')).toBe(0);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('counts two neighbouring letters swapped as one edit', () => {
    expect(editDistance('briyani', 'biryani')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
  });

  it('does not edit a swapped pair again (optimal string alignment)', () => {
    expect(editDistance('ca', 'abc')).toBe(3);
  });
});

/** A test of the cafe's own menu that runs while the menu has a dish named with the word. */
const withDishNamed = (word: string) => (namedWith(word).length > 0 ? it : it.skip);

describe('suggestDishes', () => {
  withDishNamed('chowmein')(
    'suggests the first chowmein of the menu, and only chowmeins, for chowmin',
    () => {
      const names = suggestDishes(dishes, 'chowmin');
      expect(names[0]).toBe(dishNamedWith('chowmein').name);
      expect(names.filter((name) => !namedWith('chowmein').includes(name))).toEqual([]);
    },
  );

  withDishNamed('biryani')('suggests a biryani for biriyani', () => {
    const names = suggestDishes(dishes, 'biriyani');
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !namedWith('biryani').includes(name))).toEqual([]);
  });

  withDishNamed('paneer')('suggests paneer dishes for panner and panir', () => {
    for (const query of ['panner', 'panir']) {
      const names = suggestDishes(dishes, query);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !namedWith('paneer').includes(name))).toEqual([]);
    }
  });

  it('forgives a misspelling in each word of a longer name, in any order', () => {
    const list = ['Chicken Tikka', 'Paneer Tikka', 'Veg Roll', 'Egg Roll'].map(dish);
    expect(suggestDishes(list, 'chiken tika')).toEqual(['Chicken Tikka']);
    expect(suggestDishes(list, 'roll veg')).toEqual(['Veg Roll']);
  });

  it('matches a name typed without its spaces', () => {
    const list = ['Masala Tea', 'Kulhad Coffee', 'Kulhad Tea'].map(dish);
    expect(suggestDishes(list, 'kulhadtea')).toEqual(['Kulhad Tea']);
  });

  it('suggests nothing while the search itself finds a dish', () => {
    expect(searchMenu(menu, 'momo').length).toBeGreaterThan(0);
    expect(suggestDishes(dishes, 'momo')).toEqual([]);
    expect(suggestDishes(dishes, 'MOMO')).toEqual([]);
  });

  it('suggests nothing for nonsense or short words it cannot place', () => {
    for (const query of ['xyz', 'qqqqqq', 'zzzz zzzz', 'coke', '!!!', 'चाय']) {
      expect(suggestDishes(dishes, query)).toEqual([]);
    }
  });

  it('suggests nothing for a blank query', () => {
    expect(suggestDishes(dishes, '')).toEqual([]);
    expect(suggestDishes(dishes, '   ')).toEqual([]);
  });

  it('ignores case', () => {
    expect(suggestDishes(dishes, 'CHOWMIN')).toEqual(suggestDishes(dishes, 'chowmin'));
    expect(suggestDishes(dishes, 'Biriyani')).toEqual(suggestDishes(dishes, 'biriyani'));
  });

  it(`offers at most ${maxSuggestions}, without repeating a name listed twice`, () => {
    expect(maxSuggestions).toBe(3);
    const list = ['Veg Biryani', 'Egg Biryani', 'Veg Biryani', 'Paneer Biryani', 'Chicken Biryani'];
    expect(suggestDishes(list.map(dish), 'biriyani')).toEqual([
      'Veg Biryani',
      'Egg Biryani',
      'Paneer Biryani',
    ]);
    for (const query of ['panner', 'chowmin', 'biriyani', 'mushrom']) {
      const names = suggestDishes(dishes, query);
      expect(names.length).toBeLessThanOrEqual(maxSuggestions);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('ranks the closest name first, then keeps the order given', () => {
    // "biriyanni" is one edit from "Biryani" and none from "Biriyaani" once double letters fold.
    const list = ['Egg Biryani', 'Masala Chai', 'Veg Biriyaani', 'Paneer Biryani'].map(dish);
    expect(suggestDishes(list, 'biriyanni')).toEqual([
      'Veg Biriyaani',
      'Egg Biryani',
      'Paneer Biryani',
    ]);
    expect(suggestDishes([...list].reverse(), 'biriyanni')).toEqual([
      'Veg Biriyaani',
      'Paneer Biryani',
      'Egg Biryani',
    ]);
  });

  it('considers only the dishes it is given', () => {
    const list = ['Veg Chowmein', 'Egg Chowmein', 'Masala Chai'].map(dish);
    expect(suggestDishes(list, 'chowmin')).toEqual(['Veg Chowmein', 'Egg Chowmein']);
    expect(suggestDishes(list.slice(1), 'chowmin')).toEqual(['Egg Chowmein']);
    expect(suggestDishes([], 'chowmin')).toEqual([]);
  });
});
