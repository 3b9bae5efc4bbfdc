import { madeUpDish } from '@/test/made-up';
import { cartReducer, type CartItem } from './cart';
import { emptyCustomer } from './checkout';
import { handOverText, handOverVersion, hasAnythingToHand, takesHandOver } from './hand-over';

// Made-up dishes and prices: the rules are under test here, not the cafe's menu.
const chowmein = madeUpDish('Veg Chowmein', { price: 60, fullPrice: 110 });
const lines: CartItem[] = cartReducer([], { type: 'add', item: chowmein, size: 'half', at: 1 });

describe('handOverText', () => {
  it('hands over each dish by name, size and quantity, with the price the customer saw', () => {
    const customer = { ...emptyCustomer, name: 'Asha' };
    expect(JSON.parse(handOverText(lines, customer))).toEqual({
      version: handOverVersion,
      lines: [{ name: 'Veg Chowmein', size: 'half', quantity: 1, was: chowmein.price }],
      customer,
    });
  });
});

describe('takesHandOver', () => {
  const plain = { reloadedBySite: false, wasDiscarded: false };

  it('is taken by a page loaded by navigation, as Next.js loads a new build, or by Back', () => {
    expect(takesHandOver('navigate', plain)).toBe(true);
    expect(takesHandOver('back_forward', plain)).toBe(true);
  });

  it('is not taken on the customer’s own reload', () => {
    expect(takesHandOver('reload', plain)).toBe(false);
    expect(takesHandOver('prerender', plain)).toBe(false);
    expect(takesHandOver(undefined, plain)).toBe(false);
  });

  it('is taken on a reload the site made itself', () => {
    expect(takesHandOver('reload', { ...plain, reloadedBySite: true })).toBe(true);
  });

  it('is taken by a tab the browser discarded in the background, however it loads again', () => {
    expect(takesHandOver('reload', { ...plain, wasDiscarded: true })).toBe(true);
    expect(takesHandOver(undefined, { ...plain, wasDiscarded: true })).toBe(true);
  });
});

describe('hasAnythingToHand', () => {
  it('is true for a line or any detail that differs from a new order', () => {
    expect(hasAnythingToHand([], emptyCustomer)).toBe(false);
    expect(hasAnythingToHand(lines, emptyCustomer)).toBe(true);
    expect(hasAnythingToHand([], { ...emptyCustomer, orderType: 'pickup' })).toBe(true);
    expect(hasAnythingToHand([], { ...emptyCustomer, instructions: ' ' })).toBe(true);
  });
});
