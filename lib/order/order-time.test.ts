import type { OrderAhead } from '@/data/ordering';
import type { OpeningHours } from '../site/opening-hours';
import {
  clockWords,
  firstSlot,
  orderSlots,
  slotAvailable,
  slotWords,
  type Slot,
  type SlotDay,
} from './order-time';
import { en } from '../words/en';
import { hi } from '../words/hi';

const english = en.checkout;

// 22 November 2026 is a Sunday, so 27 November is a Friday, 28 a Saturday, 30 a Monday and
// 1 December a Tuesday; 31 December is a Thursday and 1 January 2027 a Friday.
const hours: OpeningHours = { opens: '10:00', closes: '23:00', closedOn: [], utcOffset: '+05:30' };
const late: OpeningHours = { ...hours, opens: '18:00', closes: '02:00' };
const ahead: OrderAhead = { leadTime: 30, daysAhead: 1 };

/** An instant given on the IST clock (UTC+05:30). */
function ist(clock: string, day = '2026-11-27') {
  return new Date(`${day}T${clock}+05:30`);
}

/** A slot as the cafe's clock reads it, "2026-11-27T19:30": minutes since 1970 on that clock. */
function at(cafeClock: string): Slot {
  return Date.parse(`${cafeClock}Z`) / 60_000;
}

/** A slot back as the cafe's clock reads it, so that a failure reads as times. */
function clock(slot: Slot): string {
  return new Date(slot * 60_000).toISOString().slice(0, 16);
}

function labels(days: SlotDay[]): string[] {
  return days.map((day) => day.day);
}

/** Each day as its label, first slot, last slot and how many there are. */
function outline(days: SlotDay[]) {
  return days.map(({ day, slots }) => [
    day,
    clock(slots[0]!),
    clock(slots[slots.length - 1]!),
    slots.length,
  ]);
}

describe('orderSlots', () => {
  it('offers the rest of today from now plus the lead time, and all of tomorrow', () => {
    // 19:00 to 22:45 is 15 quarter hours, so 16 slots; tomorrow from opening plus the lead time,
    // 10:30 to 22:45, is 49, so 50.
    expect(outline(orderSlots(hours, ahead, ist('18:30'), english))).toEqual([
      ['Today (Fri 27 Nov)', '2026-11-27T19:00', '2026-11-27T22:45', 16],
      ['Tomorrow (Sat 28 Nov)', '2026-11-28T10:30', '2026-11-28T22:45', 50],
    ]);
  });

  it('steps by a quarter hour', () => {
    const today = orderSlots(hours, ahead, ist('21:30'), english)[0]!;
    expect(today.slots.map(clock)).toEqual([
      '2026-11-27T22:00',
      '2026-11-27T22:15',
      '2026-11-27T22:30',
      '2026-11-27T22:45',
    ]);
  });

  it('starts at opening time plus the lead time, or later when now plus the lead time is later', () => {
    expect(clock(firstSlot(hours, ahead, ist('09:00'))!)).toBe('2026-11-27T10:30');
    expect(clock(firstSlot(hours, ahead, ist('09:50'))!)).toBe('2026-11-27T10:30');
  });

  it('rounds a quarter hour in the middle of the opening up to the next step', () => {
    const odd: OpeningHours = { ...hours, opens: '10:10', closes: '22:50' };
    expect(outline(orderSlots(odd, { ...ahead, daysAhead: 0 }, ist('08:00'), english))).toEqual([
      ['Today (Fri 27 Nov)', '2026-11-27T10:45', '2026-11-27T22:30', 48],
    ]);
  });

  it('reads closing at 00:00 as midnight at the end of the day', () => {
    const toMidnight: OpeningHours = { ...hours, closes: '00:00' };
    expect(orderSlots(toMidnight, ahead, ist('23:00'), english)[0]).toEqual({
      day: 'Today (Fri 27 Nov)',
      slots: [at('2026-11-27T23:30'), at('2026-11-27T23:45')],
    });
  });
});

