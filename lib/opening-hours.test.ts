import {
  formatClock,
  formatHours,
  openDays,
  openingStatus,
  opensAgain,
  statusLine,
  type OpeningHours,
} from './opening-hours';
import { en } from './words/en';
import { hi } from './words/hi';

const hours: OpeningHours = { opens: '10:00', closes: '23:00', closedOn: [], utcOffset: '+05:30' };

/** An instant given on the IST clock (UTC+05:30). */
function ist(clock: string, day = '2026-11-22') {
  return new Date(`${day}T${clock}:00+05:30`);
}

describe('formatClock', () => {
  it('reads the 24-hour clock as AM and PM', () => {
    expect(formatClock('10:00')).toBe('10:00 AM');
    expect(formatClock('23:00')).toBe('11:00 PM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:05')).toBe('12:05 PM');
    expect(formatHours(hours, en.hours)).toBe('10:00 AM to 11:00 PM');
  });
});

describe('openingStatus at the edges, in IST', () => {
  it.each([
    ['09:59', false],
    ['10:00', true],
    ['22:59', true],
    ['23:00', false],
    ['00:00', false],
  ])('at %s IST open is %s', (clock, open) => {
    expect(openingStatus(hours, ist(clock)).open).toBe(open);
  });

  it('says when it closes while open', () => {
    expect(openingStatus(hours, ist('15:00'))).toEqual({ open: true, closesAt: '11:00 PM' });
  });

  it('says when it opens next while closed', () => {
    expect(openingStatus(hours, ist('09:59'))).toEqual({
      open: false,
      opensAt: '10:00 AM',
      opensOn: 'today',
      dayOff: false,
    });
    expect(openingStatus(hours, ist('23:00'))).toEqual({
      open: false,
      opensAt: '10:00 AM',
      opensOn: 'tomorrow',
      dayOff: false,
    });
  });

  it('does not depend on the time zone of the visitor', () => {
    // jest.config.js runs the tests as a visitor in New York, where 04:30 UTC is 23:30 the night
    // before; in Kolkata it is 10:00.
    const instant = new Date('2026-11-22T04:30:00Z');
    expect(instant.getHours()).toBe(23);
    expect(openingStatus(hours, instant).open).toBe(true);
    expect(openingStatus(hours, new Date('2026-11-22T04:29:00Z')).open).toBe(false);
  });

  it('reads the clock of a cafe west of UTC from its offset', () => {
    const west: OpeningHours = { ...hours, utcOffset: '-04:30' };
    expect(openingStatus(west, new Date('2026-11-22T14:30:00Z')).open).toBe(true);
    expect(openingStatus(west, new Date('2026-11-22T14:29:00Z')).open).toBe(false);
  });

  it('handles hours that run past midnight', () => {
    const late: OpeningHours = { ...hours, opens: '18:00', closes: '02:00' };
    expect(openingStatus(late, ist('01:59')).open).toBe(true);
    expect(openingStatus(late, ist('02:00')).open).toBe(false);
    expect(openingStatus(late, ist('18:00')).open).toBe(true);
  });
});

