import type { MenuCategory, MenuItem } from '@/data/menu';
import type { MenuMatch } from './menu-search';

export type OrderableDish = MenuItem & { price: number };

/**
 * The dishes with these names, in the order given. Throws, naming the dish, when a name is not on
 * the menu or the dish cannot be ordered online, so that a renamed dish stops the build instead of
 * vanishing from the page.
 */
export function orderableDishes(
  menu: readonly MenuCategory[],
  names: readonly string[],
): OrderableDish[] {
  const dishes = menu.flatMap((category) => category.items);
  return names.map((name) => {
    const dish = dishes.find((dish) => dish.name === name);
    if (!dish) throw new Error(`"${name}" is not on the menu in content/menu.json.`);
    if (dish.price === 'Print Rate') {
      throw new Error(`"${name}" is sold at Print Rate and cannot be ordered online.`);
    }
    return { ...dish, price: dish.price };
  });
}

/**
 * The dishes with these names as search matches, each with its category, in the order given;
 * names not on the menu are left out (the build's data check and orderableDishes name them).
 */
export function matchesNamed(menu: readonly MenuCategory[], names: readonly string[]): MenuMatch[] {
  const listed = new Map(
    menu.flatMap((category) =>
      category.items.map((item) => [item.name, { item, category: category.name }] as const),
    ),
  );
  return names.flatMap((name) => listed.get(name) ?? []);
}
