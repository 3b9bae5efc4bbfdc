import {
  canSendOrder,
  emptyCustomer,
  fieldLimits,
  missingFields,
  refusalCeiling,
  refusalMessage,
  refusesText,
  showCount,
  tooLongFields,
  tooLongMessage,
  type CustomerDetails,
} from './checkout';
import { en } from '../words/en';

const words = en.checkout.fields;

const filled: CustomerDetails = {
  ...emptyCustomer,
  name: 'Asha',
  phone: '94150',
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

  it('counts a field with nothing visible in it as empty', () => {
    // Each passes trim(): a zero-width space, a Hangul filler, a blank Braille pattern.
    const blank = { ...filled, name: '\u200B', phone: ' \u3164 ', address: '\u2800\u2800' };
    expect(missingFields(blank)).toEqual(['name', 'phone', 'address']);
    expect(canSendOrder(blank)).toBe(false);
    expect(missingFields({ ...filled, phone: '\u200B9\u200B' })).toEqual([]);
  });

  it('needs the address for delivery only', () => {
    expect(canSendOrder({ ...filled, address: '' })).toBe(false);
    expect(canSendOrder({ ...filled, address: '', orderType: 'pickup' })).toBe(true);
  });

  it('does not check the phone format', () => {
    expect(canSendOrder({ ...filled, phone: 'call me after 6' })).toBe(true);
  });
});

describe('field limits', () => {
  const limit = fieldLimits;

  it('allow each field up to its limit and block the order past it', () => {
    const atLimit = {
      ...filled,
      name: 'n'.repeat(limit.name),
      phone: '9'.repeat(limit.phone),
      address: 'a'.repeat(limit.address),
      instructions: 'i'.repeat(limit.instructions),
    };
    expect(tooLongFields(atLimit)).toEqual([]);
    expect(canSendOrder(atLimit)).toBe(true);
    const over = {
      ...atLimit,
      name: 'n'.repeat(limit.name + 1),
      phone: '9'.repeat(limit.phone + 1),
      address: 'a'.repeat(limit.address + 1),
      instructions: 'i'.repeat(limit.instructions + 1),
    };
    expect(tooLongFields(over)).toEqual(['name', 'phone', 'address', 'instructions']);
    expect(canSendOrder(over)).toBe(false);
  });

  it('count what is sent: surrounding spaces do not count', () => {
    expect(tooLongFields({ ...filled, name: `  ${'n'.repeat(limit.name)}\n ` })).toEqual([]);
  });

  it('count characters as the customer sees them', () => {
    expect(tooLongFields({ ...filled, name: '👨‍👩‍👧'.repeat(limit.name) })).toEqual([]);
    expect(tooLongFields({ ...filled, address: 'क्षि'.repeat(limit.address + 1) })).toEqual([
      'address',
    ]);
  });

  it('ignore the hidden address of a pickup, which is not sent', () => {
    const pickup = {
      ...filled,
      orderType: 'pickup' as const,
      address: 'a'.repeat(limit.address + 100),
    };
    expect(tooLongFields(pickup)).toEqual([]);
    expect(canSendOrder(pickup)).toBe(true);
  });

  it('say which field is too long and by how much', () => {
    expect(tooLongMessage('name', 85, words)).toBe(
      `Name is too long: 85 of ${limit.name} characters.`,
    );
    expect(tooLongMessage('phone', 21, words)).toBe(
      `Phone number is too long: 21 of ${limit.phone} characters.`,
    );
    expect(tooLongMessage('address', 612, words)).toBe(
      `Delivery address is too long: 612 of ${limit.address} characters.`,
    );
    expect(tooLongMessage('instructions', 305, words)).toBe(
      `Cooking instructions are too long: 305 of ${limit.instructions} characters.`,
    );
  });

  it('refuse text over ten times the limit outright, and take anything up to it', () => {
    expect(refusalCeiling('name')).toBe(800);
    expect(refusalCeiling('instructions')).toBe(3000);
    expect(refusesText('name', 'n'.repeat(800))).toBe(false);
    expect(refusesText('name', 'n'.repeat(801))).toBe(true);
    expect(refusesText('address', 'क्षि'.repeat(5000))).toBe(false);
    expect(refusesText('address', 'क्षि'.repeat(5001))).toBe(true);
    expect(refusesText('instructions', 'x'.repeat(1024 * 1024))).toBe(true);
  });

  it('say what was refused and why', () => {
    expect(refusalMessage('name', words)).toBe(
      'Name: that text was not added. It has more than 800 characters; the most is 80.',
    );
    expect(refusalMessage('instructions', words)).toBe(
      'Cooking instructions: that text was not added. It has more than 3,000 characters; the most is 300.',
    );
  });

  it('show the count from four fifths of the limit', () => {
    for (const field of ['name', 'phone', 'address', 'instructions'] as const) {
      const fourFifths = Math.ceil(limit[field] * 0.8);
      expect(showCount(field, fourFifths - 1)).toBe(false);
      expect(showCount(field, fourFifths)).toBe(true);
      expect(showCount(field, limit[field])).toBe(true);
    }
  });
});
