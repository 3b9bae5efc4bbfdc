import { madeUpCategory, madeUpDish } from '@/test/made-up';
import type { CartItem } from './cart';
import { orderAgain } from './order-again';
import type { DishStock } from '../stock/stock';
import { en } from '../words/en';
import { hi } from '../words/hi';

// Made-up dishes and prices: the rules are under test here, not the cafe's menu.
const tea = madeUpDish('Kulhad Tea', { price: 18 });
const chowmein = madeUpDish('Veg Chowmein', { price: 70, fullPrice: 120 });
const momos = madeUpDish('Steam Momos', { price: 60 });
const stockOf = (name: string): DishStock => (name === momos.name ? 'sold out today' : 'in stock');
const today = [madeUpCategory('Hot Drinks', [tea]), madeUpCategory('Chinese', [chowmein, momos])];

const last = {
  sentAt: 0,
  lines: [
    { name: 'Kulhad Tea', quantity: 2 },
    { name: 'Veg Chowmein', size: 'full' as const, quantity: 1 },
    { name: 'Steam Momos', quantity: 1 },
    { name: 'Paneer Roll', quantity: 3 },
  ],
};

describe('orderAgain', () => {
  it("adds the dishes at today's prices after what is in the cart, and names what it left out", () => {
    const cart: CartItem[] = [{ id: 'x', name: 'Kulhad Tea', price: 18, quantity: 1 }];
    const { lines, notes } = orderAgain(en.cart.orderAgain, 'en', last, cart, 100, today, stockOf);
    expect(
      lines.map(({ name, size, price, quantity }) => ({ name, size, price, quantity })),
    ).toEqual([
      { name: 'Kulhad Tea', size: undefined, price: 18, quantity: 1 },
      { name: 'Kulhad Tea', size: undefined, price: 18, quantity: 2 },
      { name: 'Veg Chowmein', size: 'full', price: 120, quantity: 1 },
    ]);
    expect(notes).toEqual([
      "Added 3 items from your last order, at today's prices.",
      'Steam Momos is sold out today, so it was not added.',
      'Paneer Roll is no longer on our menu, so it was not added.',
    ]);
  });

  it('says it in Hindi on a Hindi page, naming each dish by its Hindi name where it has one', () => {
    const hindiToday = [
      madeUpCategory('Hot Drinks', [{ ...tea, hindiName: 'कुल्हड़ चाय' }]),
      madeUpCategory('Chinese', [chowmein, { ...momos, hindiName: 'स्टीम मोमोज़' }]),
    ];
    expect(orderAgain(hi.cart.orderAgain, 'hi', last, [], 0, hindiToday, stockOf).notes).toEqual([
      'पिछले ऑर्डर से 3 आइटम आज के दाम पर जोड़े गए।',
      'स्टीम मोमोज़ आज ख़त्म है, इसलिए इसे नहीं जोड़ा गया।',
      'Paneer Roll अब हमारे मेन्यू में नहीं है, इसलिए इसे नहीं जोड़ा गया।',
    ]);
  });

  it('says so when nothing could be added', () => {
    const gone = {
      sentAt: 0,
      lines: [
        { name: 'Paneer Roll', quantity: 1 },
        { name: 'Egg Roll', quantity: 1 },
      ],
    };
    expect(orderAgain(en.cart.orderAgain, 'en', gone, [], 0, today)).toEqual({
      lines: [],
      notes: [
        'Nothing from your last order could be added.',
        'Paneer Roll and Egg Roll are no longer on our menu, so they were not added.',
      ],
    });
  });
});
