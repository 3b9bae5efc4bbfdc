import fc from 'fast-check';
import { ignoredRange } from './byte-range.mjs';

describe('ignoredRange', () => {
  it('keeps a valid byte range, satisfiable or not', () => {
    for (const header of [
      'bytes=0-9',
      'bytes=5-',
      'bytes=-5',
      'bytes=5-5',
      'bytes=0-0, 10-20',
      'BYTES=0-9',
      'bytes=99999999-',
    ]) {
      expect({ header, ignored: ignoredRange(header) }).toEqual({ header, ignored: false });
    }
  });

  it('ignores a range whose last byte comes before its first, or that is not a byte range', () => {
    for (const header of [
      'bytes=5-1',
      'bytes=0-9, 5-1',
      'bytes=',
      'bytes=-',
      'bytes=a-b',
      'bytes=1-2-3',
      'items=0-9',
      '0-9',
      '',
    ]) {
      expect({ header, ignored: ignoredRange(header) }).toEqual({ header, ignored: true });
    }
  });

  it('ignores exactly the ranges that end before they start', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 70n }),
        fc.bigInt({ min: 0n, max: 2n ** 70n }),
        (a, b) => {
          expect(ignoredRange(`bytes=${a}-${b}`)).toBe(b < a);
        },
      ),
      { numRuns: 300 },
    );
  });
});
