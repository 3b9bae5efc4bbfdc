import { menu } from '@/data/menu';
import { bakedStock } from '@/data/stock';
import { own, stockByDish, type DishStock } from './stock';

// Apart from lib/stock/stock.ts, which the service worker reads: the worker holds no stock of a build.

const baked = stockByDish(bakedStock, menu);

/** A dish's stock as the build found it: what its HTML shows until a page reads the published file. */
export function bakedDishStock(name: string): DishStock {
  return own(baked, name) ?? 'in stock';
}

/** How a row of the menu carries its dish's stock (data-stock), for app/globals.css to show. */
export const rowMarks = {
  'in stock': 'in',
  'sold out today': 'sold-out',
  'off the menu': 'off',
} as const;
