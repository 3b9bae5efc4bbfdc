import { menu, type MenuItem } from '@/data/menu';
import { isVeg, vegOnlyFilter } from './diet';
import { searchMenu } from './menu-search';

const dish = (name: string, diet: MenuItem['diet']): { item: MenuItem } => ({
  item: { name, diet, price: 50, emoji: '🍽️' },
});

describe('isVeg', () => {
  it('counts only veg dishes as veg: egg is not veg', () => {
    expect(isVeg({ diet: 'veg' })).toBe(true);
    expect(isVeg({ diet: 'egg' })).toBe(false);
    expect(isVeg({ diet: 'non-veg' })).toBe(false);
  });
});

describe('vegOnlyFilter', () => {
  const dishes = [
    dish('Veg Roll', 'veg'),
    dish('Egg Roll', 'egg'),
    dish('Chicken Roll', 'non-veg'),
    dish('Paneer Roll', 'veg'),
  ];

  it('shows every dish, hiding none, when Veg only is off', () => {
    expect(vegOnlyFilter(dishes, false)).toEqual({ shown: dishes, hidden: 0 });
  });

  it('keeps only the veg dishes in menu order and counts the rest when on', () => {
    const { shown, hidden } = vegOnlyFilter(dishes, true);
    expect(shown.map(({ item }) => item.name)).toEqual(['Veg Roll', 'Paneer Roll']);
    expect(hidden).toBe(2);
  });

  it('can leave a category with nothing to show', () => {
    const meatOnly = [dish('Chicken Tikka', 'non-veg'), dish('Egg Curry', 'egg')];
    expect(vegOnlyFilter(meatOnly, true)).toEqual({ shown: [], hidden: 2 });
  });

  it('filters search results and leaves the search rule to decide the matches', () => {
    const matches = searchMenu(menu, 'roll');
    const { shown, hidden } = vegOnlyFilter(matches, true);
    expect(shown).toEqual(matches.filter(({ item }) => item.diet === 'veg'));
    expect(shown.length).toBeGreaterThan(0);
    expect(hidden).toBe(matches.filter(({ item }) => item.diet !== 'veg').length);
    expect(hidden).toBeGreaterThan(0);
  });
});
