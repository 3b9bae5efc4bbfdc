import { lineLabelIn, type CartItem } from './cart';
import type { Locale } from '../site/locale';
import { fill } from '../words/fill';
import type { cart } from '../words/en/cart';

// How the cart review shows and names its rows; only the order page needs these.

/**
 * What each line's controls call it, by line id, in the page's language: its label, with its
 * number in the cart (the number the WhatsApp message gives it) when another line has the same
 * label: "Kulhad Tea, line 3". A line no longer in the cart keeps the name it had in `before`, as
 * its removed row does.
 */
export function lineNames(
  words: Pick<(typeof cart)['review'], 'line' | 'sameDish'>,
  locale: Locale,
  lines: CartItem[],
  before: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const labels = lines.map((line) => lineLabelIn(words.line, locale, line));
  const names = new Map(before);
  lines.forEach((line, index) => {
    const label = labels[index] ?? '';
    const alone = labels.indexOf(label) === labels.lastIndexOf(label);
    names.set(line.id, alone ? label : fill(words.sameDish, { dish: label, number: index + 1 }));
  });
  return names;
}

/** A row of the cart review: a line of the cart, or the place of a line removed while it was shown. */
export type CartRow = { line: CartItem; removed: boolean };

/**
 * The cart review's rows once the cart has changed: every row keeps its place, a line removed
 * since becomes a removed row where it was (so that the line below never moves under the
 * customer's finger), a line put back is a line again, and lines new to the review come last.
 */
export function cartRows(previous: CartRow[], lines: CartItem[]): CartRow[] {
  const current = new Map(lines.map((line) => [line.id, line]));
  const rows = previous.map((row) => {
    const now = current.get(row.line.id);
    return now ? { line: now, removed: false } : { ...row, removed: true };
  });
  const shown = new Set(previous.map(({ line }) => line.id));
  const added = lines.flatMap((line) => (shown.has(line.id) ? [] : [{ line, removed: false }]));
  return [...rows, ...added];
}

/** Where the line of a removed row goes back in the cart: after the lines shown above it. */
export function putBackIndex(rows: CartRow[], id: string): number {
  const at = rows.findIndex((row) => row.line.id === id);
  return rows.slice(0, Math.max(at, 0)).filter((row) => !row.removed).length;
}
