import { menu } from '@/data/menu';
import { categorySlug } from './category-slug';

describe('categorySlug', () => {
  it('makes a short address word of a category name', () => {
    expect(categorySlug('Momos')).toBe('momos');
    expect(categorySlug('Hot Drinks')).toBe('hot-drinks');
    expect(categorySlug('Sandwich & Burgers')).toBe('sandwich-burgers');
  });

  it('gives every category of the menu its own', () => {
    const all = menu.map((category) => categorySlug(category.name));
    expect(new Set(all).size).toBe(menu.length);
    expect(all.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
  });
});
