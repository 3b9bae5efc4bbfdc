import { canSendOrder, emptyCustomer, missingFields, type CustomerDetails } from './checkout';

const filled: CustomerDetails = {
  name: 'Asha',
  phone: '98765',
  address: '4 Park Street',
  orderType: 'delivery',
};

describe('checkout gating', () => {
  it('starts as a delivery order with nothing filled in', () => {
    expect(emptyCustomer.orderType).toBe('delivery');
    expect(missingFields(emptyCustomer)).toEqual(['name', 'phone', 'address']);
  });

  it('allows a delivery with name, phone and address', () => {
    expect(canSendOrder(filled)).toBe(true);
  });

  it('needs the name and the phone', () => {
    expect(missingFields({ ...filled, name: '' })).toEqual(['name']);
    expect(missingFields({ ...filled, phone: '' })).toEqual(['phone']);
    expect(canSendOrder({ ...filled, phone: '' })).toBe(false);
  });

  it('counts blank text as empty', () => {
    expect(missingFields({ ...filled, name: '  ', address: '\n\t' })).toEqual(['name', 'address']);
  });

  it('needs the address for delivery only', () => {
    expect(canSendOrder({ ...filled, address: '' })).toBe(false);
    expect(canSendOrder({ ...filled, address: '', orderType: 'pickup' })).toBe(true);
  });

  it('does not check the phone format', () => {
    expect(canSendOrder({ ...filled, phone: 'call me after 6' })).toBe(true);
  });
});
