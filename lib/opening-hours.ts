export type OpeningHours = {
  /** "HH:MM", 24-hour clock, in `timeZone`. */
  opens: string;
  closes: string;
  timeZone: string;
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

function minutesInZone(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** Whether the cafe is open at that instant, read on the cafe's own clock whatever the visitor's zone. */
export function openingStatus(hours: OpeningHours, instant: Date): OpeningStatus {
  const now = minutesInZone(instant, hours.timeZone);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const open = opens < closes ? now >= opens && now < closes : now >= opens || now < closes;
  if (open) return { open: true, closesAt: formatClock(hours.closes) };
  return { open: false, opensAt: formatClock(hours.opens), opensToday: now < opens };
}
