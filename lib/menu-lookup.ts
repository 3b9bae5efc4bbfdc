import type { MenuCategory, MenuItem } from '@/data/menu';

export type OrderableDish = MenuItem & { price: number };

/**
 * The dishes with these names, in the order given. Throws, naming the dish, when a name is not on
 * the menu or the dish cannot be ordered online, so that a renamed dish stops the build instead of
 * vanishing from the page.
 */
export function orderableDishes(menu: MenuCategory[], names: readonly string[]): OrderableDish[] {
  const dishes = menu.flatMap((category) => category.items);
  return names.map((name) => {
    const dish = dishes.find((dish) => dish.name === name);
    if (!dish) throw new Error(`"${name}" is not on the menu in data/menu.ts.`);
    if (dish.price === 'Print Rate') {
      throw new Error(`"${name}" is sold at Print Rate and cannot be ordered online.`);
    }
    return { ...dish, price: dish.price };
  });
}
