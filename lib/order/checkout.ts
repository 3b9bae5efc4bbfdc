import type { CustomerDetails } from './customer';
import { groupDigits } from './money';
import { orderTypes } from './order-type';
import { characterCount, hasMoreCharactersThan, sentText } from './text';
import type { checkout } from '../words/en/checkout';
import { fill } from '../words/fill';

// The details themselves live apart, so that the cart store on every page does not carry the
// checkout's rules.
export { emptyCustomer, type CustomerDetails, type OrderType } from './customer';

export type RequiredField = 'name' | 'phone' | 'address';
export type TextField = RequiredField | 'instructions';

/** The fields' names and notes in the page's language: `wordsFor(locale).checkout.fields`. */
export type FieldWords = (typeof checkout)['fields'];

/** The most characters each field takes, counted as the customer sees them (see lib/order/text.ts). */
export const fieldLimits: Record<TextField, number> = {
  name: 80,
  phone: 20,
  address: 500,
  instructions: 300,
};

/**
 * The fields still needed before the order can be sent: empty, or with nothing visible in them (see
 * sentText). The address counts only for an order type that asks one (delivery). The phone's
 * format is not checked.
 */
export function missingFields(details: CustomerDetails): RequiredField[] {
  const missing: RequiredField[] = [];
  if (sentText(details.name) === '') missing.push('name');
  if (sentText(details.phone) === '') missing.push('phone');
  if (orderTypes[details.orderType].asksAddress && sentText(details.address) === '')
    missing.push('address');
  return missing;
}

function sentFields(details: CustomerDetails): TextField[] {
  return orderTypes[details.orderType].asksAddress
    ? ['name', 'phone', 'address', 'instructions']
    : ['name', 'phone', 'instructions'];
}

/** How long the sent text of a field is: what was typed, without surrounding spaces. */
export function fieldLength(details: CustomerDetails, field: TextField): number {
  return characterCount(sentText(details[field]));
}

/** The fields that would be sent and are over their limit. A hidden pickup address is not sent. */
export function tooLongFields(details: CustomerDetails): TextField[] {
  return sentFields(details).filter((field) =>
    hasMoreCharactersThan(sentText(details[field]), fieldLimits[field]),
  );
}

/** "Name is too long: 85 of 80 characters." */
export function tooLongMessage(
  field: TextField,
  count: number,
  words: Pick<FieldWords, 'tooLong'>,
): string {
  return fill(words.tooLong[field], { count, limit: fieldLimits[field] });
}

/**
 * Text this many times over a field's limit is refused outright rather than kept and marked too
 * long: a paste that large is a mistake, and holding it would freeze the form.
 */
export const refusalFactor = 10;

/** The most characters a field accepts at all; between its limit and this, it says "too long". */
export function refusalCeiling(field: TextField): number {
  return fieldLimits[field] * refusalFactor;
}

/** Whether the field refuses this text as far beyond its limit (checked without reading all of it). */
export function refusesText(field: TextField, text: string): boolean {
  return hasMoreCharactersThan(text, refusalCeiling(field));
}

/** "Name: that text was not added. It has more than 800 characters; the most is 80." */
export function refusalMessage(
  field: TextField,
  words: Pick<FieldWords, 'labels' | 'refused'>,
): string {
  return fill(words.refused, {
    field: words.labels[field],
    ceiling: groupDigits(refusalCeiling(field)),
    limit: groupDigits(fieldLimits[field]),
  });
}

/** The count is shown from four fifths of the limit on, so that it is there before it matters. */
export function showCount(field: TextField, count: number): boolean {
  return count >= fieldLimits[field] * 0.8;
}

export function canSendOrder(details: CustomerDetails): boolean {
  return missingFields(details).length === 0 && tooLongFields(details).length === 0;
}