describe('a weekly day off', () => {
  // 23 November 2026 is a Monday, 22 November a Sunday.
  const shutMondays: OpeningHours = { ...hours, closedOn: ['Monday'] };

  it('keeps the cafe closed all that day, and says the next day it opens', () => {
    expect(openingStatus(shutMondays, ist('15:00', '2026-11-22')).open).toBe(true);
    expect(openingStatus(shutMondays, ist('15:00', '2026-11-23'))).toEqual({
      open: false,
      opensAt: '10:00 AM',
      opensOn: 'tomorrow',
      dayOff: true,
    });
    expect(openingStatus(shutMondays, ist('23:30', '2026-11-22'))).toEqual({
      open: false,
      opensAt: '10:00 AM',
      opensOn: 'Tuesday',
      dayOff: false,
    });
    expect(openingStatus(shutMondays, ist('10:00', '2026-11-24')).open).toBe(true);
  });

  it('skips every day off in a row', () => {
    const shutMidweek: OpeningHours = { ...hours, closedOn: ['Tuesday', 'Monday', 'Wednesday'] };
    expect(openingStatus(shutMidweek, ist('09:00', '2026-11-23'))).toMatchObject({
      opensOn: 'Thursday',
    });
  });

  it('lets a night that began the day before run on, and starts none on the day off', () => {
    const late: OpeningHours = { ...shutMondays, opens: '18:00', closes: '02:00' };
    expect(openingStatus(late, ist('01:00', '2026-11-23')).open).toBe(true);
    expect(openingStatus(late, ist('19:00', '2026-11-23'))).toMatchObject({ open: false });
    expect(openingStatus(late, ist('01:00', '2026-11-24'))).toEqual({
      open: false,
      opensAt: '6:00 PM',
      opensOn: 'today',
      dayOff: false,
    });
  });

  it('reads the day on the clock of a cafe west of UTC', () => {
    // 02:00 UTC on Tuesday 24 November is 21:30 on Monday, four and a half hours behind.
    const west: OpeningHours = {
      ...shutMondays,
      opens: '09:00',
      closes: '22:00',
      utcOffset: '-04:30',
    };
    expect(openingStatus(west, new Date('2026-11-24T02:00:00Z'))).toMatchObject({ open: false });
    expect(openingStatus(west, new Date('2026-11-23T02:00:00Z'))).toMatchObject({ open: true });
  });

  it('is said as customers read it', () => {
    expect(openDays(hours, en.hours)).toBe('Every day');
    expect(openDays(shutMondays, en.hours)).toBe('Every day except Monday');
    expect(openDays({ closedOn: ['Sunday', 'Tuesday', 'Monday'] }, en.hours)).toBe(
      'Every day except Monday, Tuesday and Sunday',
    );
    const closed = { open: false, opensAt: '10:00 AM', dayOff: false } as const;
    expect(opensAgain({ ...closed, opensOn: 'today' }, en.hours)).toBe('10:00 AM');
    expect(opensAgain({ ...closed, opensOn: 'tomorrow' }, en.hours)).toBe('10:00 AM tomorrow');
    expect(opensAgain({ ...closed, opensOn: 'Friday' }, en.hours)).toBe('10:00 AM on Friday');
  });
});

describe('statusLine', () => {
  const closed = (opensOn: 'today' | 'tomorrow' | 'Wednesday', dayOff = false) =>
    statusLine({ open: false, opensAt: '10:00 AM', opensOn, dayOff }, en.hours);

  it('gives the closing time while open', () => {
    expect(statusLine({ open: true, closesAt: '11:00 PM' }, en.hours)).toBe(
      'Open now · closes 11:00 PM',
    );
  });

  it('gives the time of the next morning, which goes without saying', () => {
    expect(closed('today')).toBe('Closed · opens 10:00 AM');
    expect(closed('tomorrow')).toBe('Closed · opens 10:00 AM');
  });

  it('gives the day on a day off, or when a day off lies ahead', () => {
    expect(closed('tomorrow', true)).toBe('Closed · opens tomorrow');
    expect(closed('Wednesday', true)).toBe('Closed · opens Wednesday');
    expect(closed('Wednesday')).toBe('Closed · opens Wednesday');
  });
});

describe('in Hindi', () => {
  it('says the hours, the days and the badge with the Hindi words', () => {
    expect(formatHours(hours, hi.hours)).toBe('10:00 AM से 11:00 PM तक');
    expect(openDays({ closedOn: ['Sunday', 'Monday'] }, hi.hours)).toBe(
      'सोमवार और रविवार को छोड़कर हर दिन',
    );
    expect(statusLine({ open: true, closesAt: '11:00 PM' }, hi.hours)).toBe(
      'अभी खुला है · 11:00 PM तक',
    );
    const closed = { open: false, opensAt: '10:00 AM', dayOff: true } as const;
    expect(statusLine({ ...closed, opensOn: 'Wednesday' }, hi.hours)).toBe('बंद है · बुधवार को खुलेगा');
    expect(opensAgain({ ...closed, opensOn: 'tomorrow' }, hi.hours)).toBe('कल 10:00 AM');
  });
});