describe('the lead time', () => {
  it.each([
    ['18:30:00', '2026-11-27T19:00'],
    ['18:30:40', '2026-11-27T19:15'],
    ['18:31:00', '2026-11-27T19:15'],
    ['18:44:59', '2026-11-27T19:15'],
    ['18:45:00', '2026-11-27T19:15'],
    ['18:45:01', '2026-11-27T19:30'],
  ])('at %s the first slot is %s', (now, first) => {
    expect(clock(firstSlot(hours, ahead, ist(now))!)).toBe(first);
  });

  it('is whatever the owner sets', () => {
    expect(clock(firstSlot(hours, { ...ahead, leadTime: 45 }, ist('18:30'))!)).toBe(
      '2026-11-27T19:15',
    );
    expect(clock(firstSlot(hours, { ...ahead, leadTime: 90 }, ist('18:30'))!)).toBe(
      '2026-11-27T20:00',
    );
  });

  it('leaves every slot at least that far from now', () => {
    const now = ist('18:37:20');
    const leadTimeOn = at('2026-11-27T19:07:20');
    for (const { slots } of orderSlots(hours, ahead, now, english)) {
      for (const slot of slots) {
        expect(slot % 15).toBe(0);
        expect(slot).toBeGreaterThanOrEqual(leadTimeOn);
      }
    }
  });
});

describe('near closing time', () => {
  it('keeps the last slot, 15 minutes before closing, while the lead time allows it', () => {
    expect(labels(orderSlots(hours, ahead, ist('22:15'), english))).toEqual([
      'Today (Fri 27 Nov)',
      'Tomorrow (Sat 28 Nov)',
    ]);
    expect(orderSlots(hours, ahead, ist('22:15'), english)[0]!.slots).toEqual([
      at('2026-11-27T22:45'),
    ]);
  });

  it('leaves today out once no slot is left, and starts at tomorrow’s opening', () => {
    expect(labels(orderSlots(hours, ahead, ist('22:20'), english))).toEqual([
      'Tomorrow (Sat 28 Nov)',
    ]);
    expect(clock(firstSlot(hours, ahead, ist('22:20'))!)).toBe('2026-11-28T10:30');
    expect(clock(firstSlot(hours, ahead, ist('23:30'))!)).toBe('2026-11-28T10:30');
  });
});

describe('hours past midnight (18:00 to 02:00)', () => {
  it('puts the slots after midnight with the day the night began', () => {
    // 23:30 to 01:45 the next morning is 9 quarter hours; 18:00 to 01:45 is 31.
    expect(outline(orderSlots(late, ahead, ist('23:00'), english))).toEqual([
      ['Today (Fri 27 Nov)', '2026-11-27T23:30', '2026-11-28T01:45', 10],
      ['Tomorrow (Sat 28 Nov)', '2026-11-28T18:30', '2026-11-29T01:45', 30],
    ]);
    expect(orderSlots(late, ahead, ist('23:00'), english)[0]!.slots).toContain(
      at('2026-11-28T00:00'),
    );
  });

  it('still offers the rest of last night after midnight, as tonight', () => {
    expect(outline(orderSlots(late, ahead, ist('00:30', '2026-11-28'), english))).toEqual([
      ['Tonight, after midnight (Sat 28 Nov)', '2026-11-28T01:00', '2026-11-28T01:45', 4],
      ['Today (Sat 28 Nov)', '2026-11-28T18:30', '2026-11-29T01:45', 30],
      ['Tomorrow (Sun 29 Nov)', '2026-11-29T18:30', '2026-11-30T01:45', 30],
    ]);
  });

  it('keeps a slot after midnight, chosen before, until it comes within the lead time', () => {
    const oneAm = at('2026-11-28T01:00');
    expect(slotAvailable(late, ahead, oneAm, ist('23:50'))).toBe(true);
    expect(slotAvailable(late, ahead, oneAm, ist('00:05', '2026-11-28'))).toBe(true);
    expect(slotAvailable(late, ahead, oneAm, ist('00:40', '2026-11-28'))).toBe(false);
  });

  it('counts the night after midnight as today even when daysAhead is 0', () => {
    expect(outline(orderSlots(late, { ...ahead, daysAhead: 0 }, ist('23:00'), english))).toEqual([
      ['Today (Fri 27 Nov)', '2026-11-27T23:30', '2026-11-28T01:45', 10],
    ]);
  });
});

