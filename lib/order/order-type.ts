import type { checkout } from '../words/en/checkout';
import { fill } from '../words/fill';
import { orderTypes, type OrderType } from './order-type-rules';

export { orderTypes, type OrderType, type OrderTypeRules } from './order-type-rules';

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
