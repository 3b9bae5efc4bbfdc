import fc from 'fast-check';
import type { OrderAhead } from '@/data/ordering';
import type { MenuCategory } from '@/data/menu';
import { madeUpCategory, madeUpDish } from '../../test/made-up';
import { generatedRuns } from '../../test/generated';
import { weekStart } from '../../test/moments';
import type { CartItem } from './cart';
import { createCartStore } from './cart-store';
import { pressOf } from './checkout-state';
import { reloadsFor } from '../offline/build';
import { handOverText } from './hand-over';
import type { OpeningHours } from '../site/opening-hours';
import type { Question } from './send-check';
import { sentRecord, type SentOrder } from './sent-orders';
import type { DishStock } from '../stock/stock';
import { visitAsks, visitBack, visitFrom, visitLeft, type TableVisit } from './table';
import { changeNotes, inStockLines, takeHandOver } from './take-hand-over';
import { orderMessage } from './whatsapp';
import { en } from '../words/en';

// Random sequences of what a customer does and what happens around them (a deploy, a dish sold
// out or back, the phone put away, its clock jumping), run through the pieces the page runs at a
// press of Send: the build check and the cart handed to the new build, the stock check, the table's
// visit and the press's rule (components/checkout/use-send.ts). The test keeps its own model of
// the world and checks each message against it. Made-up dishes and hours, never the cafe's.

const hours: OpeningHours = { opens: '09:00', closes: '23:30', closedOn: [], utcOffset: '+05:30' };
const ahead: OrderAhead = { leadTime: 30, daysAhead: 1 };
const cafe = { name: 'Test Cafe', whatsapp: '910000000000', hours };
const names = ['Test Tea', 'Test Momos', 'Test Chowmein', 'Test Lassi'] as const;
const firstPrices = [15, 60, 90, 40];
const minute = 60_000;

/** The menu of a build: each dish at its price, or off the menu (null). */
const menuOf = (prices: readonly (number | null)[]): MenuCategory[] => [
  madeUpCategory(
    'Test',
    names.flatMap((name, index) => {
      const price = prices[index];
      return price === null || price === undefined ? [] : [madeUpDish(name, { price })];
    }),
  ),
];

const event = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), dish: fc.nat(3) }) },
  fc.record({ kind: fc.constant('remove' as const), line: fc.nat(4) }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('send' as const), yes: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('scan' as const) }) },
  fc.record({ kind: fc.constant('pickup' as const) }),
  // The phone put away (another app, locked) for a while, then back.
  fc.record({ kind: fc.constant('away' as const), minutes: fc.integer({ min: 1, max: 200 }) }),
  // Time passing in use, or the phone's clock set back a little.
  fc.record({ kind: fc.constant('clock' as const), minutes: fc.integer({ min: -10, max: 240 }) }),
  // The owner publishes: a dish repriced, taken off the menu or put back.
  fc.record({
    kind: fc.constant('deploy' as const),
    dish: fc.nat(3),
    price: fc.option(fc.constantFrom(15, 20, 60, 70, 90, 110), { nil: null }),
  }),
  fc.record({ kind: fc.constant('stock' as const), dish: fc.nat(3), soldOut: fc.boolean() }),
);

