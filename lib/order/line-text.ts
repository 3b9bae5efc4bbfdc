import type { CartItem, LineWords, Size } from './cart';
import { nameIn, type Locale } from '../site/locale';
import { formatRupees } from './money';
import { fill } from '../words/fill';

// How a cart line reads to the kitchen, to a screen reader and in a list of dishes: the order page,
// the message and the notes need these, the cart's store does not.

/** The sizes in English, as the order message names them (lineLabel). */
export const sizeLabels: Record<Size, string> = { half: 'Half', full: 'Full' };

/**
 * The dish as the kitchen reads it in the order message, in English whatever the page's language:
 * "Veg Chowmein (Half)". A page shows lineLabelIn.
 */
export function lineLabel(line: { name: string; size?: Size }): string {
  return line.size ? `${line.name} (${sizeLabels[line.size]})` : line.name;
}

/** Names in a list, the last two joined by "and": "Kulhad Tea, Veg Momos and Samosa". */
export function listOf(words: LineWords, names: string[]): string {
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')}${words.and}${names.at(-1)}`;
}

/**
 * A cart line as a screen reader says it, each part apart from the next:
 * 'Veg Chowmein, Full, ₹110 × 1'.
 */
export function lineReading(words: LineWords, locale: Locale, line: CartItem): string {
  const values = {
    dish: nameIn(locale, line),
    price: formatRupees(line.price),
    quantity: line.quantity,
  };
  return line.size
    ? fill(words.readingSized, { ...values, size: words.sizes[line.size] })
    : fill(words.reading, values);
}
