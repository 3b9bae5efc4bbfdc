import type { OrderAhead } from '@/data/ordering';
import type { OpeningHours } from '../site/opening-hours';
import { closingIn, pressAnswer, type PressOrder } from './send-check';

// Made-up hours and dishes: the rules are under test here, not the cafe's own content.
// 27 November 2026 is a Friday.
const hours: OpeningHours = { opens: '10:00', closes: '23:00', closedOn: [], utcOffset: '+05:30' };
const late: OpeningHours = { ...hours, opens: '18:00', closes: '02:00' };
const ahead: OrderAhead = { leadTime: 30, daysAhead: 1 };

/** An instant given on the IST clock (UTC+05:30), seconds allowed. */
function ist(clock: string, day = '2026-11-27') {
  return new Date(`${day}T${clock}+05:30`);
}

/** A slot as the cafe's clock reads it: minutes since 1970 on that clock. */
const slot = (cafeClock: string) => Date.parse(`${cafeClock}Z`) / 60_000;

const soon: PressOrder = {
  needsTable: false,
  ordersAhead: true,
  when: null,
  tableAsks: false,
};
const atTable: PressOrder = { ...soon, needsTable: true, ordersAhead: false };

describe('closingIn', () => {
  it('counts the minutes to closing within the kitchen’s lead time, and is silent before', () => {
    expect(closingIn(hours, ahead, ist('22:29'))).toBeNull();
    expect(closingIn(hours, ahead, ist('22:30'))).toBe(30);
    expect(closingIn(hours, ahead, ist('22:59:30'))).toBe(1);
    expect(closingIn(hours, ahead, ist('23:00'))).toBeNull();
  });

  it('reads a night opening across midnight', () => {
    expect(closingIn(late, ahead, ist('23:50'))).toBeNull();
    expect(closingIn(late, ahead, ist('01:45', '2026-11-28'))).toBe(15);
  });
});

describe('pressAnswer', () => {
  it('sends as soon as possible in the middle of the day', () => {
    expect(pressAnswer(soon, hours, ahead, ist('13:00'))).toEqual({ send: true });
  });

  it('asks before sending as soon as possible near closing, and sends once answered yes', () => {
    expect(pressAnswer(soon, hours, ahead, ist('22:40'))).toEqual({
      ask: 'closing',
      minutesLeft: 20,
    });
    expect(pressAnswer(soon, hours, ahead, ist('22:40'), ['closing'])).toEqual({ send: true });
  });

  it('asks before sending as soon as possible once closed: it would be for the next opening', () => {
    expect(pressAnswer(soon, hours, ahead, ist('23:00:05'))).toEqual({
      ask: 'nextOpening',
      slot: slot('2026-11-28T10:30'),
    });
  });

  it('refuses a later time that can no longer be made, naming the first that can, and picks none', () => {
    const chosen = { ...soon, when: slot('2026-11-27T22:30') };
    expect(pressAnswer(chosen, hours, ahead, ist('21:00'))).toEqual({ send: true });
    // Offered until 22:00, and held for a minute after: the list on screen may be that old.
    expect(pressAnswer(chosen, hours, ahead, ist('22:00:59'))).toEqual({ send: true });
    // The kitchen's lead time has come: asking again does not make it sendable.
    expect(pressAnswer(chosen, hours, ahead, ist('22:01:01'), ['closing'])).toEqual({
      refuse: 'chooseTime',
      chosen: chosen.when,
      first: slot('2026-11-27T22:45'),
      closed: false,
    });
  });

  it('refuses a time the opening hours no longer have, after the owner changed them', () => {
    const chosen = { ...soon, when: slot('2026-11-27T22:30') };
    const earlier = { ...hours, closes: '20:00' };
    expect(pressAnswer(chosen, earlier, ahead, ist('13:00'))).toEqual({
      refuse: 'chooseTime',
      chosen: chosen.when,
      first: slot('2026-11-27T13:30'),
      // Said as "We are closed at 10:30 PM", not as a time too soon.
      closed: true,
    });
  });

  it('refuses an order at the table after hours, whatever the minute on screen said', () => {
    expect(pressAnswer(atTable, hours, ahead, ist('22:59:59'))).toEqual({ send: true });
    expect(pressAnswer(atTable, hours, ahead, ist('23:00:01'), ['table'])).toEqual({
      refuse: 'closedAtTable',
    });
  });

  it('asks whether the customer is still at a table whose visit needs their word', () => {
    const stale = { ...atTable, tableAsks: true };
    expect(pressAnswer(stale, hours, ahead, ist('13:00'))).toEqual({ ask: 'table' });
    expect(pressAnswer(stale, hours, ahead, ist('13:00'), ['table'])).toEqual({ send: true });
  });

  it('asks first when a newer menu is live that this page could not load', () => {
    const behind = { ...soon, behind: true };
    expect(pressAnswer(behind, hours, ahead, ist('13:00'))).toEqual({ ask: 'menuChanged' });
    expect(pressAnswer(behind, hours, ahead, ist('13:00'), ['menuChanged'])).toEqual({
      send: true,
    });
  });

  it('refuses as soon as possible while closed with no time left to order for', () => {
    const none: OrderAhead = { leadTime: 30, daysAhead: 0 };
    expect(pressAnswer(soon, hours, none, ist('23:30'))).toEqual({ refuse: 'noTimeLeft' });
  });
});
