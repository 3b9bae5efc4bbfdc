import {
  cartReducer,
  itemCount,
  lineLabelIn,
  maxQuantity,
  putBackQuantity,
  type CartItem,
  type LineWords,
} from './cart';
import type { CartStore } from './cart-store';
import { fill, plural } from '../words/fill';
import type { Locale } from '../site/locale';

// Undo on the order page and what it says: apart from the cart store, which every page's first
// script holds.

/**
 * Puts a removed line back into the cart at `index`, as Undo does, as far as the plate limit lets
 * it, and says so on the status line: returns how many of its plates the cart now holds (see
 * putBackNote).
 */
export function putBack(store: CartStore, line: CartItem, index: number): number {
  const { lines } = store.get();
  // A second tap on Undo before its row has gone: the line is back already.
  const back = lines.find(({ id }) => id === line.id);
  if (back) return back.quantity;
  const restored = putBackQuantity(lines, line);
  const { words, locale } = store.voice();
  const next = cartReducer(lines, { type: 'putBack', line, index });
  store.get().setLines(
    next,
    fill(words.putBack, {
      note: putBackNote(words.line, locale, line, restored),
      items: plural(words.items, itemCount(next)),
    }),
  );
  return restored;
}

/** Brings back what Clear Cart took, into a cart that is still empty. */
export function undoClear(store: CartStore): void {
  const { cleared, lines } = store.get();
  if (!cleared) return;
  const next = cartReducer(lines, { type: 'restore', lines: cleared });
  const { words } = store.voice();
  store.get().setLines(next, fill(words.restored, { items: plural(words.items, itemCount(next)) }));
}

/**
 * What Undo did with a removed line, once `restored` of its plates are back: said in the cart's
 * status line and shown on the line's row, in the same words.
 */
export function putBackNote(
  words: LineWords,
  locale: Locale,
  line: CartItem,
  restored: number,
): string {
  const dish = lineLabelIn(words, locale, line);
  if (restored >= line.quantity) return fill(words.back, { dish });
  if (restored > 0) {
    return plural(words.partlyBack, restored, { quantity: line.quantity, dish, most: maxQuantity });
  }
  return fill(words.notBack, { dish, most: maxQuantity });
}
