import { madeUpCategory, madeUpDish } from '@/test/made-up';
import { cartReducer, maxQuantity, type CartItem } from './cart';
import { emptyCustomer, refusalCeiling, type CustomerDetails } from './checkout';
import { handOverText, handOverVersion } from './hand-over';
import { changeNotes, priceLines, takeHandOver, takeHandOverInto } from './take-hand-over';
import { createCartStore } from './cart-store';
import { onePriceDish, otherOnePriceDish, priceOf } from '@/test/dishes';
import { en } from '../words/en';
import { hi } from '../words/hi';

// Made-up dishes and prices: the rules are under test here, not the cafe's menu.
const tea = madeUpDish('Kulhad Tea', { price: 15 });
const chowmein = madeUpDish('Veg Chowmein', { price: 60, fullPrice: 110 });
const momos = madeUpDish('Steam Momos', { price: 60 });
const oldMenu = [madeUpCategory('Hot Drinks', [tea]), madeUpCategory('Chinese', [chowmein, momos])];

function cartOf(picks: [dish: typeof tea, size: CartItem['size'], quantity: number][]): CartItem[] {
  return picks.reduce<CartItem[]>((lines, [item, size, quantity], at) => {
    const added = cartReducer(lines, { type: 'add', item, size, at });
    const id = added.at(-1)!.id;
    return cartReducer(added, { type: 'setQuantity', id, quantity });
  }, []);
}

const lines = cartOf([
  [tea, undefined, 2],
  [chowmein, 'half', 1],
  [tea, undefined, 3],
  [chowmein, 'full', 4],
]);
const customer: CustomerDetails = {
  name: '  Asha & "Ravi" <b>',
  phone: '+91 94150-12345',
  address: 'Flat 4\nNear the temple 🛕',
  orderType: 'pickup',
  instructions: 'कम मिर्च',
  location: { latitude: 25.4358, longitude: 81.8463 },
  table: '',
  when: 29_000_000,
  payment: 'cash',
};
const shape = (cart: CartItem[]) =>
  cart.map(({ name, price, quantity, size }) => ({ name, price, quantity, size }));

