import type { OrderAhead } from '@/data/ordering';
import { dateWords, type CalendarWords } from './calendar';
import {
  clockText,
  isOpenDay,
  minutesOf,
  onCafeClock,
  weekdayOf,
  type OpeningHours,
} from '../site/opening-hours';

import type { checkout } from '../words/en/checkout';
import { fill } from '../words/fill';

/**
 * The words of a time and its day in the page's language: `wordsFor(locale).checkout` (or its
 * `time` and `calendar`). The WhatsApp message passes the English ones.
 */
export type TimeWords = { time: (typeof checkout)['time']; calendar: CalendarWords };

/**
 * A time on the cafe's clock: whole minutes since 1 January 1970 00:00 on the cafe's clock.
 * Always a multiple of 15.
 */
export type Slot = number;

/**
 * One day's choices, for a <select> with <optgroup>s: the opening day (the night past midnight
 * belongs to the day it began).
 */
export type SlotDay = { day: string; slots: Slot[] };

const step = 15;
const dayMinutes = 24 * 60;

/** The cafe's clock against UTC in minutes: where that clock stood at the UTC epoch. */
function offsetMinutes(utcOffset: string): number {
  const { date, minute } = onCafeClock(new Date(0), utcOffset);
  return date * dayMinutes + minute;
}

/**
 * Minutes since 1970 on the cafe's clock, seconds kept: at 18:30:40 a 19:00 slot is less than 30
 * minutes away, and flooring to 18:30 would let it through.
 */
function cafeMinutes(instant: Date, utcOffset: string): number {
  return instant.getTime() / 60_000 + offsetMinutes(utcOffset);
}

const roundUp = (minutes: number) => Math.ceil(minutes / step) * step;

/**
 * Every slot of the opening that begins on `date`, from opening time plus the kitchen's lead time
 * (rounded up to a quarter hour: the kitchen starts when the cafe opens) to the last quarter hour
 * at least 15 minutes before closing. Closing at or before opening time runs into the next day, so
 * "00:00" is midnight at the end of the day.
 */
function openingSlots(hours: OpeningHours, date: number, leadTime: number): Slot[] {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const start = date * dayMinutes + opens + leadTime;
  const end = date * dayMinutes + (closes > opens ? closes : closes + dayMinutes);
  const slots: Slot[] = [];
  for (let slot = roundUp(start); slot <= end - step; slot += step) slots.push(slot);
  return slots;
}

/** "today (Fri 27 Nov)", "tomorrow (Sat 28 Nov)", or from the day after on "Sun 29 Nov". */
function relativeDate(date: number, today: number, words: TimeWords): string {
  const day = dateWords(date, words.calendar);
  if (date === today) return fill(words.time.today, { date: day });
  return date === today + 1 ? fill(words.time.tomorrow, { date: day }) : day;
}

/**
 * The opening day's group label, counted from the calendar date of `today`: "Today (Fri 27 Nov)",
 * "Tomorrow (Sat 28 Nov)", "Sun 29 Nov". Last night's opening still running past midnight is
 * "Tonight, after midnight (Sat 28 Nov)", by today's date, as its times read.
 */
function dayLabel(date: number, today: number, words: TimeWords): string {
  if (date === today - 1) {
    return fill(words.time.tonightGroup, { date: dateWords(today, words.calendar) });
  }
  const day = dateWords(date, words.calendar);
  if (date === today) return fill(words.time.todayGroup, { date: day });
  return date === today + 1 ? fill(words.time.tomorrowGroup, { date: day }) : day;
}

/** One opening day's choosable slots: `date` is the day it begins, `today` the date now. */
type OpenDay = { date: number; today: number; slots: Slot[] };

/** The days of orderSlots, before they are named. */
function choosableDays(hours: OpeningHours, ahead: OrderAhead, now: Date): OpenDay[] {
  const nowMinutes = cafeMinutes(now, hours.utcOffset);
  const today = Math.floor(nowMinutes / dayMinutes);
  const earliest = roundUp(nowMinutes + ahead.leadTime);
  const days: OpenDay[] = [];
  for (let date = today - 1; date <= today + ahead.daysAhead; date += 1) {
    // A night that would start on a day off does not happen.
    if (!isOpenDay(hours, weekdayOf(date))) continue;
    const slots = openingSlots(hours, date, ahead.leadTime).filter((slot) => slot >= earliest);
    if (slots.length > 0) days.push({ date, today, slots });
  }
  return days;
}

