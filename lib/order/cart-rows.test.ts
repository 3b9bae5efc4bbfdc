import type { MenuItem } from '@/data/menu';
import { cartReducer, type CartItem } from './cart';
import { cartRows, lineNames, putBackIndex, type CartRow } from './cart-rows';
import { madeUpDish } from '@/test/made-up';
import { en } from '../words/en';
import { hi } from '../words/hi';

// Made-up dishes and prices: the rules are under test here, not the cafe's menu.
const tea = madeUpDish('Kulhad Tea', { price: 15 });
const chowmein = madeUpDish('Veg Chowmein', { price: 60, fullPrice: 110 });

function add(lines: CartItem[], item: MenuItem, size?: CartItem['size'], at = 1000) {
  return cartReducer(lines, { type: 'add', item, size, at });
}

describe('lineNames', () => {
  const line = (id: string, name: string, size?: CartItem['size']): CartItem => ({
    id,
    name,
    price: 15,
    quantity: 1,
    ...(size ? { size } : {}),
  });

  it('is the label alone when no other line has it', () => {
    const lines = [line('a', 'Kulhad Tea'), line('b', 'Veg Chowmein', 'half')];
    expect([...lineNames(en.cart.review, 'en', lines).values()]).toEqual([
      'Kulhad Tea',
      'Veg Chowmein (Half)',
    ]);
  });

  it('adds the line number, as the message numbers it, to lines that share a label', () => {
    const lines = [
      line('a', 'Kulhad Tea'),
      line('b', 'Veg Chowmein', 'half'),
      line('c', 'Kulhad Tea'),
      line('d', 'Veg Chowmein', 'full'),
      line('e', 'Kulhad Tea'),
    ];
    expect([...lineNames(en.cart.review, 'en', lines).values()]).toEqual([
      'Kulhad Tea, line 1',
      'Veg Chowmein (Half)',
      'Kulhad Tea, line 3',
      'Veg Chowmein (Full)',
      'Kulhad Tea, line 5',
    ]);
  });
  it('keeps the name a line had once it has left the cart, as its removed row shows it', () => {
    const three = [
      line('a', 'Kulhad Tea'),
      line('b', 'Veg Chowmein', 'half'),
      line('c', 'Kulhad Tea'),
    ];
    const before = lineNames(en.cart.review, 'en', three);
    const after = lineNames(en.cart.review, 'en', three.slice(1), before);
    expect(after.get('a')).toBe(before.get('a'));
    expect(after.get('c')).toBe('Kulhad Tea');
  });

  it('names the lines in the page’s language', () => {
    const lines = [{ ...line('a', 'Kulhad Tea'), hindiName: 'कुल्हड़ चाय' }];
    expect(lineNames(hi.cart.review, 'hi', lines).get('a')).toBe('कुल्हड़ चाय');
  });
});

describe('cartRows', () => {
  const three = add(add(add([], tea, undefined, 1), chowmein, 'half', 2), tea, undefined, 3);
  const [first, second, third] = three;
  const shape = (rows: CartRow[]) => rows.map(({ line, removed }) => [line.id, removed]);

  it('shows every line in the order of the cart at first', () => {
    expect(shape(cartRows([], three))).toEqual(three.map((line) => [line.id, false]));
  });

  it('keeps the place of a removed line, so that the rows below do not move', () => {
    const rows = cartRows(cartRows([], three), [first!, third!]);
    expect(shape(rows)).toEqual([
      [first!.id, false],
      [second!.id, true],
      [third!.id, false],
    ]);
    expect(rows[1]?.line).toBe(second);
  });

  it('follows changed quantities and puts new lines last', () => {
    const more = cartReducer(three, { type: 'setQuantity', id: third!.id, quantity: 3 });
    const added = add(more, chowmein, 'full', 4);
    const rows = cartRows(cartRows([], three), added);
    expect(rows.map(({ line }) => line.quantity)).toEqual([1, 1, 3, 1]);
    expect(rows[3]?.line.size).toBe('full');
  });

  it('makes a put-back line a line again in its place, after the lines above it', () => {
    const rows = cartRows(cartRows(cartRows([], three), [first!, third!]), [third!]);
    expect(shape(rows)).toEqual([
      [first!.id, true],
      [second!.id, true],
      [third!.id, false],
    ]);
    expect(putBackIndex(rows, second!.id)).toBe(0);
    expect(putBackIndex(rows, first!.id)).toBe(0);
    const back = cartReducer([third!], { type: 'putBack', line: second!, index: 0 });
    expect(shape(cartRows(rows, back))).toEqual([
      [first!.id, true],
      [second!.id, false],
      [third!.id, false],
    ]);
    expect(putBackIndex(cartRows(rows, back), first!.id)).toBe(0);
    expect(putBackIndex(cartRows(rows, back), third!.id)).toBe(1);
  });
});
