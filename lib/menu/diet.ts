import type { MenuItem } from '@/data/menu';

/** Veg in the Indian sense: no meat, no fish and no egg (dairy is veg). */
export function isVeg(dish: Pick<MenuItem, 'diet'>): boolean {
  return dish.diet === 'veg';
}

/**
 * The dishes a customer sees: all of them, or with Veg only on just the veg ones, in the same
 * order. `hidden` counts the dishes Veg only leaves out, so the page can say why a list is short.
 */
export function vegOnlyFilter<T extends { item: Pick<MenuItem, 'diet'> }>(
  dishes: T[],
  vegOnly: boolean,
): { shown: T[]; hidden: number } {
  if (!vegOnly) return { shown: dishes, hidden: 0 };
  const shown = dishes.filter((dish) => isVeg(dish.item));
  return { shown, hidden: dishes.length - shown.length };
}
