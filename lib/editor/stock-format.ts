import { menu, type MenuCategory } from '@/data/menu';
import { stockStates, type Stock } from '@/data/schema';
import type { EditorFieldConfig } from './config';
import type { OpeningHours } from '../site/opening-hours';
import {
  dishStockIds,
  markEnd,
  own,
  soldOutUntil,
  stampedMark,
  stateOf,
  stockId,
} from '../stock/stock';

/** How the editor names each state, and the empty choice that leaves a dish out of the file. */
const choices = [
  { label: 'In stock', value: '' },
  ...stockStates.map((state) => ({
    label: state.charAt(0).toUpperCase() + state.slice(1),
    value: state,
  })),
];

/**
 * The editor's stock page (content/stock.json): every category of the menu, folded, and in each
 * every dish with In stock, Sold out today and Off the menu, so that the owner reaches a dish's
 * choice in three taps from the editor's first screen: the page, the category, the choice. A
 * choice of In stock leaves the dish out of the file (the editor omits an empty field). The page
 * lists the menu as the site was built; a dish added since is on it after the next build.
 */
export function stockEditorFields(categories: readonly MenuCategory[] = menu): EditorFieldConfig[] {
  return categories.map((category) => {
    const ids = dishStockIds(category);
    return {
      name: stockId(category.name),
      label: category.name,
      widget: 'object',
      // Always there, folded, so that each category opens with the same tap (an optional one
      // would first ask to be added). The file holds each, empty when all its dishes are in stock.
      collapsed: true,
      fields: category.items.map(({ name }) => ({
        name: ids.get(name) ?? name,
        label: name,
        widget: 'select',
        required: false,
        options: choices,
      })),
    };
  });
}

/**
 * The owner's file as the stock page shows it at `now`: a sold out today that has ended is left
 * out, so that the dish shows In stock, as customers see it, and marking it sold out again is a
 * change to save; one that has not shows Sold out today, its end kept apart (stockAsSaved).
 */
export function stockAsRead(stock: Stock, now: number, utcOffset: string): Stock {
  return Object.fromEntries(
    Object.entries(stock).map(([category, marks]) => [
      category,
      Object.fromEntries(
        Object.entries(marks).flatMap(([dish, mark]) => {
          const end = markEnd(mark, utcOffset);
          if (end === null) return [[dish, mark]];
          return end > now ? [[dish, stateOf(mark)]] : [];
        }),
      ),
    ]),
  );
}

/**
 * The stock page's choices as the file keeps them, saved at `now`: each sold out today with its
 * end, the one it had when the page read the file (`before`) if that is still to come, else the
 * next opening after now. No schedule takes an ended mark out: the site and this page read past it.
 */
export function stockAsSaved(stock: Stock, before: Stock, now: number, hours: OpeningHours): Stock {
  return Object.fromEntries(
    Object.entries(stock).map(([category, marks]) => [
      category,
      Object.fromEntries(
        Object.entries(marks).map(([dish, mark]) => {
          if (mark !== 'sold out today') return [dish, mark];
          const had = own(own(before, category) ?? {}, dish);
          const end = had && markEnd(had, hours.utcOffset);
          if (had && end && end > now) return [dish, had];
          return [dish, stampedMark(soldOutUntil(hours, now), hours.utcOffset)];
        }),
      ),
    ]),
  );
}
