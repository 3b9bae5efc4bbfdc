import type { MenuItem } from '@/data/menu';
import {
  cartReducer,
  cartTotal,
  itemCount,
  lineLabelIn,
  lineMaximum,
  lineTotal,
  maxQuantity,
  platesOf,
  putBackQuantity,
  quantityLimitNote,
  unitPrice,
  type CartItem,
} from './cart';
import { putBackNote } from './cart-undo';
import { lineLabel } from './line-text';
import { madeUpDish } from '@/test/made-up';
import { en } from '../words/en';
import { hi } from '../words/hi';

// Made-up dishes and prices: the rules are under test here, not the cafe's menu.
const tea = madeUpDish('Kulhad Tea', { price: 15 });
const chowmein = madeUpDish('Veg Chowmein', { price: 60, fullPrice: 110 });
const water = madeUpDish('Packaged Water', { price: 'Print Rate' });

function add(lines: CartItem[], item: MenuItem, size?: CartItem['size'], at = 1000) {
  return cartReducer(lines, { type: 'add', item, size, at });
}

describe('cartReducer add', () => {
  it('makes a new line with quantity 1 and an id of name, size and timestamp', () => {
    const [line] = add([], chowmein, 'half', 1700000000000);
    expect(line).toEqual({
      id: 'Veg Chowmein|half|1700000000000',
      name: 'Veg Chowmein',
      price: 60,
      quantity: 1,
      size: 'half',
    });
  });

  it('leaves size out for single-price dishes', () => {
    const [line] = add([], tea);
    expect(line).not.toHaveProperty('size');
    expect(line?.price).toBe(15);
  });

  it('uses the full price for a full plate', () => {
    expect(add([], chowmein, 'full')[0]?.price).toBe(110);
  });

  it('makes a separate line when the same dish is added again', () => {
    const lines = add(add([], tea, undefined, 1), tea, undefined, 2);
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.quantity)).toEqual([1, 1]);
  });

  it('gives distinct ids to two adds in the same millisecond', () => {
    const lines = add(add(add([], tea, undefined, 5), tea, undefined, 5), tea, undefined, 5);
    expect(new Set(lines.map((line) => line.id)).size).toBe(3);
  });

  it('refuses Print Rate dishes', () => {
    const lines = add([], water);
    expect(lines).toEqual([]);
  });

  it('refuses a half/full dish without a size and a size on a single-price dish', () => {
    expect(add([], chowmein)).toEqual([]);
    expect(add([], tea, 'full')).toEqual([]);
  });
});

describe('cartReducer quantities', () => {
  const start = add(add([], tea, undefined, 1), chowmein, 'half', 2);
  const teaId = start[0]!.id;

  it('sets a quantity', () => {
    const lines = cartReducer(start, { type: 'setQuantity', id: teaId, quantity: 3 });
    expect(lines[0]?.quantity).toBe(3);
    expect(lines[1]?.quantity).toBe(1);
  });

  it('removes the line when the quantity is set to 0 or less', () => {
    expect(cartReducer(start, { type: 'setQuantity', id: teaId, quantity: 0 })).toHaveLength(1);
    expect(cartReducer(start, { type: 'setQuantity', id: teaId, quantity: -2 })).toHaveLength(1);
  });

  it('keeps a quantity a whole number from 1 to maxQuantity', () => {
    const set = (quantity: number) =>
      cartReducer(start, { type: 'setQuantity', id: teaId, quantity });
    expect(set(maxQuantity - 1)[0]?.quantity).toBe(maxQuantity - 1);
    expect(set(maxQuantity)[0]?.quantity).toBe(maxQuantity);
    expect(set(maxQuantity + 1)[0]?.quantity).toBe(maxQuantity);
    expect(set(maxQuantity * 10)[0]?.quantity).toBe(maxQuantity);
    expect(set(2.7)[0]?.quantity).toBe(2);
    expect(set(0.5)).toHaveLength(1);
    expect(set(Number.NaN)).toHaveLength(1);
  });

  it('removes one line', () => {
    const lines = cartReducer(start, { type: 'remove', id: teaId });
    expect(lines.map((line) => line.name)).toEqual(['Veg Chowmein']);
  });

  it('clears all lines', () => {
    expect(cartReducer(start, { type: 'clear' })).toEqual([]);
  });
});

