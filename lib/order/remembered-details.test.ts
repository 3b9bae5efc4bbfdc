import { maxQuantity, type CartItem } from './cart';
import { emptyCustomer, type CustomerDetails } from './checkout';
import { keepLastOrder, lastOrderWords, readLastOrder } from './last-order';
import { lastOrderKey } from '../offline/storage-keys';
import {
  forgetDetails,
  forgottenElsewhere,
  readRememberedDetails,
  rememberDetails,
  rememberedDetailsKey,
} from './remembered-details';
import { en } from '../words/en';
import { hi } from '../words/hi';

const details: CustomerDetails = {
  ...emptyCustomer,
  name: 'आशा वर्मा',
  phone: '94150 12345',
  address: 'Flat 2,\nPark Street',
  orderType: 'pickup',
  instructions: 'less spicy',
  location: { latitude: 25.4, longitude: 81.8 },
};

function memoryStore() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('remembered details', () => {
  it('reads back exactly the name, phone, address and order type, and nothing else', () => {
    const store = memoryStore();
    expect(rememberDetails(store, details)).toBe('kept');
    expect(readRememberedDetails(store)).toEqual({
      name: details.name,
      phone: details.phone,
      address: details.address,
      orderType: 'pickup',
    });
    expect(store.values.get(rememberedDetailsKey)).not.toMatch(/spicy|25\.4/);
  });

  it('are gone once forgotten', () => {
    const store = memoryStore();
    rememberDetails(store, details);
    forgetDetails(store);
    expect(readRememberedDetails(store)).toBeNull();
  });

  it.each([
    ['not JSON', '{name:'],
    ['a list', '["Asha"]'],
    ['a missing field', JSON.stringify({ name: 'Asha', phone: '1', orderType: 'delivery' })],
    [
      'an unknown order type',
      JSON.stringify({ name: 'A', phone: '1', address: '', orderType: 'x' }),
    ],
    [
      'a field of the wrong type',
      JSON.stringify({ name: 7, phone: '1', address: '', orderType: 'pickup' }),
    ],
    [
      'an absurdly long field',
      JSON.stringify({ name: 'x'.repeat(100_000), phone: '1', address: '', orderType: 'pickup' }),
    ],
  ])('are nothing when storage holds %s', (_, value) => {
    const store = memoryStore();
    store.values.set(rememberedDetailsKey, value);
    expect(readRememberedDetails(store)).toBeNull();
  });

  it('remember nothing and break nothing when storage is missing or refused', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(rememberDetails(refusing, details)).toBe('refused');
    expect(readRememberedDetails(refusing)).toBeNull();
    expect(() => forgetDetails(refusing)).not.toThrow();
    expect(rememberDetails(undefined, details)).toBe('refused');
    expect(readRememberedDetails(undefined)).toBeNull();
  });

  it.each([
    ['Chrome and Safari', 'QuotaExceededError'],
    ['Firefox', 'NS_ERROR_DOM_QUOTA_REACHED'],
  ])('tell a full storage (as %s names it) from a refusal', (_, name) => {
    const store = memoryStore();
    rememberDetails(store, details);
    const full = {
      ...store,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', name);
      },
    };
    expect(rememberDetails(full, { ...details, name: 'Asha' })).toBe('full');
    expect(readRememberedDetails(store)?.name).toBe(details.name);
  });
});

describe('details forgotten in another tab', () => {
  it('are told by their key deleted, or by the whole storage cleared', () => {
    expect(forgottenElsewhere({ key: rememberedDetailsKey, newValue: null })).toBe(true);
    expect(forgottenElsewhere({ key: null, newValue: null })).toBe(true);
  });

  it('are not told by the details written again, or by another key', () => {
    const written = JSON.stringify({ name: 'A', phone: '1', address: '', orderType: 'pickup' });
    expect(forgottenElsewhere({ key: rememberedDetailsKey, newValue: written })).toBe(false);
    expect(forgottenElsewhere({ key: 'cpc-cafe.other', newValue: null })).toBe(false);
  });
});

