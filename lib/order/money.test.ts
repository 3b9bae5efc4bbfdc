import { formatRupees, groupDigits } from './money';

describe('formatRupees', () => {
  it('prefixes the rupee sign', () => {
    expect(formatRupees(60)).toBe('₹60');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('groups digits the Indian way', () => {
    expect(formatRupees(1234)).toBe('₹1,234');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });
});

describe('groupDigits', () => {
  it.each([
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [99999, '99,999'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [-2500, '-2,500'],
    [1499.6, '1,500'],
  ])('writes %p as %s', (value, text) => {
    expect(groupDigits(value)).toBe(text);
  });
});
