import type { CategoryName, MenuCategory, MenuItem } from '@/data/menu';

/** A dish found by a search, with the category it is listed in. `item` is the menu's own object. */
export type MenuMatch = { item: MenuItem; category: CategoryName };

/** A query of only spaces is no search: the menu shows the chosen category instead. */
export function isSearching(query: string): boolean {
  return query.trim() !== '';
}

type IndexEntry = MenuMatch & { lowerName: string };

// Lower-cased once per menu rather than on every keystroke.
const indexes = new WeakMap<MenuCategory[], IndexEntry[]>();

function indexOf(menu: MenuCategory[]): IndexEntry[] {
  let index = indexes.get(menu);
  if (!index) {
    index = menu.flatMap((category) =>
      category.items.map((item) => ({
        item,
        category: category.name,
        lowerName: item.name.toLowerCase(),
      })),
    );
    indexes.set(menu, index);
  }
  return index;
}

/** Dishes from every category whose name contains the query, ignoring case, in menu order. */
export function searchMenu(menu: MenuCategory[], query: string): MenuMatch[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return indexOf(menu)
    .filter((entry) => entry.lowerName.includes(needle))
    .map(({ item, category }) => ({ item, category }));
}
