import type { MenuCategory } from '@/data/menu';
import { categorySlug } from './menu-lookup';
import { nameIn, type Locale } from '../site/locale';

/** A category as the menu's bar offers it: its name, and the id of its section. */
export type CategoryChip = { name: string; slug: string };

/**
 * The bar's chips, in menu order: all the bar needs of the menu. The name is the page's language;
 * the id is made from the English name on both sites, so that a link like /hi/menu/#momos works.
 */
export function categoryChips(menu: readonly MenuCategory[], locale: Locale): CategoryChip[] {
  return menu.map((category) => ({
    name: nameIn(locale, category),
    slug: categorySlug(category.name),
  }));
}

/** A query of only spaces is no search: the menu shows its categories instead. */
export function isSearching(query: string): boolean {
  return query.trim() !== '';
}

/**
 * Where the customer was on the menu: the search they had typed, or else the category at the top
 * of the screen and how far they had scrolled past its start (in CSS pixels). While searching,
 * `offset` is the page's own scroll position.
 */
export type MenuPlace = { query: string; category: string | null; offset: number };

/** The category a URL's fragment names ("#momos"), or null when it names none of `slugs`. */
export function categoryOfHash(hash: string, slugs: readonly string[]): string | null {
  let slug: string;
  try {
    slug = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return slugs.includes(slug) ? slug : null;
}

/**
 * Where the menu opens when the customer comes back to it in the same visit (Back from the cart,
 * or the Menu link): the place they left, unless the address names another category, which then
 * opens at its start. Null on a first visit, when the browser itself goes to the address's
 * category.
 */
export function placeToOpen(hashCategory: string | null, left: MenuPlace | null): MenuPlace | null {
  if (!left) return null;
  if (hashCategory && (left.query !== '' || left.category !== hashCategory)) {
    return { query: '', category: hashCategory, offset: 0 };
  }
  return left;
}
