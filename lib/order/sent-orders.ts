/**
 * Orders this tab has sent, kept as records apart from the cart: once an order has gone to
 * WhatsApp its dishes leave the cart, so that a dish added afterwards is a follow-up order that
 * carries only itself and names the first one ("Second order for Table 4, first sent at 4:29 PM").
 * No dish goes in two messages unless the customer chooses Send again on a record.
 */

import type { CartItem } from './cart';
import type { CustomerDetails } from './checkout';
import type { Slot } from './order-time';
import type { OrderType } from './order-type';
import { sentOrdersKey } from '../offline/storage-keys';

/** One order as it went to WhatsApp. */
export type SentOrder = {
  /** When WhatsApp was opened with it (ms). */
  at: number;
  lines: CartItem[];
  orderType: OrderType;
  /** The table it was for; '' for none. */
  table: string;
  /** The time it was for (null: as soon as possible). */
  when: Slot | null;
  /** Which order of its visit it was: 1 for the first, 2 for the second. */
  number: number;
  /** When the visit's first order went (ms); its own `at` for the first. */
  firstAt: number;
};

/**
 * How long one visit's orders belong together: a meal and then some. An order placed later, or for
 * another order type or table, starts a new visit.
 */
export const visitMs = 3 * 60 * 60 * 1000;

/** Where an order goes: its type and table. */
export type Destination = { orderType: OrderType; table: string };

/** The orders of the visit an order to `to` at `now` would join, oldest first. */
export function visitOrders(sent: readonly SentOrder[], to: Destination, now: number): SentOrder[] {
  const visit: SentOrder[] = [];
  for (const order of [...sent].reverse()) {
    const same = order.orderType === to.orderType && order.table === to.table;
    const next = visit[0]?.at ?? now;
    if (!same || next - order.at >= visitMs) break;
    visit.unshift(order);
  }
  return visit;
}

/** What an order sent now would be: the first of a visit, or a follow-up that names the first. */
export type FollowUp = { number: number; firstAt: number } | null;

export function followUpOf(sent: readonly SentOrder[], to: Destination, now: number): FollowUp {
  const visit = visitOrders(sent, to, now);
  const [first] = visit;
  return first ? { number: visit.length + 1, firstAt: first.firstAt } : null;
}

/** The record of an order sent at `now` for `to.when`, numbered within its visit. */
export function sentRecord(
  sent: readonly SentOrder[],
  lines: CartItem[],
  to: Destination & { when: Slot | null },
  now: number,
): SentOrder {
  const followUp = followUpOf(sent, to, now);
  return {
    at: now,
    lines,
    orderType: to.orderType,
    table: to.table,
    when: to.when,
    number: followUp?.number ?? 1,
    firstAt: followUp?.firstAt ?? now,
  };
}

/**
 * The details Send again sends `order` with: the customer's as they are now, the order's own type,
 * table and time, so that the kitchen gets the same order as before.
 */
export function againDetails(order: SentOrder, customer: CustomerDetails): CustomerDetails {
  return { ...customer, orderType: order.orderType, table: order.table, when: order.when };
}

/** The most records a tab keeps: older ones are no visit's any more. */
const kept = 20;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function isLine(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, price, quantity, size, hindiName } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    Number.isSafeInteger(price) &&
    Number.isSafeInteger(quantity) &&
    (quantity as number) > 0 &&
    (size === undefined || size === 'half' || size === 'full') &&
    (hindiName === undefined || typeof hindiName === 'string')
  );
}

function isRecord(value: unknown): value is SentOrder {
  if (typeof value !== 'object' || value === null) return false;
  const { at, lines, orderType, table, when, number, firstAt } = value as Record<string, unknown>;
  return (
    Number.isFinite(at) &&
    (when === null || Number.isFinite(when)) &&
    Number.isFinite(firstAt) &&
    Number.isSafeInteger(number) &&
    typeof orderType === 'string' &&
    typeof table === 'string' &&
    Array.isArray(lines) &&
    lines.length > 0 &&
    lines.every(isLine)
  );
}

// Without storage (blocked, or full) the records last as long as the page.
let memory: SentOrder[] = [];

const lastAt = (orders: SentOrder[]) => orders.at(-1)?.at ?? -Infinity;

/**
 * The orders this tab has sent, oldest first: what storage holds, or the page's own copy where it
 * is newer (storage full or refused). What the site did not write is left out.
 */
export function readSentOrders(store: Store | null): SentOrder[] {
  let stored: SentOrder[] = [];
  try {
    const value: unknown = JSON.parse(store?.getItem(sentOrdersKey) ?? 'null');
    if (Array.isArray(value)) stored = value.filter(isRecord);
  } catch {
    // Unreadable: the page's own copy.
  }
  return lastAt(memory) > lastAt(stored) ? memory : stored;
}

const listeners = new Set<() => void>();

/** Follows the tab's records: `listener` is called after each order kept. */
export function subscribeToSent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let shown: { text: string | null; memory: SentOrder[]; orders: SentOrder[] } | null = null;

/** The records as a component reads them: the same array until one is kept. */
export function sentSnapshot(store: Store | null): SentOrder[] {
  let text: string | null = null;
  try {
    text = store?.getItem(sentOrdersKey) ?? null;
  } catch {
    // Refused: the page's own copy.
  }
  if (shown?.text !== text || shown.memory !== memory) {
    shown = { text, memory, orders: readSentOrders(store) };
  }
  return shown.orders;
}

/** Adds an order to the tab's records, and returns them. */
export function keepSentOrder(store: Store | null, order: SentOrder): SentOrder[] {
  const all = [...readSentOrders(store), order].slice(-kept);
  memory = all;
  try {
    store?.setItem(sentOrdersKey, JSON.stringify(all));
  } catch {
    // Full or refused: kept in the page's memory.
  }
  for (const listener of listeners) listener();
  return all;
}
