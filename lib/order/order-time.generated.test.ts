import fc from 'fast-check';
import { weekdays } from '@/data/weekdays';
import { generatedRuns } from '@/test/generated';
import { isOpenDay, onCafeClock, weekdayOf, type OpeningHours } from '../site/opening-hours';
import { firstSlot, orderSlots, slotAvailable } from './order-time';
import { en } from '../words/en';

// A night cafe's later times at any moment of a week: each within an opening, far enough ahead.

const day = 24 * 60;
const night: OpeningHours = { opens: '18:00', closes: '02:00', closedOn: [], utcOffset: '+05:30' };
const opens = 18 * 60;
const length = 8 * 60;

describe('the later times of a night cafe, 18:00 to 02:00', () => {
  it('are each in an opening, at least the lead time ahead, in 15-minute steps, and choosable', () => {
    fc.assert(
      fc.property(
        fc.subarray([...weekdays], { maxLength: 6 }),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }),
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 6 }),
        (closedOn, time, leadTime, daysAhead) => {
          const hours = { ...night, closedOn };
          const ahead = { leadTime, daysAhead };
          const now = new Date(time);
          const { date, minute } = onCafeClock(now, hours.utcOffset);
          const slots = orderSlots(hours, ahead, now, en.checkout).flatMap((each) => each.slots);
          expect(slots).toEqual([...new Set(slots)].sort((a, b) => a - b));
          expect(firstSlot(hours, ahead, now)).toBe(slots[0] ?? null);
          for (const slot of [slots[0], slots.at(-1)].filter((each) => each !== undefined)) {
            expect(slotAvailable(hours, ahead, slot, now)).toBe(true);
          }
          // One expectation for every slot: the slots that break a rule, none.
          const wrong = slots.filter((slot) => {
            const began = Math.floor((slot - opens) / day);
            const start = began * day + opens;
            return (
              slot % 15 !== 0 ||
              slot < date * day + minute + leadTime ||
              !isOpenDay(hours, weekdayOf(began)) ||
              slot < start + leadTime ||
              slot > start + length - 15
            );
          });
          expect(wrong).toEqual([]);
        },
      ),
      generatedRuns(300, 20),
    );
  });
});
