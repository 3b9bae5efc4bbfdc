import { menu } from '@/data/menu';
import { isSearching, searchMenu } from './menu-search';

describe('searchMenu', () => {
  it('matches a substring of the name, ignoring case', () => {
    const names = searchMenu(menu, 'CHOW').map((match) => match.item.name);
    expect(names).toContain('Veg Chowmein');
    expect(names).toContain('CPC Special Chowmein');
    expect(names.every((name) => name.toLowerCase().includes('chow'))).toBe(true);
  });

  it('searches across all categories', () => {
    const categories = new Set(searchMenu(menu, 'paneer').map((match) => match.category));
    expect(categories.size).toBeGreaterThan(3);
  });

  it('returns nothing when no dish matches', () => {
    expect(searchMenu(menu, 'pizza')).toEqual([]);
  });

  it('treats an empty or blank query as no search', () => {
    expect(searchMenu(menu, '   ')).toEqual([]);
    expect(isSearching('   ')).toBe(false);
    expect(isSearching(' tea ')).toBe(true);
    expect(searchMenu(menu, ' kulhad tea ').map((match) => match.item.name)).toEqual([
      'Kulhad Tea',
      'Masala Kulhad Tea',
    ]);
  });

  it('matches text with special characters literally', () => {
    expect(searchMenu(menu, 'sandwich & b')).toEqual([]);
    expect(searchMenu(menu, '(2 pcs)').map((match) => match.item.name)).toEqual([
      'Samosa (2 pcs)',
      'Kachori (2 pcs)',
    ]);
  });
});
