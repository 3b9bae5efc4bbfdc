import { menu, type MenuCategory, type MenuItem } from '@/data/menu';

// Made-up dishes for the tests of a rule: their names and prices are the test's own input,
// not the cafe's menu, so an owner's edit of content/menu.json never changes them.

/** A veg dish at ₹50 unless `details` says otherwise. */
export function madeUpDish(name: string, details: Partial<MenuItem> = {}): MenuItem {
  return { name, diet: 'veg', price: 50, emoji: '🍽️', ...details };
}

export function madeUpCategory(name: string, items: MenuItem[]): MenuCategory {
  return { name, items };
}

// A name a test adds to the shipped menu must not be the owner's: an owner who adds "Egg Tea"
// would otherwise see the test fail with "listed twice". Names compare as the content check
// compares them, by their letters and digits alone.
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const menuNames = menu.flatMap((category) => [
  category.name,
  ...category.items.flatMap((item) => [item.name, item.hindiName ?? '']),
]);
const takenNames = new Set(menuNames.map(letters));
const takenWords = new Set(menuNames.flatMap((name) => name.split(/\s+/)).map(letters));

/** `name`, or `name 2`, `name 3`... : the first that no dish or category of content/ has. */
export function unusedName(name: string): string {
  return firstFree(name, (candidate) => takenNames.has(letters(candidate)));
}

/** `word`, or `word2`... : the first that is no word of a dish's or a category's name. */
export function unusedWord(word: string): string {
  return firstFree(word, (candidate) => takenWords.has(letters(candidate)), '');
}

function firstFree(base: string, taken: (candidate: string) => boolean, gap = ' '): string {
  for (let count = 1; ; count += 1) {
    const candidate = count === 1 ? base : `${base}${gap}${count}`;
    if (!taken(candidate)) return candidate;
  }
}
