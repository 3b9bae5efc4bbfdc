import { weekdays, type Weekday } from '@/data/weekdays';
import type { hours } from '../words/en/hours';
import { fill } from '../words/fill';

/** The words of the hours in the page's language: `wordsFor(locale).hours` (lib/words/). */
export type HoursWords = typeof hours;

/** What the open-now badge needs of them, and all a client island showing it is given. */
export type StatusWords = Pick<HoursWords, 'status' | 'weekdays' | 'clock'>;

/** The words of a clock time in a language: `wordsFor(locale).hours.clock`. */
export type ClockWords = HoursWords['clock'];

export type OpeningHours = {
  /** "HH:MM", 24-hour clock, on the cafe's clock. */
  opens: string;
  closes: string;
  /** The cafe's weekly days off, as "Monday"; empty when it opens every day. */
  closedOn: readonly string[];
  /** The cafe's clock against UTC, as "+05:30". */
  utcOffset: string;
};

/**
 * When an open cafe closes, or while closed, when it opens next, on which day ("today",
 * "tomorrow" or a weekday), and whether today is one of its days off; times as minutes of the day.
 */
export type OpeningStatus =
  | { open: true; closesAt: number }
  | { open: false; opensAt: number; opensOn: 'today' | 'tomorrow' | Weekday; dayOff: boolean };

type ClosedStatus = Extract<OpeningStatus, { open: false }>;

const day = 24 * 60;

export function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The clock time of `minutes` (of a day, or since 1970 on the cafe's clock) as a customer reads it
 * in the page's language: "7:30 PM", "शाम 7:30 बजे", "रात 11 बजे".
 */
export function clockText(minutes: number, words: ClockWords): string {
  const minute = ((minutes % day) + day) % day;
  const hours = Math.floor(minute / 60);
  const past = minute % 60;
  const hour = String(hours % 12 === 0 ? 12 : hours % 12);
  const time = words.hourOnly && past === 0 ? hour : `${hour}:${String(past).padStart(2, '0')}`;
  const [, say] = words.periods.findLast(([from]) => minute >= from) ?? words.periods[0]!;
  return fill(say, { time });
}

/** The hours of an open day: "10:00 AM to 11:00 PM", "सुबह 10 बजे से रात 11 बजे तक". */
export function formatHours(
  hours: OpeningHours,
  words: Pick<HoursWords, 'range' | 'clock'>,
): string {
  return fill(words.range, {
    opens: clockText(minutesOf(hours.opens), words.clock),
    closes: clockText(minutesOf(hours.closes), words.clock),
  });
}

/** When a closed cafe opens again, as a sentence says it: "10:00 AM tomorrow", "… on Friday". */
export function opensAgain(
  { opensAt, opensOn }: ClosedStatus,
  words: Pick<HoursWords, 'opensAgain' | 'weekdays' | 'clock'>,
): string {
  const time = clockText(opensAt, words.clock);
  if (opensOn === 'today') return time;
  return opensOn === 'tomorrow'
    ? fill(words.opensAgain.tomorrow, { time })
    : fill(words.opensAgain.on, { time, day: words.weekdays[opensOn] });
}

/**
 * The status in one short line, for a badge that keeps to one line on a 320px phone. After closing
 * time, the next morning is said as each language says it: "Closed · opens 10:00 AM", where it goes
 * without saying in English, "बंद है · कल सुबह 10 बजे खुलेगा", where Hindi says कल. On a day off, or
 * with one ahead, the day is what matters: "Closed · opens tomorrow", "Closed · opens Wednesday".
 */
export function statusLine(status: OpeningStatus, words: StatusWords): string {
  if (status.open)
    return fill(words.status.open, { time: clockText(status.closesAt, words.clock) });
  const time = clockText(status.opensAt, words.clock);
  if (status.opensOn === 'today') return fill(words.status.opensAt, { time });
  if (status.opensOn === 'tomorrow' && !status.dayOff) {
    return fill(words.status.opensNextMorning, { time });
  }
  return status.opensOn === 'tomorrow'
    ? words.status.opensTomorrow
    : fill(words.status.opensOn, { day: words.weekdays[status.opensOn] });
}

/** The days the cafe opens, as customers read them: "Every day", "Every day except Monday". */
export function openDays(
  hours: Pick<OpeningHours, 'closedOn'>,
  words: Pick<HoursWords, 'everyDay' | 'everyDayExcept' | 'list' | 'weekdays'>,
): string {
  const closed = weekdays
    .filter((weekday) => hours.closedOn.includes(weekday))
    .map((weekday) => words.weekdays[weekday]);
  if (closed.length === 0) return words.everyDay;
  const last = closed.pop()!;
  const days =
    closed.length > 0
      ? fill(words.list.last, { rest: closed.join(words.list.separator), last })
      : last;
  return fill(words.everyDayExcept, { days });
}

/** Whether the cafe opens at all on that day of the week. */
export function isOpenDay(hours: Pick<OpeningHours, 'closedOn'>, weekday: Weekday): boolean {
  return !hours.closedOn.includes(weekday);
}

/**
 * The day (counted from 1 January 1970) and the minute of the day on the cafe's clock. A fixed
 * offset rather than a time zone read through Intl.DateTimeFormat: India keeps no daylight saving,
 * and the first Intl object a page makes loads the browser's locale data, a long task on a slow
 * phone.
 */
export function onCafeClock(instant: Date, utcOffset: string): { date: number; minute: number } {
  const offset = (utcOffset.startsWith('-') ? -1 : 1) * minutesOf(utcOffset.slice(1));
  const minutes = Math.floor(instant.getTime() / 60_000) + offset;
  return { date: Math.floor(minutes / day), minute: ((minutes % day) + day) % day };
}

/** 1 January 1970 was a Thursday. */
export const weekdayOf = (date: number) => weekdays[(((date + 3) % 7) + 7) % 7]!;

/**
 * Whether the cafe is open at that instant, read on the cafe's own clock whatever the visitor's
 * zone. Hours that run past midnight belong to the day they began: a night that starts on a day off
 * does not happen.
 */
export function openingStatus(hours: OpeningHours, instant: Date): OpeningStatus {
  const { date, minute } = onCafeClock(instant, hours.utcOffset);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const opensThatDay = (offset: number) => isOpenDay(hours, weekdayOf(date + offset));
  const open =
    opens < closes
      ? opensThatDay(0) && minute >= opens && minute < closes
      : (opensThatDay(0) && minute >= opens) || (opensThatDay(-1) && minute < closes);
  if (open) return { open: true, closesAt: closes };
  // The data check allows at most six days off, so the cafe opens within the week.
  let next = minute < opens ? 0 : 1;
  while (next < 7 && !opensThatDay(next)) next += 1;
  const when = next === 0 ? 'today' : next === 1 ? 'tomorrow' : weekdayOf(date + next);
  return {
    open: false,
    opensAt: opens,
    opensOn: when,
    dayOff: !opensThatDay(0),
  };
}
