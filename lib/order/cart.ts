import type { MenuItem } from '@/data/menu';
import { nameIn, type Locale } from '../site/locale';
import { fill } from '../words/fill';
import type { cart } from '../words/en/cart';

/** The words that name a cart line and speak of it, in the page's language (lib/words/). */
export type LineWords = (typeof cart)['line'];

export type Size = 'half' | 'full';

/**
 * What the cart needs of a dish to add it: its name and prices (an Add button holds no more), and
 * its Hindi name where a Hindi page shows the line.
 */
export type Orderable = Pick<MenuItem, 'name' | 'price' | 'fullPrice' | 'hindiName'>;

export type CartItem = {
  id: string;
  /** The dish's English name: the line's key, and what the kitchen reads in the order message. */
  name: string;
  /** The name a Hindi page shows, when the dish added has one (see nameIn). */
  hindiName?: string;
  price: number;
  quantity: number;
  size?: Size;
};

/** A dish in a size, by its names: what names a line. */
type Named = { name: string; hindiName?: string; size?: Size };

export type CartAction =
  | { type: 'add'; item: Orderable; size?: Size; at: number }
  | { type: 'setQuantity'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'putBack'; line: CartItem; index: number }
  | { type: 'clear' }
  /** Undo of Clear Cart: the lines as they were, into a cart that is still empty. */
  | { type: 'restore'; lines: CartItem[] }
  /** The lines the page before handed over (lib/order/hand-over.ts), ahead of any added since. */
  | { type: 'handOver'; lines: CartItem[] };

/**
 * The most plates of one dish in one size a customer can order online, over all the lines that
 * hold it; larger orders are a phone call.
 */
export const maxQuantity = 50;

/** Shown on the lines of a dish and size that has reached maxQuantity. */
export function quantityLimitNote(words: LineWords, locale: Locale, dish: Named): string {
  return fill(words.limit, { most: maxQuantity, dish: lineLabelIn(words, locale, dish) });
}

/** The price of one plate of the dish in that size, or null when it cannot be ordered so. */
export function unitPrice(dish: Orderable, size?: Size): number | null {
  if (dish.price === 'Print Rate') return null;
  if (dish.fullPrice === undefined) return size === undefined ? dish.price : null;
  if (size === 'half') return dish.price;
  if (size === 'full') return dish.fullPrice;
  return null;
}

/** The dish as a customer reads it on a line of a page in `locale`: "Veg Chowmein (Half)". */
export function lineLabelIn(words: LineWords, locale: Locale, line: Named): string {
  const dish = nameIn(locale, line);
  return line.size ? fill(words.sized, { dish, size: words.sizes[line.size] }) : dish;
}

/** The plates of one dish in one size over all the lines that hold it. */
export function platesOf(lines: CartItem[], dish: { name: string; size?: Size }): number {
  return lines.reduce(
    (plates, line) =>
      line.name === dish.name && line.size === dish.size ? plates + line.quantity : plates,
    0,
  );
}

/** The most plates this line can hold: maxQuantity less its dish and size on the other lines. */
export function lineMaximum(lines: CartItem[], line: CartItem): number {
  const others = lines.filter((other) => other.id !== line.id);
  return Math.max(maxQuantity - platesOf(others, line), 0);
}

/**
 * How many of a removed line's plates Undo can put back: all of them, or what the plate limit
 * leaves beside the plates of its dish and size added since (0 when they already reach it).
 */
export function putBackQuantity(lines: CartItem[], line: CartItem): number {
  return Math.min(line.quantity, lineMaximum(lines, line));
}

function newLineId(lines: CartItem[], name: string, size: Size | undefined, at: number): string {
  const base = [name, size ?? '', at].join('|');
  let id = base;
  for (let n = 2; lines.some((line) => line.id === id); n++) id = `${base}|${n}`;
  return id;
}

export function cartReducer(lines: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const price = unitPrice(action.item, action.size);
      if (price === null) return lines;
      if (platesOf(lines, { name: action.item.name, size: action.size }) >= maxQuantity)
        return lines;
      const line: CartItem = {
        id: newLineId(lines, action.item.name, action.size, action.at),
        name: action.item.name,
        ...(action.item.hindiName ? { hindiName: action.item.hindiName } : {}),
        price,
        quantity: 1,
        ...(action.size ? { size: action.size } : {}),
      };
      return [...lines, line];
    }
    case 'setQuantity': {
      const line = lines.find((line) => line.id === action.id);
      if (!line) return lines;
      const most = Math.max(lineMaximum(lines, line), line.quantity);
      const quantity = Math.min(Math.floor(action.quantity), most);
      if (!(quantity > 0)) return lines.filter((line) => line.id !== action.id);
      return lines.map((line) => (line.id === action.id ? { ...line, quantity } : line));
    }
    case 'remove':
      return lines.filter((line) => line.id !== action.id);
    case 'putBack': {
      if (lines.some((line) => line.id === action.line.id)) return lines;
      const quantity = putBackQuantity(lines, action.line);
      if (!(quantity > 0)) return lines;
      const index = Math.min(Math.max(action.index, 0), lines.length);
      return [...lines.slice(0, index), { ...action.line, quantity }, ...lines.slice(index)];
    }
    case 'clear':
      return [];
    case 'restore':
      return lines.length === 0 ? action.lines : lines;
    case 'handOver':
      return [
        ...action.lines,
        ...lines.filter((line) => !action.lines.some(({ id }) => id === line.id)),
      ];
  }
}

export function itemCount(lines: CartItem[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

export function lineTotal(line: CartItem): number {
  return line.price * line.quantity;
}

export function cartTotal(lines: CartItem[]): number {
  return lines.reduce((total, line) => total + lineTotal(line), 0);
}