describe('takeHandOver', () => {
  it('gives back every line in order with its quantity, and every detail exactly as typed', () => {
    const taken = takeHandOver(en.cart.line, 'en', handOverText(lines, customer), 5000, oldMenu);
    expect(taken?.customer).toEqual(customer);
    expect(taken?.dropped).toEqual([]);
    expect(taken?.repriced).toEqual([]);
    expect(shape(taken?.lines ?? [])).toEqual(shape(lines));
    expect(new Set(taken?.lines.map((line) => line.id)).size).toBe(lines.length);
  });

  it('prices every line from the menu it is given, never from what was stored', () => {
    const newMenu = [
      madeUpCategory('Hot Drinks', [{ ...tea, price: 17 }]),
      madeUpCategory('Chinese', [{ ...chowmein, price: 65, fullPrice: 120 }, momos]),
    ];
    const forged = JSON.parse(handOverText(lines, customer)) as { lines: object[] };
    forged.lines = forged.lines.map((line) => ({ ...line, price: 1 }));
    const taken = takeHandOver(en.cart.line, 'en', JSON.stringify(forged), 0, newMenu);
    expect(taken?.lines.map((line) => line.price)).toEqual([17, 65, 17, 120]);
  });

  it('names each line whose price is not the one the customer saw, with both prices', () => {
    const newMenu = [
      madeUpCategory('Hot Drinks', [tea]),
      madeUpCategory('Chinese', [{ ...chowmein, price: 65 }, momos]),
    ];
    const taken = takeHandOver(en.cart.line, 'en', handOverText(lines, customer), 0, newMenu);
    expect(taken?.repriced).toEqual([{ label: 'Veg Chowmein (Half)', was: 60, now: 65 }]);
  });

  it('takes the lines of a build that handed over no prices, and names no price change', () => {
    const older = JSON.parse(handOverText(lines, customer)) as { lines: object[] };
    older.lines = older.lines.map((line) => ({ ...line, was: undefined }));
    const taken = takeHandOver(en.cart.line, 'en', JSON.stringify(older), 0, oldMenu);
    expect(shape(taken?.lines ?? [])).toEqual(shape(lines));
    expect(taken?.repriced).toEqual([]);
  });

  it('leaves out, and names, a dish the menu no longer has or no longer has in that size', () => {
    const withoutTea = [madeUpCategory('Chinese', [chowmein, momos])];
    const taken = takeHandOver(en.cart.line, 'en', handOverText(lines, customer), 0, withoutTea);
    const gone = (label: string) => ({ label, reason: 'gone' });
    expect(taken?.dropped).toEqual([gone('Kulhad Tea'), gone('Kulhad Tea')]);
    expect(shape(taken?.lines ?? [])).toEqual(
      shape(lines.filter((line) => line.name !== tea.name)),
    );

    const onePrice = [madeUpCategory('Chinese', [{ ...chowmein, fullPrice: undefined }])];
    const sizes = takeHandOver(en.cart.line, 'en', handOverText(lines, customer), 0, onePrice);
    expect(sizes?.dropped).toEqual(
      ['Kulhad Tea', 'Veg Chowmein (Half)', 'Kulhad Tea', 'Veg Chowmein (Full)'].map(gone),
    );
    expect(sizes?.lines).toEqual([]);
  });

  it('leaves out what the stock says is sold out today or off the menu, with why', () => {
    const handed = [
      { name: 'Kulhad Tea', quantity: 1 },
      { name: 'Steam Momos', quantity: 2 },
      { name: 'Veg Chowmein', size: 'half' as const, quantity: 1 },
    ];
    const stock = { 'Kulhad Tea': 'sold out today', 'Steam Momos': 'off the menu' } as const;
    const stockOf = (name: string) => stock[name as keyof typeof stock] ?? 'in stock';
    const priced = priceLines(en.cart.line, 'en', handed, 0, oldMenu, [], stockOf);
    expect(priced.dropped).toEqual([
      { label: 'Kulhad Tea', reason: 'soldOut' },
      { label: 'Steam Momos', reason: 'gone' },
    ]);
    expect(priced.lines.map((line) => line.name)).toEqual(['Veg Chowmein']);
  });

  it('leaves the stock to the page: a hand-over keeps every dish on the menu', () => {
    const taken = takeHandOver(en.cart.line, 'en', handOverText(lines, customer), 0, oldMenu);
    expect(taken?.dropped).toEqual([]);
  });

  it('takes an empty cart with typed details, and the defaults', () => {
    expect(takeHandOver(en.cart.line, 'en', handOverText([], customer), 0, oldMenu)).toEqual({
      lines: [],
      customer,
      dropped: [],
      repriced: [],
    });
    expect(
      takeHandOver(en.cart.line, 'en', handOverText([], emptyCustomer), 0, oldMenu)?.customer,
    ).toEqual(emptyCustomer);
  });

  it('ignores nothing at all, text that is not JSON, and another version', () => {
    expect(takeHandOver(en.cart.line, 'en', null, 0, oldMenu)).toBeNull();
    expect(takeHandOver(en.cart.line, 'en', '{"version":1,', 0, oldMenu)).toBeNull();
    const other = { ...JSON.parse(handOverText(lines, customer)), version: handOverVersion + 1 };
    expect(takeHandOver(en.cart.line, 'en', JSON.stringify(other), 0, oldMenu)).toBeNull();
    expect(takeHandOver(en.cart.line, 'en', JSON.stringify(null), 0, oldMenu)).toBeNull();
  });

  it.each([
    ['a quantity of 0', { lines: [{ name: 'Kulhad Tea', quantity: 0 }] }],
    ['a fractional quantity', { lines: [{ name: 'Kulhad Tea', quantity: 1.5 }] }],
    ['a quantity over the limit', { lines: [{ name: 'Kulhad Tea', quantity: maxQuantity + 1 }] }],
    ['an unknown size', { lines: [{ name: 'Veg Chowmein', size: 'large', quantity: 1 }] }],
    ['a line without a name', { lines: [{ quantity: 1 }] }],
    ['lines that are not a list', { lines: { name: 'Kulhad Tea', quantity: 1 } }],
    ['a name that is not text', { customer: { ...customer, name: 42 } }],
    ['a missing phone', { customer: { ...customer, phone: undefined } }],
    ['an unknown order type', { customer: { ...customer, orderType: 'takeaway' } }],
    [
      'a location off the globe',
      { customer: { ...customer, location: { latitude: 91, longitude: 0 } } },
    ],
    [
      'a location that is no number',
      { customer: { ...customer, location: { latitude: 'x', longitude: 0 } } },
    ],
    [
      'a name far over its limit',
      { customer: { ...customer, name: 'n'.repeat(refusalCeiling('name') + 1) } },
    ],
  ])('ignores a hand-over with %s, whole', (_, change) => {
    const valid = JSON.parse(handOverText(lines, customer)) as object;
    expect(
      takeHandOver(en.cart.line, 'en', JSON.stringify({ ...valid, ...change }), 0, oldMenu),
    ).toBeNull();
  });
});