describe('an order at the table', () => {
  it('is remembered without its table: a later visit starts with the order type kept before', () => {
    const store = memoryStore();
    rememberDetails(store, details);
    rememberDetails(store, { ...details, orderType: 'dine-in', table: '7' });
    expect(readRememberedDetails(store)).toEqual({
      name: details.name,
      phone: details.phone,
      address: details.address,
      orderType: 'pickup',
    });
    expect(store.values.get(rememberedDetailsKey)).not.toContain('7');
  });

  it('starts a first remembering as the spec default, delivery', () => {
    const store = memoryStore();
    rememberDetails(store, { ...details, orderType: 'dine-in', table: '7' });
    expect(readRememberedDetails(store)?.orderType).toBe('delivery');
  });
});

describe('the last order', () => {
  const lines: CartItem[] = [
    { id: 'a', name: 'Veg Chowmein', price: 60, quantity: 2, size: 'half' },
    { id: 'b', name: 'Kulhad Tea', price: 15, quantity: 1 },
  ];

  it('keeps the dishes, sizes, quantities and date, and no price or detail', () => {
    const store = memoryStore();
    keepLastOrder(store, lines, 1_800_000_000_000);
    expect(readLastOrder(store)).toEqual({
      sentAt: 1_800_000_000_000,
      lines: [
        { name: 'Veg Chowmein', size: 'half', quantity: 2 },
        { name: 'Kulhad Tea', quantity: 1 },
      ],
    });
    expect(store.values.get(lastOrderKey)).not.toMatch(/price|60|15/);
  });

  it('goes with Forget my details', () => {
    const store = memoryStore();
    rememberDetails(store, details);
    keepLastOrder(store, lines, 0);
    forgetDetails(store);
    expect(readLastOrder(store)).toBeNull();
    expect(readRememberedDetails(store)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no lines', '{"sentAt":0,"lines":[]}'],
    ['no date', '{"lines":[{"name":"Kulhad Tea","quantity":1}]}'],
    ['a quantity of 0', '{"sentAt":0,"lines":[{"name":"Kulhad Tea","quantity":0}]}'],
    [
      'a size no dish has',
      '{"sentAt":0,"lines":[{"name":"Kulhad Tea","size":"large","quantity":1}]}',
    ],
    [
      `more than ${maxQuantity} plates`,
      `{"sentAt":0,"lines":[{"name":"Tea","quantity":${maxQuantity + 1}}]}`,
    ],
  ])('is not read from a value with %s', (_, value) => {
    const store = memoryStore();
    store.setItem(lastOrderKey, value);
    expect(readLastOrder(store)).toBeNull();
  });

  it('reads on a Hindi page by the Hindi names it was kept with', () => {
    const store = memoryStore();
    keepLastOrder(store, [{ ...lines[0]!, hindiName: 'वेज चाउमीन' }, lines[1]!], 0);
    const last = readLastOrder(store)!;
    expect(lastOrderWords(hi.cart.orderAgain, 'hi', last)).toBe(
      '2 × वेज चाउमीन (हाफ़) और Kulhad Tea',
    );
    expect(lastOrderWords(en.cart.orderAgain, 'en', last)).toBe(
      '2 × Veg Chowmein (Half) and Kulhad Tea',
    );
  });

  it('reads in a few words on its button', () => {
    const last = (picks: [string, number][]) => ({
      sentAt: 0,
      lines: picks.map(([name, quantity]) => ({ name, quantity })),
    });
    expect(lastOrderWords(en.cart.orderAgain, 'en', last([['Kulhad Tea', 2]]))).toBe(
      '2 × Kulhad Tea',
    );
    expect(
      lastOrderWords(
        en.cart.orderAgain,
        'en',
        last([
          ['Kulhad Tea', 1],
          ['Veg Momos', 1],
        ]),
      ),
    ).toBe('Kulhad Tea and Veg Momos');
    expect(
      lastOrderWords(
        en.cart.orderAgain,
        'en',
        last([
          ['Kulhad Tea', 2],
          ['Veg Momos', 1],
          ['Samosa', 3],
          ['Lassi', 1],
        ]),
      ),
    ).toBe('2 × Kulhad Tea, Veg Momos and 2 more');
  });
});
