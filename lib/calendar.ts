import { onCafeClock } from './opening-hours';

// Written out rather than read through Intl or toLocale*, which load locale data on a slow phone.
// Sunday first, as Date's getUTCDay counts.
const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "Fri 27 Nov" for a day counted from 1 January 1970. */
export function dateWords(date: number): string {
  // The day is already on the cafe's clock: read as a UTC date it only turns into a calendar date.
  const calendar = new Date(date * 24 * 60 * 60_000);
  const weekday = weekdayNames[calendar.getUTCDay()]!;
  return `${weekday} ${calendar.getUTCDate()} ${monthNames[calendar.getUTCMonth()]!}`;
}

/** The date of an instant on the cafe's clock, as "Thu 26 Nov". */
export function dateOn(instant: Date, utcOffset: string): string {
  return dateWords(onCafeClock(instant, utcOffset).date);
}