describe('cart figures', () => {
  const lines: CartItem[] = [
    { id: 'a', name: 'Kulhad Tea', price: 15, quantity: 3 },
    { id: 'b', name: 'Veg Chowmein', price: 110, quantity: 2, size: 'full' },
  ];

  it('counts items as the sum of quantities', () => {
    expect(itemCount(lines)).toBe(5);
    expect(itemCount([])).toBe(0);
  });

  it('totals price times quantity', () => {
    expect(lineTotal(lines[1]!)).toBe(220);
    expect(cartTotal(lines)).toBe(265);
  });

  it('names a line on a Hindi page by its Hindi name, and the order message by its English one', () => {
    const [line] = add([], { ...chowmein, hindiName: 'वेज चाउमीन' }, 'full');
    expect(line?.name).toBe('Veg Chowmein');
    expect(lineLabel(line!)).toBe('Veg Chowmein (Full)');
    expect(lineLabelIn(en.cart.line, 'en', line!)).toBe('Veg Chowmein (Full)');
    expect(lineLabelIn(hi.cart.line, 'hi', line!)).toBe('वेज चाउमीन (फ़ुल)');
    // A dish without a Hindi name keeps its English one.
    expect(lineLabelIn(hi.cart.line, 'hi', { name: 'Kulhad Tea' })).toBe('Kulhad Tea');
  });

  it('knows which sizes can be ordered', () => {
    expect(unitPrice(water)).toBeNull();
    expect(unitPrice(chowmein, 'half')).toBe(60);
  });
});

describe('the plate limit', () => {
  const addTimes = (times: number, item: MenuItem, size?: CartItem['size']) =>
    Array.from({ length: times }).reduce<CartItem[]>(
      (lines, _, at) => add(lines, item, size, at),
      [],
    );

  it('names the dish and size and says what to do for more', () => {
    expect(quantityLimitNote(en.cart.line, 'en', { name: 'Veg Chowmein', size: 'half' })).toBe(
      `${maxQuantity} plates of Veg Chowmein (Half) is the most for one order online; for more, please call us.`,
    );
  });

  it('counts a dish and size over all its lines, and nothing else', () => {
    const lines = [...addTimes(3, tea), ...add([], chowmein, 'half'), ...add([], chowmein, 'full')];
    expect(platesOf(lines, { name: 'Kulhad Tea' })).toBe(3);
    expect(platesOf(lines, { name: 'Veg Chowmein', size: 'half' })).toBe(1);
    expect(platesOf(lines, { name: 'Veg Chowmein' })).toBe(0);
  });

  it('refuses another add once the lines of the dish and size hold 50 plates', () => {
    const fifty = addTimes(maxQuantity, tea);
    expect(fifty).toHaveLength(maxQuantity);
    expect(add(fifty, tea, undefined, 99)).toBe(fifty);
    // Another size of the dish, or another dish, is its own count.
    const halves = addTimes(maxQuantity, chowmein, 'half');
    expect(add(halves, chowmein, 'full')).toHaveLength(maxQuantity + 1);
    expect(add(halves, tea)).toHaveLength(maxQuantity + 1);
  });

  it('lets one line grow only to what the other lines of its dish and size leave', () => {
    const twoLines = addTimes(2, tea);
    const [first, second] = twoLines.map((line) => line.id);
    const set = (lines: CartItem[], id: string, quantity: number) =>
      cartReducer(lines, { type: 'setQuantity', id, quantity });
    const full = set(twoLines, first!, 500);
    expect(full.map((line) => line.quantity)).toEqual([49, 1]);
    expect(lineMaximum(full, full[1]!)).toBe(1);
    expect(set(full, second!, 2)).toEqual(full);
    expect(set(set(full, first!, 40), second!, 20).map((line) => line.quantity)).toEqual([40, 10]);
  });
});

describe('putting a removed line back', () => {
  const three = add(add(add([], tea, undefined, 1), chowmein, 'half', 2), tea, undefined, 3);
  const [first, second, third] = three;

  it('puts it back where it was, with its quantity', () => {
    const twoTeas = cartReducer(three, { type: 'setQuantity', id: second!.id, quantity: 4 });
    const removed = cartReducer(twoTeas, { type: 'remove', id: second!.id });
    const back = cartReducer(removed, { type: 'putBack', line: twoTeas[1]!, index: 1 });
    expect(back).toEqual(twoTeas);
  });

  it('does not put back a line twice, nor past the plate limit', () => {
    expect(cartReducer(three, { type: 'putBack', line: first!, index: 0 })).toBe(three);
    const withoutFirst = cartReducer(three, { type: 'remove', id: first!.id });
    const fullThird = cartReducer(withoutFirst, {
      type: 'setQuantity',
      id: third!.id,
      quantity: 49,
    });
    const back = cartReducer(fullThird, {
      type: 'putBack',
      line: { ...first!, quantity: 5 },
      index: 0,
    });
    expect(back.map((line) => line.quantity)).toEqual([1, 1, 49]);
    const full = cartReducer(fullThird, { type: 'setQuantity', id: third!.id, quantity: 50 });
    expect(cartReducer(full, { type: 'putBack', line: first!, index: 0 })).toBe(full);
  });
});

