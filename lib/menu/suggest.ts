import type { MenuCategory, MenuItem } from '@/data/menu';
import { allowedEdits, rankDishes, type Allowance } from './search-rank';

/** The most dishes a search that finds nothing offers under "Did you mean". */
export const maxSuggestions = 3;

// A guess, not a find: one edit more than the search itself allows, but still none in a word of
// three letters or fewer.
const looserEdits: Allowance = (length, nameLength) =>
  length <= 3 ? 0 : allowedEdits(length, nameLength) + 1;

/**
 * Up to three dishes, the closest first, whose names are a little further from the query than
 * the search itself allows, for a query that finds nothing (rankDishes). `keep` leaves out the
 * dishes Veg only hides. The caller shows each in the page's language.
 */
export function suggestDishes(
  menu: readonly MenuCategory[],
  query: string,
  keep: (item: MenuItem) => boolean = () => true,
): MenuItem[] {
  if (rankDishes(menu, query).length > 0) return [];
  return rankDishes(menu, query, looserEdits)
    .map(({ item }) => item)
    .filter(keep)
    .slice(0, maxSuggestions);
}
