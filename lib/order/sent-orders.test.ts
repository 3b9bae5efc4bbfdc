import fc from 'fast-check';
import type { CartItem } from './cart';
import { emptyCustomer, type CustomerDetails } from './customer';
import { createCartStore } from './cart-store';
import { formatRupees } from './money';
import {
  againDetails,
  followUpOf,
  keepSentOrder,
  readSentOrders,
  sentRecord,
  visitMs,
  visitOrders,
  type SentOrder,
} from './sent-orders';
import { sentOrdersKey } from '../offline/storage-keys';
import { billMessage, orderMessage } from './whatsapp';
import { en } from '../words/en';

// Made-up dishes and moments: the rules are under test here, not the cafe's content.
const at = Date.parse('2026-11-27T16:29:00+05:30');
const clock = (now: number) => ({ now: new Date(now), utcOffset: '+05:30' });
const line = (name: string, price: number, quantity = 1): CartItem => ({
  id: `${name}-${price}`,
  name,
  price,
  quantity,
});
const table4 = { orderType: 'dine-in', table: '4', when: null } as const;
const pickup = { orderType: 'pickup', table: '', when: null } as const;
const chowmein = line('Test Chowmein', 90);
const chai = line('Test Chai', 15, 2);

function memoryStore(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

describe('a visit’s orders', () => {
  it('numbers a follow-up and names the first, for the same table within the visit', () => {
    const first = sentRecord([], [chowmein], table4, at);
    expect(first).toMatchObject({ number: 1, firstAt: at });
    expect(followUpOf([first], table4, at + 10 * 60_000)).toEqual({ number: 2, firstAt: at });
    expect(followUpOf([first], { orderType: 'pickup', table: '' }, at + 60_000)).toBeNull();
    expect(followUpOf([first], { ...table4, table: '5' }, at + 60_000)).toBeNull();
    expect(followUpOf([first], table4, at + visitMs)).toBeNull();
  });

  it('a follow-up message lists only its own dishes and names the first order', () => {
    const customer: CustomerDetails = { ...emptyCustomer, name: 'Asha', phone: '1', ...table4 };
    const text = orderMessage('Test Cafe', customer, [chai], {}, clock(at + 600_000), undefined, {
      number: 2,
      firstAt: at,
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('*Second order for Table 4, first sent at 4:29 PM*');
    expect(text).not.toContain(chowmein.name);
    expect(lines).toContain(`1. ${chai.name} - ₹15 x 2 = ₹30`);
    expect(lines).toContain('*Total: ₹30*');
  });

  it('the bill lists every order of the visit with its time, the total and the payment', () => {
    const first = sentRecord([], [chowmein], table4, at);
    const second = sentRecord([first], [chai], table4, at + 11 * 60_000);
    const customer: CustomerDetails = {
      ...emptyCustomer,
      name: 'Asha',
      phone: '1',
      ...table4,
      payment: 'upi',
    };
    const lines = billMessage('Test Cafe', customer, [first, second], clock(at + 3_600_000)).split(
      '\n',
    );
    expect(lines[0]).toBe('*Bill please: Table 4, Test Cafe*');
    expect(lines).toContain('First order, sent at 4:29 PM:');
    expect(lines).toContain('Second order, sent at 4:40 PM:');
    expect(lines).toContain('*Total: ₹120*');
    expect(lines).toContain(`Payment: ${en.checkout.payment.labels.upi}`);
  });

  it('keeps the records for the tab, without storage for the page, and ignores what it did not write', () => {
    const store = memoryStore();
    const first = sentRecord([], [chowmein], table4, at);
    keepSentOrder(store, first);
    expect(readSentOrders(store)).toEqual([first]);
    store.setItem(sentOrdersKey, '[{"at":"x"}]');
    expect(readSentOrders(store)).toEqual([first]);
    const full = {
      ...store,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    const second = sentRecord([first], [chai], table4, at + 60_000);
    expect(keepSentOrder(full, second).at(-1)).toEqual(second);
    expect(readSentOrders(full).at(-1)).toEqual(second);
  });
});

// Random sequences of a customer's taps and Sends, through the cart store the page uses and the
// record Send keeps: what the kitchen receives is the test's model, message by message.
describe('any sequence of adds, changes and Sends (generated)', () => {
  const dishes = [
    { name: 'Test Tea', price: 15 },
    { name: 'Test Momos', price: 60 },
    { name: 'Test Chowmein', price: 60, fullPrice: 110 },
  ] as const;
  const event = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), dish: fc.nat(2), full: fc.boolean() }),
    fc.record({ kind: fc.constant('plus' as const), line: fc.nat(5) }),
    fc.record({ kind: fc.constant('remove' as const), line: fc.nat(5) }),
    fc.record({ kind: fc.constant('send' as const), after: fc.integer({ min: 0, max: 90 }) }),
    fc.record({ kind: fc.constant('again' as const), order: fc.nat(5) }),
    // The customer changes where and when the next order is for: a slot is whole quarter hours.
    fc.record({
      kind: fc.constant('details' as const),
      at: fc.boolean(),
      when: fc.option(fc.integer({ min: 0, max: 96 }).map((quarter) => at / 60_000 + quarter * 15)),
    }),
  );

  it('no dish goes in two messages unless sent again, Send again sends the same order, and each message’s total is its lines’', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        // A person's taps are never in the same millisecond: a line's id holds its moment.
        let tap = at;
        jest.spyOn(Date, 'now').mockImplementation(() => (tap += 250));
        const words = en.cart.store;
        const store = createCartStore({ words, locale: 'en' });
        const cart = () => store.get();
        cart().updateCustomer({ name: 'Asha', phone: '1', ...table4 });
        const firstTexts = new Map<SentOrder, string>();
        let sent: SentOrder[] = [];
        let now = at;
        const messages: { ids: string[]; again: boolean; text: string; lines: CartItem[] }[] = [];
        for (const step of events) {
          const { lines } = cart();
          if (step.kind === 'add') {
            const dish = dishes[step.dish]!;
            cart().add(dish, 'fullPrice' in dish ? (step.full ? 'full' : 'half') : undefined);
          } else if (step.kind === 'plus' && lines[step.line]) {
            cart().setQuantity(lines[step.line]!, lines[step.line]!.quantity + 1);
          } else if (step.kind === 'remove' && lines[step.line]) {
            cart().remove(lines[step.line]!);
          } else if (step.kind === 'send' && lines.length > 0) {
            now += step.after * 60_000;
            const record = sentRecord(sent, lines, cart().customer, now);
            const text = orderMessage(
              'Test Cafe',
              cart().customer,
              lines,
              {},
              clock(now),
              undefined,
              record.number > 1 ? record : null,
            );
            messages.push({ ids: lines.map(({ id }) => id), again: false, text, lines });
            firstTexts.set(record, text);
            sent = [...sent, record];
            cart().setLines([], 'sent');
          } else if (step.kind === 'details') {
            cart().updateCustomer({ ...(step.at ? table4 : pickup), when: step.when });
          } else if (step.kind === 'again' && sent[step.order]) {
            const order = sent[step.order]!;
            const followUp = order.number > 1 ? order : null;
            const details = againDetails(order, cart().customer);
            const text = orderMessage(
              'Test Cafe',
              details,
              order.lines,
              {},
              clock(now),
              undefined,
              followUp,
            );
            // The same order as it went: its dishes, destination and time, whatever was chosen since.
            const first = orderMessage(
              'Test Cafe',
              details,
              order.lines,
              {},
              clock(order.at),
              undefined,
              followUp,
            );
            expect(first).toBe(firstTexts.get(order));
            messages.push({
              ids: order.lines.map(({ id }) => id),
              again: true,
              text,
              lines: order.lines,
            });
          }
        }
        const seen = new Set<string>();
        for (const message of messages) {
          for (const id of message.ids) {
            if (!message.again) expect(seen.has(id)).toBe(false);
            seen.add(id);
          }
          // The kitchen's sum: each item line's amount, against the message's own total.
          const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''));
          const items = message.text.split('\n').filter((text) => /^\d+\. /.test(text));
          expect(items).toHaveLength(message.lines.length);
          const sum = items.reduce((total, item) => {
            const [, price, quantity, amount] = / - (₹[\d,]+) x (\d+) = (₹[\d,]+)$/.exec(item)!;
            expect(rupees(price!) * Number(quantity)).toBe(rupees(amount!));
            return total + rupees(amount!);
          }, 0);
          expect(message.text).toContain(`*Total: ${formatRupees(sum)}*`);
        }
        expect(visitOrders(sent, cart().customer, now).length).toBeLessThanOrEqual(sent.length);
        jest.restoreAllMocks();
      }),
      { numRuns: 1000 },
    );
  });
});
