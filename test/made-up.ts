import type { MenuCategory, MenuItem } from '@/data/menu';

// Made-up dishes for the tests of a rule: their names and prices are the test's own input,
// not the cafe's menu, so an owner's edit of content/menu.json never changes them.

/** A veg dish at ₹50 unless `details` says otherwise. */
export function madeUpDish(name: string, details: Partial<MenuItem> = {}): MenuItem {
  return { name, diet: 'veg', price: 50, emoji: '🍽️', ...details };
}

export function madeUpCategory(name: string, items: MenuItem[]): MenuCategory {
  return { name, items };
}
