import type { MenuItem } from '@/data/menu';

export type Size = 'half' | 'full';

export type CartItem = {
  id: string;
  name: string;
  price: number;
  quantity: number;
  size?: Size;
};

export type CartAction =
  | { type: 'add'; item: MenuItem; size?: Size; at: number }
  | { type: 'setQuantity'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  /** Undo of Clear Cart: the lines as they were, into a cart that is still empty. */
  | { type: 'restore'; lines: CartItem[] };

/** The most plates of one line a customer can order online; larger orders are a phone call. */
export const maxQuantity = 50;

/** Shown on a line that has reached maxQuantity. */
export const quantityLimitNote = `${maxQuantity} plates is the most for one line online; for more, please call us.`;

export const sizeLabels: Record<Size, string> = { half: 'Half', full: 'Full' };

/** The price of one plate of the dish in that size, or null when it cannot be ordered so. */
export function unitPrice(dish: MenuItem, size?: Size): number | null {
  if (dish.price === 'Print Rate' || dish.soldOut) return null;
  if (dish.fullPrice === undefined) return size === undefined ? dish.price : null;
  if (size === 'half') return dish.price;
  if (size === 'full') return dish.fullPrice;
  return null;
}

/**
 * How many plates of each dish and size are in the cart, over all its lines, by the line's label
 * ("Veg Chowmein (Half)", "Kulhad Tea"): what each add button of the menu has put there.
 */
export function quantitiesByLabel(lines: CartItem[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    const label = lineLabel(line);
    quantities.set(label, (quantities.get(label) ?? 0) + line.quantity);
  }
  return quantities;
}

/** The dish as a customer reads it on a line: "Veg Chowmein (Half)". */
export function lineLabel(line: { name: string; size?: Size }): string {
  return line.size ? `${line.name} (${sizeLabels[line.size]})` : line.name;
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
      const line: CartItem = {
        id: newLineId(lines, action.item.name, action.size, action.at),
        name: action.item.name,
        price,
        quantity: 1,
        ...(action.size ? { size: action.size } : {}),
      };
      return [...lines, line];
    }
    case 'setQuantity': {
      const quantity = Math.min(Math.floor(action.quantity), maxQuantity);
      if (!(quantity > 0)) return lines.filter((line) => line.id !== action.id);
      return lines.map((line) => (line.id === action.id ? { ...line, quantity } : line));
    }
    case 'remove':
      return lines.filter((line) => line.id !== action.id);
    case 'clear':
      return [];
    case 'restore':
      return lines.length === 0 ? action.lines : lines;
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
