import type { OrderType } from './checkout';
import { formatRupees } from './money';

/**
 * The cafe's delivery terms (data/delivery.ts). Every key is optional; amounts are whole rupees
 * and count the dishes only, never the fee.
 */
export type DeliveryTerms = {
  /** Where the cafe delivers, e.g. 'Within 3 km of Civil Lines'. */
  area?: string;
  /** How long a delivery takes, e.g. '30-45 min'. */
  time?: string;
  /** Added to every delivery order. */
  fee?: number;
  /** From this total of dishes, delivery is free. */
  freeAbove?: number;
  /** A delivery order of dishes below this total cannot be sent. */
  minimumOrder?: number;
};

/** What a delivery or pickup order of `dishes` rupees pays for its delivery. */
export function deliveryFee(terms: DeliveryTerms, orderType: OrderType, dishes: number): number {
  if (orderType === 'pickup' || !terms.fee) return 0;
  return terms.freeAbove !== undefined && dishes >= terms.freeAbove ? 0 : terms.fee;
}

/** What the order comes to: its dishes and, for a delivery, the fee. */
export function orderTotal(terms: DeliveryTerms, orderType: OrderType, dishes: number): number {
  return dishes + deliveryFee(terms, orderType, dishes);
}

/** How many more rupees of dishes make delivery free, or 0 when it is free or there is no fee. */
export function shortOfFreeDelivery(
  terms: DeliveryTerms,
  orderType: OrderType,
  dishes: number,
): number {
  if (deliveryFee(terms, orderType, dishes) === 0 || terms.freeAbove === undefined) return 0;
  return terms.freeAbove - dishes;
}

/** How many more rupees of dishes a delivery order needs before it can be sent; 0 when none. */
export function shortOfMinimum(terms: DeliveryTerms, orderType: OrderType, dishes: number): number {
  if (orderType === 'pickup' || terms.minimumOrder === undefined) return 0;
  return Math.max(0, terms.minimumOrder - dishes);
}

/** "Minimum order for delivery is ₹100: add ₹85 more" */
export function minimumOrderMessage(terms: DeliveryTerms, shortBy: number): string {
  return `Minimum order for delivery is ${formatRupees(terms.minimumOrder ?? 0)}: add ${formatRupees(shortBy)} more`;
}

/** "Add ₹40 more for free delivery" */
export function freeDeliveryMessage(shortBy: number): string {
  return `Add ${formatRupees(shortBy)} more for free delivery`;
}

/**
 * The terms as a customer reads them before checkout, one phrase each, only those set:
 * "Delivers within 3 km of Civil Lines", "in 30-45 min", "₹20 delivery, free from ₹300",
 * "minimum ₹100 for delivery".
 */
export function deliveryTermsPhrases(terms: DeliveryTerms): string[] {
  const { area, time, fee, freeAbove, minimumOrder } = terms;
  const phrases: string[] = [];
  if (area) phrases.push(`Delivers ${area.charAt(0).toLowerCase()}${area.slice(1)}`);
  if (time) phrases.push(`${area ? 'in' : 'Delivery in'} ${time}`);
  if (fee) {
    const free = freeAbove === undefined ? '' : `, free from ${formatRupees(freeAbove)}`;
    phrases.push(`${formatRupees(fee)} delivery${free}`);
  } else if (fee === 0) {
    phrases.push('free delivery');
  }
  if (minimumOrder) phrases.push(`minimum ${formatRupees(minimumOrder)} for delivery`);
  return phrases;
}

/** Every mistake in the delivery terms, naming the key, so that the build stops with it. */
export function deliveryTermsProblems(terms: DeliveryTerms): string[] {
  const problems: string[] = [];
  const known = new Set(['area', 'time', 'fee', 'freeAbove', 'minimumOrder']);
  for (const key of Object.keys(terms)) {
    if (!known.has(key)) {
      problems.push(
        `data/delivery.ts: "${key}" is not a delivery term (${[...known].join(', ')}).`,
      );
    }
  }
  for (const key of ['fee', 'freeAbove', 'minimumOrder'] as const) {
    const value: unknown = terms[key];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 0)) {
      problems.push(
        `data/delivery.ts: ${key} is ${String(value)}: use a whole number of rupees, 0 or more.`,
      );
    }
  }
  for (const key of ['area', 'time'] as const) {
    const value: unknown = terms[key];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '')) {
      problems.push(
        `data/delivery.ts: ${key} must be text, such as ${key === 'area' ? "'Within 3 km of Civil Lines'" : "'30-45 min'"}.`,
      );
    }
  }
  const { fee, freeAbove, minimumOrder } = terms;
  if (freeAbove !== undefined && minimumOrder !== undefined && freeAbove < minimumOrder) {
    problems.push(
      `data/delivery.ts: freeAbove (${freeAbove}) is below minimumOrder (${minimumOrder}): every order that can be sent would be free.`,
    );
  }
  if (freeAbove !== undefined && !fee) {
    problems.push(
      'data/delivery.ts: freeAbove is set but there is no fee to waive: set fee, or remove freeAbove.',
    );
  }
  return problems;
}