describe('any sequence of orders, deploys, stock changes, absences and clock jumps (generated)', () => {
  it('no dish leaves sold out, removed or repriced unseen, and a table order only within its visit', () => {
    fc.assert(
      fc.property(
        fc.array(event, { minLength: 5, maxLength: 40, size: 'medium' }),
        fc.boolean(),
        fc.integer({ min: 0, max: 6 }),
        (events, storage, day) => {
          // Midday of a day of the week; a person's taps are never in the same millisecond.
          let now = weekStart + day * 24 * 60 * minute + 12 * 60 * minute;
          let tap = now;
          jest.spyOn(Date, 'now').mockImplementation(() => (tap += 250));
          const store = createCartStore({ words: en.cart.store, locale: 'en' });
          const cart = () => store.get();
          cart().updateCustomer({ name: 'Asha', phone: '1', orderType: 'pickup' });

          // The world: the live build's menu and the stock; the page's build and what it showed.
          let live = { build: 1, prices: [...firstPrices] as (number | null)[] };
          let page = { build: 1, prices: [...firstPrices] as (number | null)[] };
          let followed: string | null = null;
          const soldOut = new Set<string>();
          const stockOf = (name: string): DishStock =>
            soldOut.has(name) ? 'sold out today' : 'in stock';
          // The table: the page's visit, and the test's own record of the customer's word.
          let visit: TableVisit | null = null;
          let tableSaid = { at: now, awayLong: false };
          let sent: SentOrder[] = [];

          function press(yes: boolean) {
            const asked: Question['ask'][] = [];
            // The build check: with storage the page reloads with its cart and says what changed.
            let behind = false;
            if (live.build !== page.build) {
              const own = String(page.build);
              if (storage && reloadsFor(String(live.build), own, followed)) {
                followed = String(live.build);
                const text = handOverText(cart().lines, cart().customer);
                const taken = takeHandOver(en.cart.line, 'en', text, now, menuOf(live.prices))!;
                const notes = changeNotes(en.cart.store, taken).join(' ');
                for (const line of cart().lines) {
                  const price = live.prices[names.indexOf(line.name as (typeof names)[number])];
                  if (price !== line.price) expect(notes).toContain(line.name);
                }
                page = { ...live };
                cart().setLines(taken.lines, notes);
                return;
              }
              behind = true;
            }
            // The stock check: a dish not in stock leaves the cart, named.
            const { kept, dropped } = inStockLines(en.cart.line, 'en', cart().lines, stockOf);
            if (dropped.length > 0) {
              const notes = changeNotes(en.cart.store, { dropped, repriced: [] }).join(' ');
              for (const line of cart().lines) {
                if (!kept.includes(line)) expect(notes).toContain(line.name);
              }
              cart().setLines(kept, notes);
              return;
            }
            const { customer, lines } = cart();
            let when = customer.when;
            for (;;) {
              const answer = pressOf(
                { now, customer, cafe, ahead },
                when,
                visit !== null && visitAsks(visit, now),
                asked,
                behind,
              );
              if ('refuse' in answer) return;
              if ('ask' in answer) {
                if (answer.ask === 'table' && !yes) {
                  // "No, for Pickup": the table's visit ends and nothing is sent.
                  visit = null;
                  cart().updateCustomer({ orderType: 'pickup', table: '' });
                  return;
                }
                if (answer.ask === 'table') {
                  visit = visitFrom(customer.table, now);
                  tableSaid = { at: now, awayLong: false };
                }
                if (answer.ask === 'nextOpening') when = answer.slot;
                asked.push(answer.ask);
                continue;
              }
              break;
            }
            if (lines.length === 0) return;
            const record = sentRecord(sent, lines, { ...customer, when }, now);
            const text = orderMessage(
              cafe.name,
              { ...customer, when },
              lines,
              {},
              { now: new Date(now), utcOffset: hours.utcOffset },
              undefined,
              record.number > 1 ? record : null,
            );
            check(text, lines, asked, customer.orderType === 'dine-in');
            sent = [...sent, record];
            cart().setLines([], 'sent');
          }

          function check(
            text: string,
            lines: CartItem[],
            asked: Question['ask'][],
            atTable: boolean,
          ) {
            // Each dish at the live price and in stock, or the customer was asked about the menu.
            if (!asked.includes('menuChanged')) {
              for (const line of lines) {
                const index = names.indexOf(line.name as (typeof names)[number]);
                expect(live.prices[index]).toBe(line.price);
                expect(soldOut.has(line.name)).toBe(false);
                expect(text).toContain(line.name);
              }
            }
            // At a table: within three hours of the scan or the last yes, never after half an
            // hour away, on a clock that has not gone back; or the customer said yes just now.
            if (atTable && !asked.includes('table')) {
              const since = now - tableSaid.at;
              expect(tableSaid.awayLong).toBe(false);
              expect(since >= 0 && since < 3 * 60 * minute).toBe(true);
            }
          }

          for (const step of events) {
            const { lines } = cart();
            if (step.kind === 'add') {
              const price = page.prices[step.dish];
              if (price !== null && price !== undefined) {
                cart().add(madeUpDish(names[step.dish]!, { price }));
              }
            } else if (step.kind === 'remove' && lines[step.line]) {
              cart().remove(lines[step.line]!);
            } else if (step.kind === 'send') {
              press(step.yes);
            } else if (step.kind === 'scan') {
              visit = visitFrom('4', now);
              tableSaid = { at: now, awayLong: false };
              cart().updateCustomer({ orderType: 'dine-in', table: '4' });
            } else if (step.kind === 'pickup') {
              visit = null;
              cart().updateCustomer({ orderType: 'pickup', table: '' });
            } else if (step.kind === 'away') {
              if (visit) visit = visitLeft(visit, now);
              now += step.minutes * minute;
              if (visit) visit = visitBack(visit, now);
              if (step.minutes >= 30) tableSaid = { ...tableSaid, awayLong: true };
            } else if (step.kind === 'clock') {
              now += step.minutes * minute;
            } else if (step.kind === 'deploy') {
              const prices = [...live.prices];
              prices[step.dish] = step.price;
              live = { build: live.build + 1, prices };
            } else if (step.kind === 'stock') {
              if (step.soldOut) soldOut.add(names[step.dish]!);
              else soldOut.delete(names[step.dish]!);
            }
          }
          jest.restoreAllMocks();
        },
      ),
      // Sequences of up to 40 events: three times the sample in CI keeps the layer within a minute.
      generatedRuns(1000, 60_7, 3000),
    );
  });
});
