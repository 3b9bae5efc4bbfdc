import { madeUpDish } from '@/test/made-up';
import { cartReducer, type CartItem } from './cart';
import { emptyCustomer } from './checkout';
import { handOverText, handOverVersion, hasAnythingToHand, takesHandOver } from './hand-over';

// Made-up dishes and prices: the rules are under test here, not the cafe's menu.
const chowmein = madeUpDish('Veg Chowmein', { price: 60, fullPrice: 110 });
const lines: CartItem[] = cartReducer([], { type: 'add', item: chowmein, size: 'half', at: 1 });

describe('handOverText', () => {
  it('hands over each dish by name, size and quantity, with its version and never a price', () => {
    const customer = { ...emptyCustomer, name: 'Asha' };
    expect(JSON.parse(handOverText(lines, customer))).toEqual({
      version: handOverVersion,
      lines: [{ name: 'Veg Chowmein', size: 'half', quantity: 1 }],
      customer,
    });
  });
});

describe('takesHandOver', () => {
  it('is taken by a page loaded by navigation, as Next.js loads a new build', () => {
    expect(takesHandOver('navigate', false)).toBe(true);
  });

  it('is not taken on the customer’s own reload, nor on Back or Forward', () => {
    expect(takesHandOver('reload', false)).toBe(false);
    expect(takesHandOver('back_forward', false)).toBe(false);
    expect(takesHandOver('prerender', false)).toBe(false);
    expect(takesHandOver(undefined, false)).toBe(false);
  });

  it('is taken on a reload the site made itself', () => {
    expect(takesHandOver('reload', true)).toBe(true);
    expect(takesHandOver('back_forward', true)).toBe(false);
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
