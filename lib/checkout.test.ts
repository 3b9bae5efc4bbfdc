import {
  canSendOrder,
  emptyCustomer,
  fieldLimits,
  maySendAgain,
  missingFields,
  refusalCeiling,
  refusalMessage,
  refusesText,
  sendGuardMs,
  showCount,
  tooLongFields,
  tooLongMessage,
  type CustomerDetails,
} from './checkout';

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
  it('are 80 for the name, 20 for the phone, 500 for the address and 300 for instructions', () => {
    expect(fieldLimits).toEqual({ name: 80, phone: 20, address: 500, instructions: 300 });
  });

  it('allow each field up to its limit and block the order past it', () => {
    const atLimit = {
      ...filled,
      name: 'n'.repeat(80),
      phone: '9'.repeat(20),
      address: 'a'.repeat(500),
      instructions: 'i'.repeat(300),
    };
    expect(tooLongFields(atLimit)).toEqual([]);
    expect(canSendOrder(atLimit)).toBe(true);
    const over = {
      ...atLimit,
      name: 'n'.repeat(81),
      phone: '9'.repeat(21),
      address: 'a'.repeat(501),
      instructions: 'i'.repeat(301),
    };
    expect(tooLongFields(over)).toEqual(['name', 'phone', 'address', 'instructions']);
    expect(canSendOrder(over)).toBe(false);
  });

  it('count what is sent: surrounding spaces do not count', () => {
    expect(tooLongFields({ ...filled, name: `  ${'n'.repeat(80)}\n ` })).toEqual([]);
  });

  it('count characters as the customer sees them', () => {
    expect(tooLongFields({ ...filled, name: '👨‍👩‍👧'.repeat(80) })).toEqual([]);
    expect(tooLongFields({ ...filled, address: 'क्षि'.repeat(501) })).toEqual(['address']);
  });

  it('ignore the hidden address of a pickup, which is not sent', () => {
    const pickup = { ...filled, orderType: 'pickup' as const, address: 'a'.repeat(600) };
    expect(tooLongFields(pickup)).toEqual([]);
    expect(canSendOrder(pickup)).toBe(true);
  });

  it('say which field is too long and by how much', () => {
    expect(tooLongMessage('name', 85)).toBe('Name is too long: 85 of 80 characters.');
    expect(tooLongMessage('phone', 21)).toBe('Phone number is too long: 21 of 20 characters.');
    expect(tooLongMessage('address', 612)).toBe(
      'Delivery address is too long: 612 of 500 characters.',
    );
    expect(tooLongMessage('instructions', 305)).toBe(
      'Cooking instructions are too long: 305 of 300 characters.',
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
    expect(refusalMessage('name')).toBe(
      'Name: that text was not added. It has more than 800 characters; the most is 80.',
    );
    expect(refusalMessage('instructions')).toBe(
      'Cooking instructions: that text was not added. It has more than 3,000 characters; the most is 300.',
    );
  });

  it('show the count from four fifths of the limit', () => {
    expect(showCount('instructions', 239)).toBe(false);
    expect(showCount('instructions', 240)).toBe(true);
    expect(showCount('name', 64)).toBe(true);
    expect(showCount('name', 63)).toBe(false);
  });
});

describe('maySendAgain', () => {
  it('lets the first press through', () => {
    expect(maySendAgain(null, 1_000)).toBe(true);
  });

  it('ignores another press within two seconds', () => {
    expect(sendGuardMs).toBe(2000);
    expect(maySendAgain(10_000, 10_000)).toBe(false);
    expect(maySendAgain(10_000, 11_999)).toBe(false);
    expect(maySendAgain(10_000, 12_000)).toBe(true);
  });

  it('does not lock the button when the clock is set back', () => {
    expect(maySendAgain(10_000, 5_000)).toBe(true);
  });
});
