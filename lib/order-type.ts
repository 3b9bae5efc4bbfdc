import type { checkout } from './words/en/checkout';
import { fill } from './words/fill';

/**
 * The ways the cafe takes an order, each with what it asks of the customer and what it charges.
 * Every rule that differs between them reads it here, never a type's name: a new way of ordering
 * is one more entry, and pays the delivery terms only if it says so.
 */
export type OrderType = 'delivery' | 'pickup' | 'dine-in';

export type OrderTypeRules = {
  /** Whether it needs a delivery address (and may share a location). */
  asksAddress: boolean;
  /** Whether the owner's delivery terms (fee, free-from, minimum) apply. */
  paysDeliveryTerms: boolean;
  /** Whether it needs a table, from the table's link: offered only on a visit that has one. */
  needsTable: boolean;
  /** Whether it can be for a later time; an order at the table is for now. */
  ordersAhead: boolean;
};

export const orderTypes: Record<OrderType, OrderTypeRules> = {
  delivery: {
    asksAddress: true,
    paysDeliveryTerms: true,
    needsTable: false,
    ordersAhead: true,
  },
  pickup: {
    asksAddress: false,
    paysDeliveryTerms: false,
    needsTable: false,
    ordersAhead: true,
  },
  'dine-in': {
    asksAddress: false,
    paysDeliveryTerms: false,
    needsTable: true,
    ordersAhead: false,
  },
};

export const orderTypeNames = Object.keys(orderTypes) as OrderType[];

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && Object.hasOwn(orderTypes, value);
}

/** The types a customer can choose on this visit: dine-in only with a table. */
export function offeredOrderTypes(table: string): OrderType[] {
  return orderTypeNames.filter((type) => table !== '' || !orderTypes[type].needsTable);
}

/**
 * The types' names in the page's language, as the customer chooses them and the kitchen reads
 * them ("Order type: Pickup"): `wordsFor(locale).checkout.orderType`. The message is in English.
 */
export type OrderTypeWords = Pick<(typeof checkout)['orderType'], 'labels' | 'atTable'>;

/** "Dine-in · Table 7" for the choice; the other types by their label. */
export function orderTypeChoice(type: OrderType, table: string, words: OrderTypeWords): string {
  return orderTypes[type].needsTable
    ? fill(words.atTable, { type: words.labels[type], table })
    : words.labels[type];
}

/**
 * How the customer will pay, if they say: the spec's UPI (ID or QR code) or cash. Their names are
 * the dictionary's `checkout.payment.labels`.
 */
export const payments = ['upi', 'cash'] as const;

export type Payment = (typeof payments)[number];

export function isPayment(value: unknown): value is Payment {
  return payments.includes(value as Payment);
}
