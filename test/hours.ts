/**
 * Times of day on the cafe's clock picked from the opening hours in content/cafe.json, so that the tests
 * of "open now" follow the hours the owner sets. The status texts' wording is the site's own.
 */
import { cafe } from '../data/cafe';

const day = 24 * 60;

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A minute of the day as an English page says it: "4:30 PM", "12:00 AM". */
export function englishClock(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  return `${hour % 12 || 12}:${String(minute % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A minute of the day as a Hindi speaker says it: "शाम 4:30 बजे", "दोपहर 12 बजे". */
export function hindiClock(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  const part =
    hour < 4 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : hour < 20 ? 'शाम' : 'रात';
  const past = minute % 60 === 0 ? '' : `:${String(minute % 60).padStart(2, '0')}`;
  return `${part} ${hour % 12 || 12}${past} बजे`;
}

/** "HH:MM" as an English page says it: "10:00 AM". */
const formatClock = (clock: string) => englishClock(minutesOf(clock));

/** The clock `minutes` after `clock` (before it when negative), as "HH:MM" on a 24-hour dial. */
export function clockAfter(clock: string, minutes: number): string {
  const total = (((minutesOf(clock) + minutes) % day) + day) % day;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

const opens = cafe.hours.opens;
const closes = cafe.hours.closes;

/** The opening hours as a Hindi page says them: "सुबह 9:30 बजे से रात 10:30 बजे तक". */
export const hindiHoursText = `${hindiClock(minutesOf(opens))} से ${hindiClock(minutesOf(closes))} तक`;
const openFor = (((minutesOf(closes) - minutesOf(opens)) % day) + day) % day;
const closedFor = day - openFor;

const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The day of the week of a calendar date: "2026-11-23" is a Monday. */
export function weekdayOf(date: string): string {
  return week[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

function dateAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const closedOn: readonly string[] = cafe.hours.closedOn;
const opensThatDay = (date: string) => !closedOn.includes(weekdayOf(date));
const aWeek = Array.from({ length: 7 }, (_, days) => dateAfter('2026-11-23', days));

// Daytime hours end on the day they began and open again the next; a night began the day before.
const neighbours = minutesOf(opens) < minutesOf(closes) ? [0, 1] : [-1, 0];

/** A day the cafe opens whose closing and opening again are plain: no day off in between. */
export const openDay =
  aWeek.find((date) => neighbours.every((days) => opensThatDay(dateAfter(date, days)))) ??
  aWeek.find(opensThatDay)!;

/** A weekly day off and the next day the cafe opens after it; none when it opens every day. */
export const dayOff = aWeek.find((date) => !opensThatDay(date));
export const reopensAfterDayOff =
  dayOff && [1, 2, 3, 4, 5, 6].map((days) => dateAfter(dayOff, days)).find(opensThatDay);

// The cafe opens again the day after its day off, or on a day it names when the next is off too.
const opensAgainOn =
  reopensAfterDayOff && dayOff && reopensAfterDayOff !== dateAfter(dayOff, 1)
    ? weekdayOf(reopensAfterDayOff)
    : undefined;

/** What the cafe says on its day off: closed, and the day it opens again. */
export const dayOffText = {
  status: `Closed · opens ${opensAgainOn ?? 'tomorrow'}`,
  reopens: `${formatClock(cafe.hours.opens)} ${opensAgainOn ? `on ${opensAgainOn}` : 'tomorrow'}`,
};

/** The instant `clock` shows on the cafe's clock, whatever the time zone of the machine running the tests. */
export function onCafeClock(clock: string, date = openDay): Date {
  return new Date(`${date}T${clock}:00${cafe.hours.utcOffset}`);
}

/** Opening time on the day off: never inside a night that began the day before. */
export const onDayOff = dayOff ? onCafeClock(opens, dayOff) : undefined;

/** Moments of a day on the cafe's clock, each "HH:MM". */
export const cafeClock = {
  /** Halfway through the opening hours. */
  midday: clockAfter(opens, Math.floor(openFor / 2)),
  /** The last minute before closing. */
  lastOpenMinute: clockAfter(closes, -1),
  /** A while before opening, the cafe still closed. */
  beforeOpening: clockAfter(opens, -Math.min(60, Math.floor(closedFor / 2))),
  /** Just after closing. */
  afterClosing: clockAfter(closes, Math.min(10, Math.floor(closedFor / 2))),
};

/** Midday on an open day, for the specs that read an order message (e2e/fixtures.ts `cafeTime`). */
export const middayOnOpenDay = onCafeClock(cafeClock.midday);

/** What "Open now" says while the cafe is open, and what it says while it is closed. */
export const openNowText = `Open now · closes ${formatClock(closes)}`;
export const closedText = `Closed · opens ${formatClock(opens)}`;

/** When the cafe opens again, said just after closing time on an open day. */
export const reopensAfterClosing =
  minutesOf(cafeClock.afterClosing) < minutesOf(opens)
    ? formatClock(opens)
    : `${formatClock(opens)} tomorrow`;

const daysOff = week.filter((weekday) => closedOn.includes(weekday));

/** The days the cafe opens, as the footer and the contact page say them. */
export const openDaysText =
  daysOff.length === 0
    ? 'Every day'
    : `Every day except ${daysOff.slice(0, -1).join(', ')}${daysOff.length > 1 ? ' and ' : ''}${daysOff.at(-1)}`;
