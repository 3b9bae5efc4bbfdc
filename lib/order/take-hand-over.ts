import { menu, type MenuCategory } from '@/data/menu';
import { cartReducer, lineLabelIn, maxQuantity, type CartItem, type LineWords } from './cart';
import { listOf } from './line-text';
import { emptyCustomer, refusesText, type CustomerDetails, type TextField } from './checkout';
import { isOrderType, isPayment, orderTypes } from './order-type';
import { tables } from '@/data/ordering';
import type { CartStore } from './cart-store';
import { handOverVersion, hasAnythingToHand, type HandedLine } from './hand-over';
import type { Locale } from '../site/locale';
import type { DishStock } from '../stock/stock';
import { formatRupees } from './money';
import { fill, plural } from '../words/fill';
import type { cart } from '../words/en/cart';

/** The most lines a hand-over may carry; more is not something a page of the site wrote. */
const maxLines = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function handedLine(value: unknown): HandedLine | null {
  if (!isRecord(value)) return null;
  const { name, hindiName, size, quantity, was } = value;
  if (typeof name !== 'string' || name === '') return null;
  if (hindiName !== undefined && typeof hindiName !== 'string') return null;
  if (size !== undefined && size !== 'half' && size !== 'full') return null;
  if (!Number.isInteger(quantity) || (quantity as number) < 1) return null;
  if ((quantity as number) > maxQuantity) return null;
  // Only ever shown beside today's price, never charged: anything but a price is left out.
  const seen = Number.isFinite(was) && (was as number) >= 0 ? { was: was as number } : {};
  return {
    name,
    ...(hindiName ? { hindiName } : {}),
    ...(size ? { size } : {}),
    quantity: quantity as number,
    ...seen,
  };
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
  const { orderType, location, table, when, payment } = value;
  if (!isOrderType(orderType)) return null;
  customer.orderType = orderType;
  // Fields a build before order modes did not hand over keep their empty values.
  if (typeof table === 'string' && tables.includes(table)) customer.table = table;
  if (Number.isInteger(when)) customer.when = when as number;
  if (isPayment(payment)) customer.payment = payment;
  if (orderTypes[customer.orderType].needsTable && customer.table === '')
    customer.orderType = 'pickup';
  if (location !== null) {
    if (!isRecord(location)) return null;
    const { latitude, longitude } = location;
    if (!Number.isFinite(latitude) || Math.abs(latitude as number) > 90) return null;
    if (!Number.isFinite(longitude) || Math.abs(longitude as number) > 180) return null;
    customer.location = { latitude: latitude as number, longitude: longitude as number };
  }
  return customer;
}

/**
 * The details handed over, at the table this tab is at (lib/order/table.ts decides, not the page before):
 * the same table keeps the order type chosen there; a table newly scanned makes the order one for
 * it; no table any more (an unknown link) turns an order for the table into a pickup.
 */
function atTable(handed: CustomerDetails, table: string): CustomerDetails {
  if (table === handed.table) return handed;
  if (table !== '') return { ...handed, table, orderType: 'dine-in' };
  const { needsTable } = orderTypes[handed.orderType];
  return { ...handed, table, orderType: needsTable ? 'pickup' : handed.orderType };
}

/** Why a dish left the cart: sold out for today, or no longer on the menu (or not in that size). */
export type DropReason = 'soldOut' | 'gone';

export type TakenOver = {
  lines: CartItem[];
  customer: CustomerDetails;
  /** The dishes left out because this build's menu no longer offers them so, and why. */
  dropped: { label: string; reason: DropReason }[];
  /** The dishes whose price is not the one the customer saw: "Veg Chowmein (Half)", 60 then 70. */
  repriced: { label: string; was: number; now: number }[];
};

/** The reasons a dish left the cart, in the order the notes name them. */
export const dropReasons: DropReason[] = ['soldOut', 'gone'];

/**
 * What the customer is told about a cart that changed on its way to this build, one sentence a
 * change: "Steam Momos is sold out today and left your cart.", "Veg Chowmein (Half) is now ₹70,
 * was ₹60." Each dish once; none when nothing changed. The labels are already in the page's
 * language (takeHandOver).
 */
export function changeNotes(
  words: (typeof cart)['store'],
  { dropped, repriced }: Pick<TakenOver, 'dropped' | 'repriced'>,
): string[] {
  const notes = dropReasons.flatMap((reason) => {
    const names = [
      ...new Set(dropped.filter((drop) => drop.reason === reason).map(({ label }) => label)),
    ];
    if (names.length === 0) return [];
    return [plural(words.changes[reason], names.length, { dishes: listOf(words.line, names) })];
  });
  const prices = new Map(repriced.map((change) => [change.label, change]));
  for (const { label, was, now } of prices.values()) {
    notes.push(
      fill(words.changes.repriced, {
        dish: label,
        now: formatRupees(now),
        was: formatRupees(was),
      }),
    );
  }
  return notes;
}

