import type { MenuCategory, MenuItem } from '@/data/menu';
import type { MenuMatch } from './menu-search';

// Finding things on the menu: a category's section by its id, and dishes by their names.

/** The id of a category's section on /menu/, for links like /menu/#momos. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export type OrderableDish = MenuItem & { price: number };

/**
 * The dishes with these names, in the order given, leaving out a name the menu no longer has (a
 * dish the owner renamed or deleted goes from the favourites with it). Throws, naming the dish,
 * when one cannot be ordered online, which the build's check refuses.
 */
export function orderableDishes(
  menu: readonly MenuCategory[],
  names: readonly string[],
): OrderableDish[] {
  const dishes = menu.flatMap((category) => category.items);
  return names.flatMap((name) => {
    const dish = dishes.find((dish) => dish.name === name);
    if (!dish) return [];
    if (dish.price === 'Print Rate') {
      throw new Error(`"${name}" is sold at Print Rate and cannot be ordered online.`);
    }
    return [{ ...dish, price: dish.price }];
  });
}

/**
 * The dishes with these names as search matches, each with its category, in the order given;
 * names not on the menu are left out, as orderableDishes leaves them.
 */
export function matchesNamed(menu: readonly MenuCategory[], names: readonly string[]): MenuMatch[] {
  const listed = new Map(
    menu.flatMap((category) =>
      category.items.map((item) => [item.name, { item, category: category.name }] as const),
    ),
  );
  return names.flatMap((name) => listed.get(name) ?? []);
}
