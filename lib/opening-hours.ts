export type OpeningHours = {
  /** "HH:MM", 24-hour clock, on the cafe's clock. */
  opens: string;
  closes: string;
  /** The cafe's clock against UTC, as "+05:30". */
  utcOffset: string;
};

export type OpeningStatus =
  { open: true; closesAt: string } | { open: false; opensAt: string; opensToday: boolean };

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** "23:00" as a customer reads it: "11:00 PM". */
export function formatClock(clock: string): string {
  const total = minutesOf(clock);
  const hours = Math.floor(total / 60) % 24;
  const minutes = String(total % 60).padStart(2, '0');
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

export function formatHours(hours: OpeningHours): string {
  return `${formatClock(hours.opens)} to ${formatClock(hours.closes)}`;
}

const day = 24 * 60;

/**
 * The minute of the day on the cafe's clock. A fixed offset rather than a time zone read through
 * Intl.DateTimeFormat: India keeps no daylight saving, and the first Intl object a page makes
 * loads the browser's locale data, a long task on a slow phone.
 */
function minutesOnCafeClock(instant: Date, utcOffset: string): number {
  const offset = (utcOffset.startsWith('-') ? -1 : 1) * minutesOf(utcOffset.slice(1));
  const utc = instant.getUTCHours() * 60 + instant.getUTCMinutes();
  return (((utc + offset) % day) + day) % day;
}

/** Whether the cafe is open at that instant, read on the cafe's own clock whatever the visitor's zone. */
export function openingStatus(hours: OpeningHours, instant: Date): OpeningStatus {
  const now = minutesOnCafeClock(instant, hours.utcOffset);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const open = opens < closes ? now >= opens && now < closes : now >= opens || now < closes;
  if (open) return { open: true, closesAt: formatClock(hours.closes) };
  return { open: false, opensAt: formatClock(hours.opens), opensToday: now < opens };
}