describe('days off', () => {
  const shutSaturdays: OpeningHours = { ...hours, closedOn: ['Saturday'] };

  it('skips a day off, and counts it among the days ahead', () => {
    expect(labels(orderSlots(shutSaturdays, ahead, ist('18:30'), english))).toEqual([
      'Today (Fri 27 Nov)',
    ]);
    expect(
      labels(orderSlots(shutSaturdays, { ...ahead, daysAhead: 2 }, ist('18:30'), english)),
    ).toEqual(['Today (Fri 27 Nov)', 'Sun 29 Nov']);
  });

  it('has no slot when the window ends on a day off after closing', () => {
    expect(orderSlots(shutSaturdays, ahead, ist('22:30'), english)).toEqual([]);
    expect(firstSlot(shutSaturdays, ahead, ist('22:30'))).toBeNull();
  });

  it('offers no day at all when it is today’s day off and tomorrow is beyond the window', () => {
    const saturday = ist('09:00', '2026-11-28');
    expect(orderSlots(shutSaturdays, { ...ahead, daysAhead: 0 }, saturday, english)).toEqual([]);
  });

  it('lets a night that began the day before run on into a day off', () => {
    const lateShutSaturdays: OpeningHours = { ...late, closedOn: ['Saturday'] };
    expect(
      labels(orderSlots(lateShutSaturdays, ahead, ist('00:30', '2026-11-28'), english)),
    ).toEqual(['Tonight, after midnight (Sat 28 Nov)', 'Tomorrow (Sun 29 Nov)']);
  });

  it('starts no night on a day off', () => {
    const lateShutFridays: OpeningHours = { ...late, closedOn: ['Friday'] };
    expect(labels(orderSlots(lateShutFridays, ahead, ist('00:30', '2026-11-28'), english))).toEqual(
      ['Today (Sat 28 Nov)', 'Tomorrow (Sun 29 Nov)'],
    );
    expect(labels(orderSlots(lateShutFridays, ahead, ist('12:00'), english))).toEqual([
      'Tomorrow (Sat 28 Nov)',
    ]);
    expect(
      slotAvailable(lateShutFridays, ahead, at('2026-11-28T01:00'), ist('00:05', '2026-11-28')),
    ).toBe(false);
  });
});

describe('daysAhead', () => {
  it('0 offers today only', () => {
    expect(labels(orderSlots(hours, { ...ahead, daysAhead: 0 }, ist('18:30'), english))).toEqual([
      'Today (Fri 27 Nov)',
    ]);
    expect(firstSlot(hours, { ...ahead, daysAhead: 0 }, ist('22:30'))).toBeNull();
  });

  it('2 offers today and the two days after, the last named by its date', () => {
    expect(outline(orderSlots(hours, { ...ahead, daysAhead: 2 }, ist('18:30'), english))).toEqual([
      ['Today (Fri 27 Nov)', '2026-11-27T19:00', '2026-11-27T22:45', 16],
      ['Tomorrow (Sat 28 Nov)', '2026-11-28T10:30', '2026-11-28T22:45', 50],
      ['Sun 29 Nov', '2026-11-29T10:30', '2026-11-29T22:45', 50],
    ]);
  });

  it('labels days across the end of a month and of a year by their own dates', () => {
    const threeDays = { ...ahead, daysAhead: 2 };
    expect(labels(orderSlots(hours, threeDays, ist('18:30', '2026-11-30'), english))).toEqual([
      'Today (Mon 30 Nov)',
      'Tomorrow (Tue 1 Dec)',
      'Wed 2 Dec',
    ]);
    expect(labels(orderSlots(hours, threeDays, ist('18:30', '2026-12-31'), english))).toEqual([
      'Today (Thu 31 Dec)',
      'Tomorrow (Fri 1 Jan)',
      'Sat 2 Jan',
    ]);
  });
});

describe('the phone’s time zone', () => {
  it('does not change the slots: they depend only on the instant', () => {
    // jest.config.js runs the tests as a phone in New York, where this instant reads 08:00.
    const fromNewYork = new Date('2026-11-27T08:00:00-05:00');
    expect(fromNewYork.getHours()).toBe(8);
    const expected = orderSlots(hours, ahead, new Date('2026-11-27T13:00:00Z'), english);
    expect(orderSlots(hours, ahead, fromNewYork, english)).toEqual(expected);
    expect(orderSlots(hours, ahead, ist('18:30'), english)).toEqual(expected);
    expect(clock(expected[0]!.slots[0]!)).toBe('2026-11-27T19:00');
  });

  it('reads today on the cafe’s clock, not on UTC’s', () => {
    // 20:00 UTC on Friday is 01:30 on Saturday in India.
    const now = new Date('2026-11-27T20:00:00Z');
    expect(labels(orderSlots(hours, ahead, now, english))).toEqual([
      'Today (Sat 28 Nov)',
      'Tomorrow (Sun 29 Nov)',
    ]);
    expect(slotWords(at('2026-11-28T19:30'), '+05:30', now, english)).toBe(
      '7:30 PM, today (Sat 28 Nov)',
    );
  });

  it('reads the clock of a cafe west of UTC from its offset', () => {
    const west: OpeningHours = { ...hours, utcOffset: '-05:00' };
    // 23:30 UTC on Friday is 18:30 on Friday five hours behind.
    const now = new Date('2026-11-27T23:30:00Z');
    expect(clock(firstSlot(west, ahead, now)!)).toBe('2026-11-27T19:00');
  });
});

