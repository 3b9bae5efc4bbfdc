import type { CartItem } from './cart';
import { lineLabel, lineReading, listOf } from './line-text';
import { formatRupees } from './money';
import { en } from '../words/en';

// Made-up lines: the rules are under test here, not the cafe's menu.
const lines: CartItem[] = [
  { id: 'a', name: 'Kulhad Tea', price: 15, quantity: 3 },
  { id: 'b', name: 'Veg Chowmein', price: 110, quantity: 2, size: 'full' },
];

describe('a line as text', () => {
  it('labels a line with its size', () => {
    expect(lineLabel(lines[1]!)).toBe('Veg Chowmein (Full)');
    expect(lineLabel(lines[0]!)).toBe('Kulhad Tea');
  });

  it('reads a line out with each part apart: name, size, price and quantity', () => {
    expect(lineReading(en.cart.line, 'en', lines[1]!)).toBe(
      `Veg Chowmein, Full, ${formatRupees(110)} × 2`,
    );
    expect(lineReading(en.cart.line, 'en', lines[0]!)).toBe(`Kulhad Tea, ${formatRupees(15)} × 3`);
  });

  it('lists names with the last two joined by the page’s "and"', () => {
    expect(listOf(en.cart.line, ['Kulhad Tea'])).toBe('Kulhad Tea');
    expect(listOf(en.cart.line, ['Kulhad Tea', 'Veg Momos', 'Samosa'])).toBe(
      `Kulhad Tea, Veg Momos${en.cart.line.and}Samosa`,
    );
  });
});
