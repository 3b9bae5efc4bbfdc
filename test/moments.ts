import fc from 'fast-check';
import type { OrderAhead } from '../data/ordering';
import type { OpeningHours } from '../lib/site/opening-hours';
import { weekdays } from '../data/weekdays';

// Generated hours and moments for the rules over time: any second of a week, with the first
// seconds of a minute and of a quarter hour drawn often, and hours of a day cafe, a night cafe and
// days off. Made up, never the cafe's own.

/** Monday 23 November 2026, 00:00 on the cafe's clock (UTC+05:30). */
export const weekStart = Date.parse('2026-11-23T00:00:00+05:30');

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Opening hours: opening and closing on quarter hours, closing past midnight now and then. */
export const anyHours: fc.Arbitrary<OpeningHours> = fc
  .record({
    opens: fc.integer({ min: 0, max: 95 }),
    length: fc.integer({ min: 8, max: 80 }),
    closedOn: fc.subarray([...weekdays], { maxLength: 3 }),
  })
  .map(({ opens, length, closedOn }) => ({
    opens: clock(opens * 15),
    closes: clock(((opens + length) * 15) % (24 * 60)),
    closedOn,
    utcOffset: '+05:30',
  }));

export const anyAhead: fc.Arbitrary<OrderAhead> = fc.record({
  leadTime: fc.constantFrom(0, 15, 20, 30, 45, 60),
  daysAhead: fc.integer({ min: 0, max: 3 }),
});

/** A moment of the week (ms), often in the first seconds of a minute or of a quarter hour. */
export const anyMoment: fc.Arbitrary<number> = fc
  .record({
    minute: fc.oneof(
      fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }),
      fc.integer({ min: 0, max: 7 * 24 * 4 - 1 }).map((quarter) => quarter * 15),
    ),
    ms: fc.oneof(fc.integer({ min: 0, max: 59_999 }), fc.constantFrom(0, 1, 500, 40_000, 59_999)),
  })
  .map(({ minute, ms }) => weekStart + minute * 60_000 + ms);