/**
 * The cart and details a page handed over, priced from `from` (this build's menu), never from what was
 * stored; null when there is none, it is another version's, or it is not what a page of the site
 * writes. A dish sold out today, no longer on the menu, or no longer in that size, is left out and
 * named with why; a price other than the one the customer saw is named with both, as the page in
 * `locale` names them. The plate limit holds as for any add. `at` stamps the new lines' ids.
 */
export function takeHandOver(
  words: LineWords,
  locale: Locale,
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

  return { customer, ...priceLines(words, locale, handed as HandedLine[], at, from) };
}

/**
 * Dishes by name, size and quantity priced from `from` (today's menu) and added after `cart`: what
 * is sold out today or off the menu by `stockOf` (the stock the page follows now: a hand-over
 * leaves it to the page's stock watch, components/cart/stock-watch.ts), gone, or no longer in that
 * size is left out and named with why; a price other
 * than the one seen (`was`) is named with both, as the page in `locale` names a line (a dish gone
 * from the menu by the Hindi name it was kept with, if any). The plate limit holds as for any add.
 */
export function priceLines(
  words: LineWords,
  locale: Locale,
  handed: HandedLine[],
  at: number,
  from: MenuCategory[] = menu,
  cart: CartItem[] = [],
  stockOf: (name: string) => DishStock = () => 'in stock',
): Pick<TakenOver, 'lines' | 'dropped' | 'repriced'> {
  const dishes = new Map(
    from.flatMap((category) => category.items).map((dish) => [dish.name, dish]),
  );
  const dropped: TakenOver['dropped'] = [];
  const repriced: TakenOver['repriced'] = [];
  let lines = cart;
  for (const [index, line] of handed.entries()) {
    const stock = stockOf(line.name);
    const dish = stock === 'off the menu' ? undefined : dishes.get(line.name);
    const added =
      dish && stock === 'in stock'
        ? cartReducer(lines, { type: 'add', item: dish, size: line.size, at: at + index })
        : lines;
    const made = added.at(-1);
    const label = lineLabelIn(words, locale, {
      name: line.name,
      hindiName: dish?.hindiName ?? line.hindiName,
      size: line.size,
    });
    if (added === lines || !made) {
      dropped.push({ label, reason: dish && stock === 'sold out today' ? 'soldOut' : 'gone' });
      continue;
    }
    if (line.was !== undefined && line.was !== made.price) {
      repriced.push({ label, was: line.was, now: made.price });
    }
    lines = cartReducer(added, { type: 'setQuantity', id: made.id, quantity: line.quantity });
  }
  return { lines, dropped, repriced };
}

/**
 * The cart's lines as the stock now allows: those of a dish in stock, and those left out with why,
 * each named as the page in `locale` names a line. The stock watch takes them out with a note
 * (components/cart/stock-watch.ts), so that no order sends a dish the cafe cannot make unseen.
 */
export function inStockLines(
  words: LineWords,
  locale: Locale,
  lines: CartItem[],
  stockOf: (name: string) => DishStock,
): { kept: CartItem[]; dropped: TakenOver['dropped'] } {
  const dropped: TakenOver['dropped'] = [];
  const kept = lines.filter((line) => {
    const state = stockOf(line.name);
    if (state === 'in stock') return true;
    const label = lineLabelIn(words, locale, line);
    dropped.push({ label, reason: state === 'sold out today' ? 'soldOut' : 'gone' });
    return false;
  });
  return { kept, dropped };
}

/**
 * Puts the cart and details a page handed over (`text`) into `store`, ahead of any lines added
 * since, at the table this tab is at; details typed since win. What changed is said on the status
 * line and shown under the header, after a note already there (an unknown table link).
 */
export function takeHandOverInto(store: CartStore, text: string, at: number): void {
  const voice = store.voice();
  const taken = takeHandOver(voice.words.line, voice.locale, text, at);
  if (!taken) return;
  const notes = changeNotes(voice.words, taken);
  const { lines, customer, report, setLines, updateCustomer } = store.get();
  if (!hasAnythingToHand([], customer)) updateCustomer(atTable(taken.customer, customer.table));
  setLines(cartReducer(lines, { type: 'handOver', lines: taken.lines }), notes.join(' '));
  if (notes.length === 0) return;
  const shown = report && 'notes' in report ? report.notes : [];
  store.get().showNotes(voice.words.changes.title, [...shown, ...notes]);
}