describe('changeNotes', () => {
  it('names the dishes as the Hindi page does, in Hindi, while the lines keep their English names', () => {
    const hindiMenu = [
      madeUpCategory('Hot Drinks', [{ ...tea, hindiName: 'कुल्हड़ चाय' }]),
      madeUpCategory('Chinese', [{ ...chowmein, price: 65, hindiName: 'वेज चाउमीन' }, momos]),
    ];
    const handed = lines.map(({ name, size, quantity, price }) => ({
      name,
      size,
      quantity,
      was: price,
    }));
    const soldOutTea = (name: string) => (name === tea.name ? 'sold out today' : 'in stock');
    const taken = priceLines(hi.cart.line, 'hi', handed, 0, hindiMenu, [], soldOutTea);
    expect(changeNotes(hi.cart.store, taken)).toEqual([
      'कुल्हड़ चाय आज ख़त्म है, इसलिए इसे कार्ट से हटा दिया गया।',
      'वेज चाउमीन (हाफ़) का दाम अब ₹65 है, पहले ₹60 था।',
    ]);
    expect(taken?.lines.map((line) => line.name)).toEqual(['Veg Chowmein', 'Veg Chowmein']);
  });

  it('names a dish the new build took off the menu by the Hindi name the page before handed over', () => {
    const hindiTea = { ...tea, hindiName: 'कुल्हड़ चाय' };
    const handedOver = handOverText(
      cartReducer([], { type: 'add', item: hindiTea, at: 1 }),
      customer,
    );
    const withoutTea = [madeUpCategory('Chinese', [chowmein, momos])];
    const taken = takeHandOver(hi.cart.line, 'hi', handedOver, 0, withoutTea);
    expect(taken?.dropped).toEqual([{ label: 'कुल्हड़ चाय', reason: 'gone' }]);
    expect(taken?.lines).toEqual([]);
  });

  it('says nothing when nothing changed', () => {
    expect(changeNotes(en.cart.store, { dropped: [], repriced: [] })).toEqual([]);
  });

  it('names each dish left out once, with why, in plain words', () => {
    expect(
      changeNotes(en.cart.store, {
        dropped: [
          { label: 'Kulhad Tea', reason: 'gone' },
          { label: 'Steam Momos', reason: 'soldOut' },
          { label: 'Kulhad Tea', reason: 'gone' },
          { label: 'Veg Chowmein (Full)', reason: 'gone' },
          { label: 'Cold Coffee', reason: 'gone' },
        ],
        repriced: [],
      }),
    ).toEqual([
      'Steam Momos is sold out today and left your cart.',
      'Kulhad Tea, Veg Chowmein (Full) and Cold Coffee are no longer on our menu and left your cart.',
    ]);
  });

  it('names each changed price once, today’s first', () => {
    const change = { label: 'Veg Chowmein (Half)', was: 60, now: 70 };
    expect(changeNotes(en.cart.store, { dropped: [], repriced: [change, change] })).toEqual([
      'Veg Chowmein (Half) is now ₹70, was ₹60.',
    ]);
  });
});

describe('takeHandOverInto', () => {
  it('puts the lines handed over ahead of those added since, its notes after a note already shown', () => {
    const store = createCartStore({ words: en.cart.store, locale: 'en' });
    store.get().add(otherOnePriceDish);
    store.get().showNotes('Your table', ['A note of the table link.']);
    const seen = priceOf(onePriceDish) + 1;
    const handed = handOverText(
      [{ id: 'handed', name: onePriceDish.name, price: seen, quantity: 2 }],
      emptyCustomer,
    );
    takeHandOverInto(store, handed, 1);
    const { lines, report } = store.get();
    expect(lines.map(({ name, quantity }) => [name, quantity])).toEqual([
      [onePriceDish.name, 2],
      [otherOnePriceDish.name, 1],
    ]);
    expect(report && 'notes' in report && report.notes).toEqual([
      'A note of the table link.',
      ...changeNotes(en.cart.store, {
        dropped: [],
        repriced: [{ label: onePriceDish.name, was: seen, now: priceOf(onePriceDish) }],
      }),
    ]);
  });
});
