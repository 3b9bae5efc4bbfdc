import {
  clockText,
  formatHours,
  openDays,
  openingStatus,
  opensAgain,
  statusLine,
  type OpeningHours,
} from './opening-hours';
import { en } from '../words/en';
import { hi } from '../words/hi';

const hours: OpeningHours = { opens: '10:00', closes: '23:00', closedOn: [], utcOffset: '+05:30' };

/** An instant given on the IST clock (UTC+05:30). */
function ist(clock: string, day = '2026-11-22') {
  return new Date(`${day}T${clock}:00+05:30`);
}

describe('clockText', () => {
  it.each([
    [19 * 60 + 30, '7:30 PM', 'शाम 7:30 बजे'],
    [12 * 60, '12:00 PM', 'दोपहर 12 बजे'],
    [15, '12:15 AM', 'रात 12:15 बजे'],
    [0, '12:00 AM', 'रात 12 बजे'],
    [4 * 60, '4:00 AM', 'सुबह 4 बजे'],
    [10 * 60 + 45, '10:45 AM', 'सुबह 10:45 बजे'],
    [15 * 60 + 59, '3:59 PM', 'दोपहर 3:59 बजे'],
    [16 * 60, '4:00 PM', 'शाम 4 बजे'],
    [20 * 60, '8:00 PM', 'रात 8 बजे'],
    [3 * 24 * 60 + 20 * 60, '8:00 PM', 'रात 8 बजे'],
  ])('reads minute %i as %s, and in Hindi as people say it, %s', (minute, english, hindi) => {
    expect(clockText(minute, en.hours.clock)).toBe(english);
    expect(clockText(minute, hi.hours.clock)).toBe(hindi);
  });
});

describe('formatHours', () => {
  it('reads the 24-hour clock as AM and PM in English', () => {
    expect(formatHours(hours, en.hours)).toBe('10:00 AM to 11:00 PM');
    expect(formatHours({ ...hours, opens: '00:30', closes: '12:05' }, en.hours)).toBe(
      '12:30 AM to 12:05 PM',
    );
  });

  it('says the part of the day and बजे in Hindi, the minutes only when there are some', () => {
    expect(formatHours(hours, hi.hours)).toBe('सुबह 10 बजे से रात 11 बजे तक');
    expect(formatHours({ ...hours, opens: '12:30', closes: '17:45' }, hi.hours)).toBe(
      'दोपहर 12:30 बजे से शाम 5:45 बजे तक',
    );
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
    expect(openingStatus(hours, ist('15:00'))).toEqual({ open: true, closesAt: 23 * 60 });
  });

  it('says when it opens next while closed', () => {
    expect(openingStatus(hours, ist('09:59'))).toEqual({
      open: false,
      opensAt: 10 * 60,
      opensOn: 'today',
      dayOff: false,
    });
    expect(openingStatus(hours, ist('23:00'))).toEqual({
      open: false,
      opensAt: 10 * 60,
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
      opensAt: 10 * 60,
      opensOn: 'tomorrow',
      dayOff: true,
    });
    expect(openingStatus(shutMondays, ist('23:30', '2026-11-22'))).toEqual({
      open: false,
      opensAt: 10 * 60,
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
      opensAt: 18 * 60,
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
    const closed = { open: false, opensAt: 10 * 60, dayOff: false } as const;
    expect(opensAgain({ ...closed, opensOn: 'today' }, en.hours)).toBe('10:00 AM');
    expect(opensAgain({ ...closed, opensOn: 'tomorrow' }, en.hours)).toBe('10:00 AM tomorrow');
    expect(opensAgain({ ...closed, opensOn: 'Friday' }, en.hours)).toBe('10:00 AM on Friday');
  });
});

describe('statusLine', () => {
  const closed = (opensOn: 'today' | 'tomorrow' | 'Wednesday', dayOff = false) =>
    statusLine({ open: false, opensAt: 10 * 60, opensOn, dayOff }, en.hours);

  it('gives the closing time while open', () => {
    expect(statusLine({ open: true, closesAt: 23 * 60 }, en.hours)).toBe(
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
    expect(openDays({ closedOn: ['Sunday', 'Monday'] }, hi.hours)).toBe(
      'सोमवार और रविवार को छोड़कर हर दिन',
    );
    expect(statusLine({ open: true, closesAt: 23 * 60 }, hi.hours)).toBe(
      'अभी खुला है · रात 11 बजे तक',
    );
    const closed = { open: false, opensAt: 10 * 60, dayOff: true } as const;
    expect(statusLine({ ...closed, opensOn: 'Wednesday' }, hi.hours)).toBe('बंद है · बुधवार को खुलेगा');
    // After closing time, Hindi says the next morning is tomorrow; before opening, it is today's.
    const night = { open: false, opensAt: 10 * 60, dayOff: false } as const;
    expect(statusLine({ ...night, opensOn: 'tomorrow' }, hi.hours)).toBe(
      'बंद है · कल सुबह 10 बजे खुलेगा',
    );
    expect(statusLine({ ...night, opensOn: 'today' }, hi.hours)).toBe('बंद है · सुबह 10 बजे खुलेगा');
    expect(opensAgain({ ...closed, opensOn: 'tomorrow' }, hi.hours)).toBe('कल सुबह 10 बजे');
  });
});
