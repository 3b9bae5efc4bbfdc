/**
 * What a press of Send does, read on the phone's clock at the moment of the press (a phone that
 * wakes past closing has not yet redrawn its minute): send, refuse and say why, or ask first. No
 * time, table or order is changed without the customer's word: a question they answer, or a
 * choice they make again.
 */

import type { OrderAhead } from '@/data/ordering';
import { minutesOf, onCafeClock, openingStatus, type OpeningHours } from '../site/opening-hours';
import { firstSlot, slotHeld, slotTooSoon, type Slot } from './order-time';

/** A question Send asks before it opens WhatsApp; the customer's yes lets the next press through. */
export type Question =
  /** The table's visit needs the customer's word (lib/order/table.ts): still at that table? */
  | { ask: 'table' }
  /** As soon as possible, with the cafe closing in `minutesLeft` minutes. */
  | { ask: 'closing'; minutesLeft: number }
  /** As soon as possible, with the cafe closed: the order would be for `slot`. */
  | { ask: 'nextOpening'; slot: Slot }
  /** A new version of the menu is live and this page could not load it: prices may have changed. */
  | { ask: 'menuChanged' };

/** Why a press sends nothing: it is said by Send, and the customer changes the order. */
export type Refusal =
  | { refuse: 'closedAtTable' }
  | { refuse: 'noTimeLeft' }
  /**
   * The later time `chosen` can no longer be made, too soon or with the cafe `closed` then;
   * `first` is the first that can, if any.
   */
  | { refuse: 'chooseTime'; chosen: Slot; first: Slot | null; closed: boolean };

export type PressAnswer = Question | Refusal | { send: true };

export type PressOrder = {
  /** An order at a table (lib/order/order-type-rules.ts). */
  needsTable: boolean;
  /** An order that can be for a later time. */
  ordersAhead: boolean;
  /** The later time the customer chose, or null for as soon as possible. */
  when: Slot | null;
  /** Whether the table's visit needs the customer's word first (lib/order/table.ts visitAsks). */
  tableAsks: boolean;
  /** Whether a newer build of the site is live than this page's (lib/offline/build.ts 'behind'). */
  behind?: boolean;
};

/**
 * How near closing "as soon as possible" is asked about: within the kitchen's lead time, an order
 * placed now may not be made before the cafe closes.
 */
export function closingIn(hours: OpeningHours, ahead: OrderAhead, now: Date): number | null {
  if (!openingStatus(hours, now).open) return null;
  const { minute } = onCafeClock(now, hours.utcOffset);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  // A night opening ends past midnight: before midnight, closing is on the next day's clock.
  const end = closes > opens || minute < closes ? closes : closes + 24 * 60;
  const left = end - minute;
  return left <= ahead.leadTime ? left : null;
}

/**
 * The answer to a press at `now`: refusals first (nothing the customer says makes them sendable),
 * then the questions not yet answered yes (`accepted`), in the order a customer would want them:
 * first whether the menu it prices is still live, then where, then when.
 */
export function pressAnswer(
  order: PressOrder,
  hours: OpeningHours,
  ahead: OrderAhead,
  now: Date,
  accepted: readonly Question['ask'][] = [],
): PressAnswer {
  const open = openingStatus(hours, now).open;
  const asks = (question: Question): PressAnswer | null =>
    accepted.includes(question.ask) ? null : question;
  if (order.needsTable && !open) return { refuse: 'closedAtTable' };
  if (order.ordersAhead && order.when !== null && !slotHeld(hours, ahead, order.when, now)) {
    return {
      refuse: 'chooseTime',
      chosen: order.when,
      first: firstSlot(hours, ahead, now),
      closed: !slotTooSoon(hours, ahead, order.when, now),
    };
  }
  if (order.ordersAhead && order.when === null && !open && firstSlot(hours, ahead, now) === null) {
    return { refuse: 'noTimeLeft' };
  }
  const questions: (Question | null)[] = [
    order.behind ? { ask: 'menuChanged' } : null,
    order.needsTable && order.tableAsks ? { ask: 'table' } : null,
    order.ordersAhead && order.when === null ? soonQuestion(hours, ahead, now) : null,
  ];
  for (const question of questions) {
    const answer = question && asks(question);
    if (answer) return answer;
  }
  return { send: true };
}

/** What "as soon as possible" means at `now`: a question near closing or while closed, else none. */
function soonQuestion(hours: OpeningHours, ahead: OrderAhead, now: Date): Question | null {
  if (!openingStatus(hours, now).open) {
    const slot = firstSlot(hours, ahead, now);
    return slot === null ? null : { ask: 'nextOpening', slot };
  }
  const minutesLeft = closingIn(hours, ahead, now);
  return minutesLeft === null ? null : { ask: 'closing', minutesLeft };
}
