/**
 * Times of day on the cafe's clock picked from the opening hours in data/cafe.ts, so that the tests
 * of "open now" follow the hours the owner sets. The status texts' wording is the site's own.
 */
import { cafe } from '../data/cafe';
import { formatClock } from '../lib/opening-hours';

const day = 24 * 60;

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The clock `minutes` after `clock` (before it when negative), as "HH:MM" on a 24-hour dial. */
export function clockAfter(clock: string, minutes: number): string {
  const total = (((minutesOf(clock) + minutes) % day) + day) % day;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

const opens = cafe.hours.opens;
const closes = cafe.hours.closes;
const openFor = (((minutesOf(closes) - minutesOf(opens)) % day) + day) % day;
const closedFor = day - openFor;

/** The instant `clock` shows on the cafe's clock, whatever the time zone of the machine running the tests. */
export function onCafeClock(clock: string, day = '2026-11-23'): Date {
  return new Date(`${day}T${clock}:00${cafe.hours.utcOffset}`);
}

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

/** What "Open now" says while the cafe is open, and what it says while it is closed. */
export const openNowText = `Open now · closes ${formatClock(closes)}`;
export const closedText = `Closed · opens ${formatClock(opens)}`;
