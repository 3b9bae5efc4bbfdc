import type { MenuCategory, MenuItem } from '@/data/menu';

/** A dish found by a search, with the category it is listed in. `item` is the menu's own object. */
export type MenuMatch = { item: MenuItem; category: string };

/**
 * Text as searches compare it: small letters, one space between words, none at the ends, and
 * Devanagari in one form (a letter with its nukta typed as one character or two, and without the
 * invisible joiners some phone keyboards put between letters).
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The most characters a search looks at. The longest dish name is about 25 letters: 50 holds two
 * dishes typed together, and keeps the work of each key small however much is pasted. The menu's
 * search box takes no more.
 */
export const maxSearchLength = 50;

/**
 * What a customer typed, as searches compare it: no more of it than a search looks at, so that no
 * key costs more however much was pasted.
 */
export function normaliseQuery(query: string): string {
  return normaliseSearch(query.slice(0, maxSearchLength));
}

/**
 * A dish with its names and its category's names as searches compare them (normaliseSearch): the
 * English and the Hindi, one after the other, so that either can be typed on either site.
 */
export type IndexEntry = MenuMatch & { searchNames: string[]; searchCategories: string[] };

/** Both names of a dish or a category, as searches compare them. */
function namesOf(named: { name: string; hindiName?: string }): string[] {
  return [named.name, named.hindiName ?? ''].filter(Boolean).map(normaliseSearch);
}

// Normalised once per menu rather than on every keystroke.
const indexes = new WeakMap<readonly MenuCategory[], IndexEntry[]>();

/** Every dish of the menu, in menu order, with its names normalised once for all searches. */
export function searchIndex(menu: readonly MenuCategory[]): IndexEntry[] {
  let index = indexes.get(menu);
  if (!index) {
    index = menu.flatMap((category) => {
      const searchCategories = namesOf(category);
      return category.items.map((item) => ({
        item,
        category: category.name,
        searchNames: namesOf(item),
        searchCategories,
      }));
    });
    indexes.set(menu, index);
  }
  return index;
}

/** The spec's search rule: the dish's name, English or Hindi, contains the query (`needle`, normalised). */
export function nameContains(entry: IndexEntry, needle: string): boolean {
  return entry.searchNames.some((name) => name.includes(needle));
}

/**
 * Dishes from every category whose English or Hindi name contains the query, ignoring case, in
 * menu order.
 */
export function searchMenu(menu: readonly MenuCategory[], query: string): MenuMatch[] {
  const needle = normaliseQuery(query);
  if (needle === '') return [];
  return searchIndex(menu)
    .filter((entry) => nameContains(entry, needle))
    .map(({ item, category }) => ({ item, category }));
}