/**
 * The choosable later times from `now`: for today and the next `daysAhead` days (by opening day),
 * skipping days off, in 15-minute steps from opening time up to and including 15 minutes before
 * closing, none earlier than now + leadTime (rounded up to the next 15-minute step). Days with no
 * slot left are left out.
 *
 * - "As soon as possible" while open is the UI's business; this module only offers later times.
 * - The lead time applies to every slot, from now and from opening time: while closed, and on a
 *   later day, the first slot is opening time plus the lead time.
 * - `daysAhead` counts calendar days after today on the cafe's clock; 0 means today only.
 * - Last night's opening, while it still runs past midnight, is offered too, so a 1:00 AM slot
 *   chosen at 11:50 PM is still one at 12:05 AM.
 * - Opens equal to closes is not valid data; it is not checked here (it reads as 24 hours).
 */
export function orderSlots(
  hours: OpeningHours,
  ahead: OrderAhead,
  now: Date,
  words: TimeWords,
): SlotDay[] {
  return choosableDays(hours, ahead, now).map(({ date, today, slots }) => ({
    day: dayLabel(date, today, words),
    slots,
  }));
}

/** The first choosable slot, or null when there is none in the window. */
export function firstSlot(hours: OpeningHours, ahead: OrderAhead, now: Date): Slot | null {
  return choosableDays(hours, ahead, now)[0]?.slots[0] ?? null;
}

/**
 * Whether `slot` can still be chosen at `now` (it is one of orderSlots). Used at Send, so a slot
 * chosen an hour ago that has since passed (or come within the lead time) is refused.
 */
export function slotAvailable(
  hours: OpeningHours,
  ahead: OrderAhead,
  slot: Slot,
  now: Date,
): boolean {
  return choosableDays(hours, ahead, now).some((day) => day.slots.includes(slot));
}

/**
 * How long a time the page offered stays a promise: the list on screen may be up to a minute old
 * (it is drawn again each minute), so a time offered a moment before a quarter hour turns is still
 * taken at Send.
 */
export const promiseMs = 60_000;

/**
 * Whether `slot`, chosen from a list drawn within the last promiseMs, is still taken at `now`:
 * choosable now, or a minute ago.
 */
export function slotHeld(hours: OpeningHours, ahead: OrderAhead, slot: Slot, now: Date): boolean {
  return (
    slotAvailable(hours, ahead, slot, now) ||
    slotAvailable(hours, ahead, slot, new Date(now.getTime() - promiseMs))
  );
}

/**
 * Whether `slot` is too soon for the kitchen at `now`, even by the list of a minute ago: earlier
 * than the lead time allows. A slot not held that is not too soon is one the cafe is closed at (its
 * hours changed since it was chosen), or one too many days ahead.
 */
export function slotTooSoon(
  hours: OpeningHours,
  ahead: OrderAhead,
  slot: Slot,
  now: Date,
): boolean {
  const then = cafeMinutes(new Date(now.getTime() - promiseMs), hours.utcOffset);
  return slot < roundUp(then + ahead.leadTime);
}

/**
 * When, in words the kitchen reads at a glance, relative to `now` on the cafe's clock, by the
 * calendar date of the slot itself: "7:30 PM, today (Fri 27 Nov)", "7:30 PM, tomorrow (Sat 28
 * Nov)", "1:00 PM, Mon 30 Nov". An after-midnight slot of tonight's opening reads by its calendar
 * date ("1:00 AM, tomorrow (Sat 28 Nov)"), since that is the date on the kitchen's clock. No year:
 * the window is a few days, so "Fri 1 Jan" cannot be mistaken.
 */
export function slotWords(slot: Slot, utcOffset: string, now: Date, words: TimeWords): string {
  const today = onCafeClock(now, utcOffset).date;
  return fill(words.time.slot, {
    time: clockText(slot, words.time.clock),
    date: relativeDate(Math.floor(slot / dayMinutes), today, words),
  });
}

/**
 * The time at the cafe by the phone's clock, as "12:30 PM, Mon 23 Nov": shown beside the times to
 * choose from, so that a phone whose clock is wrong shows it.
 */
export function clockWords(now: Date, utcOffset: string, words: TimeWords): string {
  const minutes = Math.floor(cafeMinutes(now, utcOffset));
  return fill(words.time.slot, {
    time: clockText(minutes, words.time.clock),
    date: dateWords(Math.floor(minutes / dayMinutes), words.calendar),
  });
}

/**
 * When a send happened, as the page says it: "12:34 PM" on the cafe's day of `now`, else with its
 * date, "12:34 PM, Fri 27 Nov", so that a tab come back to the next day does not read as today's.
 */
export function sentTimeWords(
  at: number,
  now: number,
  utcOffset: string,
  words: TimeWords,
): string {
  const sent = onCafeClock(new Date(at), utcOffset);
  const time = clockText(sent.minute, words.time.clock);
  if (sent.date === onCafeClock(new Date(now), utcOffset).date) return time;
  return fill(words.time.slot, { time, date: dateWords(sent.date, words.calendar) });
}