describe('slotAvailable', () => {
  const sevenPm = at('2026-11-27T19:00');

  it('accepts a slot that is still one of the choices', () => {
    expect(slotAvailable(hours, ahead, sevenPm, ist('18:30'))).toBe(true);
    expect(slotAvailable(hours, ahead, at('2026-11-28T12:00'), ist('18:35'))).toBe(true);
  });

  it('refuses a slot that has come within the lead time, or has passed', () => {
    expect(slotAvailable(hours, ahead, sevenPm, ist('18:35'))).toBe(false);
    expect(slotAvailable(hours, ahead, sevenPm, ist('19:30'))).toBe(false);
  });

  it('refuses a time that is not one of the choices', () => {
    expect(slotAvailable(hours, ahead, at('2026-11-27T19:05'), ist('18:30'))).toBe(false);
    expect(slotAvailable(hours, ahead, at('2026-11-27T23:00'), ist('18:30'))).toBe(false);
    expect(slotAvailable(hours, ahead, at('2026-11-28T09:45'), ist('18:30'))).toBe(false);
    expect(slotAvailable(hours, ahead, at('2026-11-29T12:00'), ist('18:30'))).toBe(false);
  });
});

describe('slotWords', () => {
  const now = ist('18:30');

  it.each([
    ['2026-11-27T19:30', '7:30 PM, today (Fri 27 Nov)'],
    ['2026-11-28T19:30', '7:30 PM, tomorrow (Sat 28 Nov)'],
    ['2026-11-28T01:00', '1:00 AM, tomorrow (Sat 28 Nov)'],
    ['2026-11-30T13:00', '1:00 PM, Mon 30 Nov'],
  ])('reads %s as "%s"', (cafeClock, words) => {
    expect(slotWords(at(cafeClock), '+05:30', now, english)).toBe(words);
  });

  it('reads dates across the end of a month and of a year', () => {
    expect(slotWords(at('2026-12-01T12:00'), '+05:30', ist('18:30', '2026-11-30'), english)).toBe(
      '12:00 PM, tomorrow (Tue 1 Dec)',
    );
    const newYearsEve = ist('18:30', '2026-12-31');
    expect(slotWords(at('2027-01-01T10:00'), '+05:30', newYearsEve, english)).toBe(
      '10:00 AM, tomorrow (Fri 1 Jan)',
    );
    expect(slotWords(at('2027-01-02T10:00'), '+05:30', newYearsEve, english)).toBe(
      '10:00 AM, Sat 2 Jan',
    );
  });
});

describe('times in the words they are given', () => {
  it('reads a time, its day and the list of days in Hindi', () => {
    const now = ist('18:30');
    expect(slotWords(at('2026-11-28T19:30'), '+05:30', now, hi.checkout)).toBe(
      'कल (शनिवार 28 नवंबर), शाम 7:30 बजे',
    );
    expect(orderSlots(hours, ahead, now, hi.checkout).map((day) => day.day)).toEqual([
      'आज (शुक्रवार 27 नवंबर)',
      'कल (शनिवार 28 नवंबर)',
    ]);
    expect(clockWords(now, '+05:30', hi.checkout)).toBe('शुक्रवार 27 नवंबर, शाम 6:30 बजे');
  });
});

describe('clockWords', () => {
  it('says the time and date at the cafe, whatever the zone the instant was written in', () => {
    expect(clockWords(new Date('2026-11-27T13:00:00Z'), '+05:30', english)).toBe(
      '6:30 PM, Fri 27 Nov',
    );
    expect(clockWords(new Date('2026-11-27T14:00:00-05:00'), '+05:30', english)).toBe(
      '12:30 AM, Sat 28 Nov',
    );
  });
});
