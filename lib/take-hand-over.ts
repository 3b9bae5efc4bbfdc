import { menu, type MenuCategory } from '@/data/menu';
import { cartReducer, lineLabel, maxQuantity, type CartItem } from './cart';
import {
  emptyCustomer,
  orderTypeLabels,
  refusesText,
  type CustomerDetails,
  type OrderType,
  type TextField,
} from './checkout';
import { handOverVersion, type HandedLine } from './hand-over';

/** The most lines a hand-over may carry; more is not something a page of the site wrote. */
const maxLines = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function handedLine(value: unknown): HandedLine | null {
  if (!isRecord(value)) return null;
  const { name, size, quantity } = value;
  if (typeof name !== 'string' || name === '') return null;
  if (size !== undefined && size !== 'half' && size !== 'full') return null;
  if (!Number.isInteger(quantity) || (quantity as number) < 1) return null;
  if ((quantity as number) > maxQuantity) return null;
  return { name, ...(size ? { size } : {}), quantity: quantity as number };
}

const textFields: TextField[] = ['name', 'phone', 'address', 'instructions'];

function handedCustomer(value: unknown): CustomerDetails | null {
  if (!isRecord(value)) return null;
  const customer = { ...emptyCustomer };
  for (const field of textFields) {
    const text = value[field];
    if (typeof text !== 'string' || refusesText(field, text)) return null;
    customer[field] = text;
  }
  const { orderType, location } = value;
  if (!Object.keys(orderTypeLabels).includes(orderType as string)) return null;
  customer.orderType = orderType as OrderType;
  if (location !== null) {
    if (!isRecord(location)) return null;
    const { latitude, longitude } = location;
    if (!Number.isFinite(latitude) || Math.abs(latitude as number) > 90) return null;
    if (!Number.isFinite(longitude) || Math.abs(longitude as number) > 180) return null;
    customer.location = { latitude: latitude as number, longitude: longitude as number };
  }
  return customer;
}

export type TakenOver = {
  lines: CartItem[];
  customer: CustomerDetails;
  /** The dishes left out because this build's menu no longer offers them so: "Kulhad Tea (Half)". */
  dropped: string[];
};

/** What the customer hears about the dishes left out: "Kulhad Tea and Cold Coffee are no longer…". */
export function droppedNote(dropped: string[]): string {
  const names = [...new Set(dropped)];
  if (names.length === 0) return '';
  const list =
    names.length === 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} ${names.length === 1 ? 'is' : 'are'} no longer on our menu and left your cart.`;
}

/**
 * The cart and details a page handed over, priced from `from` (this build's menu), never from what was
 * stored; null when there is none, it is another version's, or it is not what a page of the site
 * writes. A dish no longer on the menu, or no longer in that size, is left out and named; the plate
 * limit holds as for any add. `at` stamps the new lines' ids.
 */
export function takeHandOver(
  text: string | null,
  at: number,
  from: MenuCategory[] = menu,
): TakenOver | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== handOverVersion) return null;
  if (!Array.isArray(value.lines) || value.lines.length > maxLines) return null;
  const handed = value.lines.map(handedLine);
  const customer = handedCustomer(value.customer);
  if (!customer || handed.some((line) => line === null)) return null;

  const dishes = new Map(
    from.flatMap((category) => category.items).map((dish) => [dish.name, dish]),
  );
  const dropped: string[] = [];
  let lines: CartItem[] = [];
  for (const [index, line] of (handed as HandedLine[]).entries()) {
    const dish = dishes.get(line.name);
    const added = dish
      ? cartReducer(lines, { type: 'add', item: dish, size: line.size, at: at + index })
      : lines;
    const made = added.at(-1);
    if (added === lines || !made) {
      dropped.push(lineLabel(line));
      continue;
    }
    lines = cartReducer(added, { type: 'setQuantity', id: made.id, quantity: line.quantity });
  }
  return { lines, customer, dropped };
}
