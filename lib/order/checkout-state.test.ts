import fc from 'fast-check';
import type { OrderAhead } from '@/data/ordering';
import { anyAhead, anyHours, anyMoment } from '../../test/moments';
import { checkoutState, pressOf, type CheckoutInput } from './checkout-state';
import { emptyCustomer, type CustomerDetails } from './customer';
import type { OpeningHours } from '../site/opening-hours';
import { englishOrders } from './whatsapp';
import { en } from '../words/en';

// Made-up hours and dishes: the rule is under test here, not the cafe's own content.
const hours: OpeningHours = { opens: '10:00', closes: '23:00', closedOn: [], utcOffset: '+05:30' };
const ahead: OrderAhead = { leadTime: 30, daysAhead: 1 };
const ist = (clock: string, day = '2026-11-27') => Date.parse(`${day}T${clock}+05:30`);
const dish = { id: 'a', name: 'Test Momos', price: 60, quantity: 2 };
const pickup: CustomerDetails = { ...emptyCustomer, name: 'Asha', phone: '1', orderType: 'pickup' };

function input(now: number, customer = pickup, rules = { hours, ahead }): CheckoutInput {
  return {
    now,
    customer,
    lines: [dish],
    sent: [],
    soonOffered: false,
    cafe: { name: 'Test Cafe', whatsapp: '910000000000', hours: rules.hours },
    ahead: rules.ahead,
    terms: {},
    language: englishOrders,
    words: en.checkout,
  };
}

describe('checkoutState', () => {
  it('offers later times from the second it is drawn, and preselects the first while closed', () => {
    const closed = checkoutState(input(ist('08:00:40')));
    expect(closed.open).toBe(false);
    expect(closed.when).toBe(closed.firstTime);
    expect(closed.blocked).toBe(false);
    // 12:30:40 with a 30-minute lead: 1:00 PM is less than 30 minutes away, so it is not offered.
    const offered = checkoutState(input(ist('12:30:40'))).days.flatMap((day) => day.slots);
    const minutesOf = (slot: number) => slot % (24 * 60);
    expect(offered.map(minutesOf)[0]).toBe(13 * 60 + 15);
  });

  it('holds Send back, and says why, for what the customer must still do', () => {
    expect(checkoutState(input(ist('13:00'), { ...pickup, name: '' })).blocked).toBe(true);
    expect(checkoutState({ ...input(ist('13:00')), lines: [] }).blocked).toBe(true);
    expect(checkoutState(input(ist('13:00'))).blocked).toBe(false);
  });

  it('at 12:30:40, 1:00 PM offered a moment before the quarter hour turned is still taken', () => {
    const drawn = ist('12:29:59');
    const first = checkoutState(input(drawn, { ...pickup, when: null })).days[0]!.slots[0]!;
    const at = ist('12:30:40');
    expect(pressOf({ ...input(at), customer: pickup }, first, false)).toEqual({ send: true });
    expect(checkoutState(input(at, { ...pickup, when: first })).tooSoon).toBe(false);
  });
});

describe('an offered time is a promise (generated)', () => {
  it('any time offered or preselected is accepted at Send for a minute after, in any second', () => {
    fc.assert(
      fc.property(
        anyHours,
        anyAhead,
        anyMoment,
        fc.integer({ min: 0, max: 60_000 }),
        fc.nat(),
        (rules: OpeningHours, lead: OrderAhead, drawn: number, delay: number, pick: number) => {
          const state = checkoutState(input(drawn, pickup, { hours: rules, ahead: lead }));
          const offered = state.days.flatMap((day) => day.slots);
          fc.pre(offered.length > 0);
          const chosen = offered[pick % offered.length]!;
          const pressed = { ...input(drawn + delay, pickup, { hours: rules, ahead: lead }) };
          const answer = pressOf(pressed, chosen, false);
          expect('refuse' in answer ? answer : null).toBeNull();
          expect(pressOf(pressed, state.when ?? chosen, false)).not.toHaveProperty('refuse');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