describe('Undo at the plate limit', () => {
  // Two lines of one dish: Remove the first, raise the second, then Undo the first.
  const [first, second] = add(add([], tea, undefined, 1), tea, undefined, 2);
  const firstPlates = maxQuantity - 20;
  const removedLine = { ...first!, quantity: firstPlates };
  const withSecondAt = (plates: number) => [{ ...second!, quantity: plates }];
  const undo = (lines: CartItem[]) =>
    cartReducer(lines, { type: 'putBack', line: removedLine, index: 0 });

  it('brings back every plate while the limit leaves room for them', () => {
    const lines = withSecondAt(20);
    expect(putBackQuantity(lines, removedLine)).toBe(firstPlates);
    expect(undo(lines).map((line) => line.quantity)).toEqual([firstPlates, 20]);
    expect(putBackNote(en.cart.line, 'en', removedLine, firstPlates)).toBe(
      'Kulhad Tea is back in your cart.',
    );
  });

  it('brings back only what the limit leaves, and says how many of how many', () => {
    const lines = withSecondAt(maxQuantity - 10);
    expect(putBackQuantity(lines, removedLine)).toBe(10);
    expect(undo(lines).map((line) => line.quantity)).toEqual([10, maxQuantity - 10]);
    expect(putBackNote(en.cart.line, 'en', removedLine, 10)).toBe(
      `Only 10 of ${firstPlates} plates of Kulhad Tea could come back: ${maxQuantity} is the most for one order online.`,
    );
  });

  it('says one plate came back as one, in Hindi too', () => {
    const hindiLine = { ...removedLine, hindiName: 'कुल्हड़ चाय' };
    expect(putBackNote(hi.cart.line, 'hi', hindiLine, 1)).toBe(
      `कुल्हड़ चाय की ${firstPlates} में से सिर्फ़ 1 प्लेट वापस आ सकी: एक ऑनलाइन ऑर्डर में ज़्यादा से ज़्यादा ${maxQuantity} प्लेट हो सकती हैं।`,
    );
    expect(putBackNote(en.cart.line, 'en', removedLine, 1)).toBe(
      `Only 1 of ${firstPlates} plates of Kulhad Tea could come back: ${maxQuantity} is the most for one order online.`,
    );
  });

  it('brings back nothing at the limit, and says why', () => {
    const lines = withSecondAt(maxQuantity);
    expect(putBackQuantity(lines, removedLine)).toBe(0);
    expect(undo(lines)).toBe(lines);
    expect(putBackNote(en.cart.line, 'en', { ...removedLine, size: 'half' }, 0)).toBe(
      `Kulhad Tea (Half) could not come back: your cart already has ${maxQuantity} plates of it, the most for one order online.`,
    );
  });
});

describe('restoring handed-over lines', () => {
  it('puts them before the lines added since the page loaded', () => {
    const handed = add([], tea, undefined, 1);
    const since = add([], chowmein, 'half', 2);
    const lines = cartReducer(since, { type: 'handOver', lines: handed });
    expect(lines.map((line) => line.name)).toEqual(['Kulhad Tea', 'Veg Chowmein']);
    expect(cartReducer(lines, { type: 'handOver', lines: handed })).toEqual(lines);
  });
});

describe('Undo of Clear Cart', () => {
  it('puts back every line as it was: ids, sizes, prices, quantities and order', () => {
    const before = [
      cartReducer([], { type: 'add', item: chowmein, size: 'full', at: 1 }),
      cartReducer([], { type: 'add', item: tea, at: 2 }),
    ].flat();
    const withQuantity = cartReducer(before, {
      type: 'setQuantity',
      id: before[1]!.id,
      quantity: 3,
    });
    const cleared = cartReducer(withQuantity, { type: 'clear' });
    expect(cleared).toEqual([]);
    expect(cartReducer(cleared, { type: 'restore', lines: withQuantity })).toEqual(withQuantity);
  });

  it('changes nothing once the cart has new lines', () => {
    const fresh = cartReducer([], { type: 'add', item: tea, at: 5 });
    const old = cartReducer([], { type: 'add', item: chowmein, size: 'half', at: 1 });
    expect(cartReducer(fresh, { type: 'restore', lines: old })).toEqual(fresh);
  });
});
