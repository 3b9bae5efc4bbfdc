import { formatRupees } from './money';

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
