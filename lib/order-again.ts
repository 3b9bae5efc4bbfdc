import { menu, type MenuCategory } from '@/data/menu';
import { itemCount, type CartItem } from './cart';
import type { LastOrder } from './last-order';
import { priceLines, type DropReason } from './take-hand-over';

const reasonWords: Record<DropReason, string> = {
  soldOut: 'sold out today',
  gone: 'no longer on our menu',
};

function listOf(names: string[]): string {
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The last order's dishes added after `cart`, at today's prices from `from`: the cart that results
 * and what the customer is told, one sentence each: how many were added, then what was left out
 * and why ("Steam Momos is sold out today, so it was not added."). `at` stamps the new lines' ids.
 */
export function orderAgain(
  last: LastOrder,
  cart: CartItem[],
  at: number,
  from: MenuCategory[] = menu,
): { lines: CartItem[]; notes: string[] } {
  const { lines, dropped } = priceLines(last.lines, at, from, cart);
  const added = itemCount(lines) - itemCount(cart);
  const notes = [
    added === 0
      ? 'Nothing from your last order could be added.'
      : `Added ${added} ${added === 1 ? 'item' : 'items'} from your last order, at today's prices.`,
  ];
  for (const reason of Object.keys(reasonWords) as DropReason[]) {
    const names = [
      ...new Set(dropped.filter((drop) => drop.reason === reason).map(({ label }) => label)),
    ];
    if (names.length === 0) continue;
    const one = names.length === 1;
    notes.push(
      `${listOf(names)} ${one ? 'is' : 'are'} ${reasonWords[reason]}, so ${one ? 'it was' : 'they were'} not added.`,
    );
  }
  return { lines, notes };
}
