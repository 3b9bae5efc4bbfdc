import { menu, type MenuCategory } from '@/data/menu';
import { itemCount, type CartItem } from './cart';
import { listOf } from './line-text';
import type { LastOrder } from './last-order';
import type { Locale } from '../site/locale';
import type { DishStock } from '../stock/stock';
import { dropReasons, priceLines } from './take-hand-over';
import { plural } from '../words/fill';
import type { cart as cartWords } from '../words/en/cart';

/**
 * The last order's dishes added after `cart`, at today's prices from `from`: the cart that results
 * and what the customer is told, one sentence each, as the page in `locale` says it: how many were
 * added, then what was left out and why ("Steam Momos is sold out today, so it was not added.").
 * `at` stamps the new lines' ids; `stockOf` is the stock the page follows now.
 */
export function orderAgain(
  words: (typeof cartWords)['orderAgain'],
  locale: Locale,
  last: LastOrder,
  cart: CartItem[],
  at: number,
  from: MenuCategory[] = menu,
  stockOf?: (name: string) => DishStock,
): { lines: CartItem[]; notes: string[] } {
  const { lines, dropped } = priceLines(words.line, locale, last.lines, at, from, cart, stockOf);
  const added = itemCount(lines) - itemCount(cart);
  const notes = [added === 0 ? words.nothing : plural(words.added, added)];
  for (const reason of dropReasons) {
    const names = [
      ...new Set(dropped.filter((drop) => drop.reason === reason).map(({ label }) => label)),
    ];
    if (names.length === 0) continue;
    notes.push(plural(words[reason], names.length, { dishes: listOf(words.line, names) }));
  }
  return { lines, notes };
}
