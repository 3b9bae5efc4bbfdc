import { onCafeClock } from '../site/opening-hours';
import type { checkout } from '../words/en/checkout';
import { fill } from '../words/fill';

/** Day and month names in the page's language: `wordsFor(locale).checkout.calendar`. */
export type CalendarWords = (typeof checkout)['calendar'];

// Written out rather than read through Intl or toLocale*, which load locale data on a slow phone.
// Sunday first, as Date's getUTCDay counts.
const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const monthKeys = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** "Fri 27 Nov" for a day counted from 1 January 1970. */
export function dateWords(date: number, words: CalendarWords): string {
  // The day is already on the cafe's clock: read as a UTC date it only turns into a calendar date.
  const calendar = new Date(date * 24 * 60 * 60_000);
  return fill(words.date, {
    weekday: words.weekdays[weekdayKeys[calendar.getUTCDay()]!],
    day: calendar.getUTCDate(),
    month: words.months[monthKeys[calendar.getUTCMonth()]!],
  });
}

/** The date of an instant on the cafe's clock, as "Thu 26 Nov". */
export function dateOn(instant: Date, utcOffset: string, words: CalendarWords): string {
  return dateWords(onCafeClock(instant, utcOffset).date, words);
}
