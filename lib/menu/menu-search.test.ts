import type { MenuCategory, MenuItem } from '@/data/menu';
import { normaliseSearch, searchMenu } from './menu-search';

function dish(name: string): MenuItem {
  return { name, diet: 'veg', price: 50, emoji: '🍽️' };
}

// A made-up menu, so that what a search finds does not change with the cafe's dishes.
const tiny: MenuCategory[] = [
  { name: 'Hot Drinks', items: ['Ginger Tea', 'Masala Ginger Tea', 'Hot Chocolate'].map(dish) },
  { name: 'Chinese', items: ['Veg Chow Mein', 'Chilli Tofu'].map(dish) },
  { name: 'Fried Snacks', items: ['Samosa (2 pcs)', 'Kachori (2 pcs)', 'Chilli Chips'].map(dish) },
  { name: 'Sandwich & Burgers', items: ['Chilli Burger'].map(dish) },
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

  it('finds nothing for a blank query, and ignores spaces around one', () => {
    expect(searchMenu(tiny, '   ')).toEqual([]);
    expect(names(' ginger tea ')).toEqual(['Ginger Tea', 'Masala Ginger Tea']);
  });

  it('matches the Hindi name as well as the English one', () => {
    const hindi: MenuCategory[] = [
      {
        name: 'Hot Drinks',
        hindiName: 'गरम चाय-कॉफ़ी',
        items: [
          { ...dish('Kulhad Tea'), hindiName: 'कुल्हड़ चाय' },
          { ...dish('Masala Kulhad Tea'), hindiName: 'मसाला कुल्हड़ चाय' },
          dish('Hot Chocolate'),
        ],
      },
    ];
    const found = (query: string) => searchMenu(hindi, query).map(({ item }) => item.name);
    expect(found('चाय')).toEqual(['Kulhad Tea', 'Masala Kulhad Tea']);
    expect(found('kulhad')).toEqual(['Kulhad Tea', 'Masala Kulhad Tea']);
    // ड़ typed as one character finds the name written as ड with a nukta, and the other way.
    expect(found('कुल्ह\u095C')).toEqual(found('कुल्ह\u0921\u093C'));
    expect(found('कुल्ह\u095C')).toHaveLength(2);
    // A category's Hindi name is not a dish's name.
    expect(found('कॉफ़ी')).toEqual([]);
  });

  it('matches text with special characters literally', () => {
    expect(names('sandwich & b')).toEqual([]);
    expect(names('(2 pcs)')).toEqual(['Samosa (2 pcs)', 'Kachori (2 pcs)']);
    expect(names('.*')).toEqual([]);
  });
});

describe('normaliseSearch', () => {
  it('ignores case and extra spaces', () => {
    expect(normaliseSearch('  Kulhad   TEA ')).toBe('kulhad tea');
    expect(names('ginger   tea')).toEqual(['Ginger Tea', 'Masala Ginger Tea']);
  });

  it('writes Devanagari one way, whether a nukta is typed apart or not', () => {
    // ड़ as one character (U+095C) and as ड with a nukta (U+0921 U+093C).
    expect(normaliseSearch('पकौ\u095Cा')).toBe(normaliseSearch('पकौ\u0921\u093Cा'));
  });

  it('drops the invisible joiners some phone keyboards type between letters', () => {
    expect(normaliseSearch('चा\u200Dय')).toBe('चाय');
    expect(normaliseSearch('क\u200C्ष')).toBe('क्ष');
  });
});
