import type { DeliveryTerms } from '@/data/delivery';
import { orderTypes, type OrderType } from './order-type';
import { formatRupees } from './money';
import type { Locale } from '../site/locale';
import type { checkout } from '../words/en/checkout';
import { fill } from '../words/fill';

/** The terms as the page's language says them: `wordsFor(locale).checkout.delivery`. */
export type DeliveryWords = (typeof checkout)['delivery'];

/** What an order of `dishes` rupees pays for its delivery: nothing unless it is delivered. */
export function deliveryFee(terms: DeliveryTerms, orderType: OrderType, dishes: number): number {
  if (!orderTypes[orderType].paysDeliveryTerms || !terms.fee) return 0;
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
  if (!orderTypes[orderType].paysDeliveryTerms || terms.minimumOrder === undefined) return 0;
  return Math.max(0, terms.minimumOrder - dishes);
}

/** "Minimum order for delivery is ₹100: add ₹85 more" */
export function minimumOrderMessage(
  terms: DeliveryTerms,
  shortBy: number,
  words: Pick<DeliveryWords, 'minimumOrder'>,
): string {
  return fill(words.minimumOrder, {
    minimum: formatRupees(terms.minimumOrder ?? 0),
    short: formatRupees(shortBy),
  });
}

/**
 * The terms as a customer reads them before checkout, one phrase each, only those set:
 * "Delivers within 3 km of Civil Lines", "in 30-45 min", "₹20 delivery, free from ₹300",
 * "minimum ₹100 for delivery".
 */
export function deliveryTermsPhrases(terms: DeliveryTerms, words: DeliveryWords): string[] {
  const { area, time, fee, freeAbove, minimumOrder } = terms;
  const phrases: string[] = [];
  // The area is the owner's, written to start a sentence ("Within 3 km"): it reads on inside one.
  if (area)
    phrases.push(fill(words.area, { area: `${area.charAt(0).toLowerCase()}${area.slice(1)}` }));
  if (time) phrases.push(fill(area ? words.timeAfterArea : words.time, { time }));
  if (fee) {
    phrases.push(
      freeAbove === undefined
        ? fill(words.fee, { fee: formatRupees(fee) })
        : fill(words.feeFreeFrom, { fee: formatRupees(fee), freeAbove: formatRupees(freeAbove) }),
    );
  } else if (fee === 0) {
    phrases.push(words.free);
  }
  if (minimumOrder) phrases.push(fill(words.minimum, { minimum: formatRupees(minimumOrder) }));
  return phrases;
}

/**
 * The terms a page in `locale` says, and the language it says them in. A Hindi page takes the
 * owner's Hindi area and time; where one is written in English only, it says all the terms in
 * English, marked as English for a screen reader, never a sentence half in each language.
 */
export function deliveryTermsIn(
  locale: Locale,
  terms: DeliveryTerms,
): { terms: DeliveryTerms; locale: Locale } {
  const { hindiArea, hindiTime, ...english } = terms;
  if (locale === 'en') return { terms: english, locale };
  const untranslated =
    (english.area !== undefined && hindiArea === undefined) ||
    (english.time !== undefined && hindiTime === undefined);
  if (untranslated) return { terms: english, locale: 'en' };
  return {
    terms: {
      ...english,
      ...(hindiArea !== undefined && { area: hindiArea }),
      ...(hindiTime !== undefined && { time: hindiTime }),
    },
    locale,
  };
}
