import type { MenuCategory, MenuItem } from '@/data/menu';
import { isSearching, searchMenu } from './menu-search';

function dish(name: string): MenuItem {
  return { name, diet: 'veg', price: 50, emoji: '🍽️' };
}

// A made-up menu, so that what a search finds does not change with the cafe's dishes.
const tiny: MenuCategory[] = [
  {
    name: 'Hot Drinks',
    emoji: '☕',
    image: '',
    items: ['Ginger Tea', 'Masala Ginger Tea', 'Hot Chocolate'].map(dish),
  },
  { name: 'Chinese', emoji: '🥡', image: '', items: ['Veg Chow Mein', 'Chilli Tofu'].map(dish) },
  {
    name: 'Fried Snacks',
    emoji: '🥠',
    image: '',
    items: ['Samosa (2 pcs)', 'Kachori (2 pcs)', 'Chilli Chips'].map(dish),
  },
  { name: 'Sandwich & Burgers', emoji: '🍔', image: '', items: ['Chilli Burger'].map(dish) },
];

const names = (query: string) => searchMenu(tiny, query).map((match) => match.item.name);

describe('searchMenu', () => {
  it('matches a substring of the name, ignoring case', () => {
    expect(names('CHO')).toEqual(['Hot Chocolate', 'Veg Chow Mein', 'Kachori (2 pcs)']);
    expect(names('ginger tea')).toEqual(['Ginger Tea', 'Masala Ginger Tea']);
  });

  it('searches across all categories, in menu order, naming the category of each match', () => {
    expect(searchMenu(tiny, 'chilli').map(({ item, category }) => [item.name, category])).toEqual([
      ['Chilli Tofu', 'Chinese'],
      ['Chilli Chips', 'Fried Snacks'],
      ['Chilli Burger', 'Sandwich & Burgers'],
    ]);
  });

  it("returns the menu's own dish objects", () => {
    expect(searchMenu(tiny, 'tofu')[0]?.item).toBe(tiny[1]?.items[1]);
  });

  it('returns nothing when no dish matches', () => {
    expect(searchMenu(tiny, 'pizza')).toEqual([]);
  });

  it('treats an empty or blank query as no search', () => {
    expect(searchMenu(tiny, '   ')).toEqual([]);
    expect(isSearching('   ')).toBe(false);
    expect(isSearching(' tea ')).toBe(true);
    expect(names(' ginger tea ')).toEqual(['Ginger Tea', 'Masala Ginger Tea']);
  });

  it('matches text with special characters literally', () => {
    expect(names('sandwich & b')).toEqual([]);
    expect(names('(2 pcs)')).toEqual(['Samosa (2 pcs)', 'Kachori (2 pcs)']);
    expect(names('.*')).toEqual([]);
  });
});
