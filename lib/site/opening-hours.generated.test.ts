import fc from 'fast-check';
import { weekdays } from '@/data/weekdays';
import { generatedRuns } from '@/test/generated';
import {
  isOpenDay,
  onCafeClock,
  openingStatus,
  weekdayOf,
  type OpeningHours,
} from './opening-hours';

// Moments of any week against a plain model of the openings: each open day's opening from its
// opening time for as long as the cafe stays open, past midnight for a night cafe.

const day = 24 * 60;
const night: OpeningHours = { opens: '18:00', closes: '02:00', closedOn: [], utcOffset: '+05:30' };

const clock = fc
  .integer({ min: 0, max: day - 1 })
  .map(
    (minute) =>
      `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
  );
const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));

/** At most six days off, as the data check allows. */
const daysOff = fc.subarray([...weekdays], { maxLength: 6 });
/** Any moment of 2026 and 2027. */
const moment = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) })
  .map((time) => new Date(time));

/** The openings around `date` (a day on the cafe's clock), as [start, end) in minutes since 1970. */
function openings(hours: OpeningHours, date: number): [number, number][] {
  const opens = minutes(hours.opens);
  const length = (minutes(hours.closes) - opens + day) % day;
  const found: [number, number][] = [];
  for (let each = date - 2; each <= date + 8; each++) {
    if (isOpenDay(hours, weekdayOf(each)))
      found.push([each * day + opens, each * day + opens + length]);
  }
  return found;
}

function agreesWithTheModel(hours: OpeningHours, instant: Date) {
  const { date, minute } = onCafeClock(instant, hours.utcOffset);
  const now = date * day + minute;
  const around = openings(hours, date);
  const status = openingStatus(hours, instant);
  const inside = around.some(([start, end]) => start <= now && now < end);
  expect(status.open).toBe(inside);
  if (status.open) {
    expect(status.closesAt).toBe(minutes(hours.closes));
    return;
  }
  const next = Math.floor(around.find(([start]) => start > now)![0] / day);
  expect(status).toEqual({
    open: false,
    opensAt: minutes(hours.opens),
    opensOn: next === date ? 'today' : next === date + 1 ? 'tomorrow' : weekdayOf(next),
    dayOff: !isOpenDay(hours, weekdayOf(date)),
  });
}

describe('openingStatus at any moment of a week', () => {
  it('follows a night cafe, 18:00 to 02:00, with any days off: the night belongs to the day it began', () => {
    fc.assert(
      fc.property(daysOff, moment, (closedOn, instant) =>
        agreesWithTheModel({ ...night, closedOn }, instant),
      ),
      generatedRuns(2000, 18),
    );
  });

  it('follows any hours, past midnight or not, with any days off', () => {
    fc.assert(
      fc.property(clock, clock, daysOff, moment, (opens, closes, closedOn, instant) => {
        fc.pre(opens !== closes);
        agreesWithTheModel({ ...night, opens, closes, closedOn }, instant);
      }),
      generatedRuns(2000, 2),
    );
  });

  it('is open at 1 AM after an open evening, on a day off too, and closed at 1 AM after a day off', () => {
    // 30 November 2026 is a Monday.
    const at = (clockTime: string, date: string) => new Date(`${date}T${clockTime}:00+05:30`);
    const mondaysOff = { ...night, closedOn: ['Monday'] };
    expect(openingStatus(mondaysOff, at('01:00', '2026-11-30')).open).toBe(true);
    expect(openingStatus(mondaysOff, at('19:00', '2026-11-30')).open).toBe(false);
    expect(openingStatus(mondaysOff, at('01:00', '2026-12-01'))).toMatchObject({
      open: false,
      opensOn: 'today',
    });
  });
});
