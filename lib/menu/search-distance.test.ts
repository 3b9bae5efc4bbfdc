import { editDistance } from './search-distance';

describe('editDistance', () => {
  it('counts inserted, deleted and changed letters', () => {
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('chai', 'chai')).toBe(0);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('counts two neighbouring letters swapped as one edit', () => {
    expect(editDistance('briyani', 'biryani')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
  });

  it('does not edit a swapped pair again (optimal string alignment)', () => {
    expect(editDistance('ca', 'abc')).toBe(3);
  });
});
