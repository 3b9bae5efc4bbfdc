import { emptyCustomer } from './checkout';
import { canSendOrder, missingFields } from './checkout';
import { offeredOrderTypes, orderTypeChoice } from './order-type';
import { en } from '../words/en';
import { hi } from '../words/hi';

describe('order types', () => {
  it('offers dine-in only on a visit with a table, named with it', () => {
    expect(offeredOrderTypes('')).toEqual(['delivery', 'pickup']);
    expect(offeredOrderTypes('7')).toEqual(['delivery', 'pickup', 'dine-in']);
    expect(orderTypeChoice('dine-in', '7', en.checkout.orderType)).toBe('Dine-in · Table 7');
    expect(orderTypeChoice('pickup', '7', en.checkout.orderType)).toBe('Pickup');
    expect(orderTypeChoice('dine-in', '7', hi.checkout.orderType)).toBe('यहीं बैठकर · टेबल 7');
  });

  it('asks an address of a delivery only; every type needs a name and phone', () => {
    const named = { ...emptyCustomer, name: 'Asha', phone: '94150 12345' };
    expect(missingFields({ ...named, orderType: 'delivery' })).toEqual(['address']);
    expect(canSendOrder({ ...named, orderType: 'pickup' })).toBe(true);
    expect(canSendOrder({ ...named, orderType: 'dine-in', table: '7' })).toBe(true);
    expect(missingFields({ ...emptyCustomer, orderType: 'dine-in', table: '7' })).toEqual([
      'name',
      'phone',
    ]);
  });
});
