/**
 * The checkout as one rule: what the page shows and what Send does, from the moment `now` (ms,
 * never floored: rounding is only for what is shown), the cart, the details and the orders this
 * tab has sent. The form renders it; Send asks it again at the press, with the press's own clock.
 */

import type { DeliveryTerms } from '@/data/delivery';
import type { OrderAhead } from '@/data/ordering';
import type { CartItem } from './cart';
import { cartTotal } from './cart';
import { canSendOrder, missingFields, tooLongFields, type CustomerDetails } from './checkout';
import { shortOfMinimum } from './delivery';
import { openingStatus, type OpeningHours } from '../site/opening-hours';
import {
  orderSlots,
  slotHeld,
  slotTooSoon,
  type Slot,
  type SlotDay,
  type TimeWords,
} from './order-time';
import { orderTypes } from './order-type';
import { closingIn, pressAnswer, type PressAnswer, type Question } from './send-check';
import { followUpOf, type FollowUp, type SentOrder } from './sent-orders';
import { linkFits, orderMessage, whatsappLink, type MessageLanguage } from './whatsapp';

export type CheckoutInput = {
  now: number;
  customer: CustomerDetails;
  lines: CartItem[];
  /** The orders this tab has sent (lib/order/sent-orders.ts). */
  sent: readonly SentOrder[];
  /** Whether "As soon as possible" was offered while this checkout was open. */
  soonOffered: boolean;
  cafe: { name: string; whatsapp: string; hours: OpeningHours };
  ahead: OrderAhead;
  terms: DeliveryTerms;
  language: MessageLanguage;
  /** The words of the times offered, in the page's language. */
  words: TimeWords;
};

export type CheckoutState = {
  open: boolean;
  /** The later times offered, by day; none for an order type that is for now. */
  days: SlotDay[];
  /** The first time offered, which a closed cafe preselects. */
  firstTime: Slot | null;
  /** The time the order is for as shown (null: as soon as possible). */
  when: Slot | null;
  /** What Send sends for: "As soon as possible" once offered stays so, and is asked about. */
  sendWhen: Slot | null;
  /** "As soon as possible" is chosen. */
  soon: boolean;
  /** The chosen time can no longer be made. */
  tooSoon: boolean;
  /** Of such a time: the cafe is closed then (its hours changed), rather than it being too soon. */
  closedThen: boolean;
  closedAtTable: boolean;
  noTimeLeft: boolean;
  /** Minutes to closing, shown by Send while "As soon as possible" is chosen near closing. */
  closingMinutes: number | null;
  missing: ReturnType<typeof missingFields>;
  tooLong: ReturnType<typeof tooLongFields>;
  /** Rupees short of the delivery minimum. */
  toMinimum: number;
  /** This order as a follow-up of the visit's first, or null. */
  followUp: FollowUp;
  message: string;
  url: string;
  fits: boolean;
  /** Whether Send is held back, and says why. */
  blocked: boolean;
};

export function checkoutState(input: CheckoutInput): CheckoutState {
  const { now, customer, lines, cafe, ahead, words } = input;
  const at = new Date(now);
  const type = orderTypes[customer.orderType];
  const open = openingStatus(cafe.hours, at).open;
  const days = type.ordersAhead ? orderSlots(cafe.hours, ahead, at, words) : [];
  const firstTime = days[0]?.slots[0] ?? null;
  const when = type.ordersAhead ? (customer.when ?? (open ? null : firstTime)) : null;
  const soon = type.ordersAhead && customer.when === null;
  const sendWhen = soon && input.soonOffered ? null : when;
  const tooSoon = when !== null && !slotHeld(cafe.hours, ahead, when, at);
  const closedThen = tooSoon && !slotTooSoon(cafe.hours, ahead, when, at);
  const closedAtTable = type.needsTable && !open;
  const noTimeLeft = type.ordersAhead && !open && firstTime === null;
  const toMinimum = shortOfMinimum(input.terms, customer.orderType, cartTotal(lines));
  const followUp = followUpOf(input.sent, customer, now);
  const message = orderMessage(
    cafe.name,
    { ...customer, when },
    lines,
    input.terms,
    { now: at, utcOffset: cafe.hours.utcOffset },
    input.language,
    followUp,
  );
  const url = whatsappLink(cafe.whatsapp, message);
  const fits = linkFits(url);
  return {
    open,
    days,
    firstTime,
    when,
    sendWhen,
    soon,
    tooSoon,
    closedThen,
    closedAtTable,
    noTimeLeft,
    closingMinutes: soon && open ? closingIn(cafe.hours, ahead, at) : null,
    missing: missingFields(customer),
    tooLong: tooLongFields(customer),
    toMinimum,
    followUp,
    message,
    url,
    fits,
    blocked:
      lines.length === 0 ||
      !canSendOrder(customer) ||
      !fits ||
      toMinimum > 0 ||
      tooSoon ||
      closedAtTable ||
      noTimeLeft,
  };
}

/**
 * What a press of Send at `now` does with the order the page shows: send, refuse and say why, or
 * ask first (lib/order/send-check.ts). `accepted` are the questions already answered yes; `when` the time
 * the press sends for; `tableAsks` whether the table's visit needs the customer's word.
 */
export function pressOf(
  input: Pick<CheckoutInput, 'now' | 'customer' | 'cafe' | 'ahead'>,
  when: Slot | null,
  tableAsks: boolean,
  accepted: readonly Question['ask'][] = [],
  behind = false,
): PressAnswer {
  const type = orderTypes[input.customer.orderType];
  return pressAnswer(
    {
      needsTable: type.needsTable,
      ordersAhead: type.ordersAhead,
      when,
      tableAsks: type.needsTable && tableAsks,
      behind,
    },
    input.cafe.hours,
    input.ahead,
    new Date(input.now),
    accepted,
  );
}
