import type { CategoryName, MenuCategory, MenuItem } from '@/data/menu';

/** A dish found by a search, with the category it is listed in. `item` is the menu's own object. */
export type MenuMatch = { item: MenuItem; category: CategoryName };

/** A query of only spaces is no search: the menu shows the chosen category instead. */
export function isSearching(query: string): boolean {
  return query.trim() !== '';
}

/** Dishes from every category whose name contains the query, ignoring case. */
export function searchMenu(menu: MenuCategory[], query: string): MenuMatch[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return [];
  return menu.flatMap((category) =>
    category.items
      .filter((item) => item.name.toLocaleLowerCase('en-IN').includes(needle))
      .map((item) => ({ item, category: category.name })),
  );
}
