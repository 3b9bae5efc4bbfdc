import fc from 'fast-check';
import { dateOn } from './calendar';
import { isSentAt, lastOrderFrom } from './last-order';
import { en } from '../words/en';
import { hi } from '../words/hi';

const kept = (sentAt: unknown) =>
  JSON.stringify({ sentAt, lines: [{ name: 'Kulhad Tea', quantity: 1 }] });

describe('a kept last order’s time', () => {
  it('is read when the site could have written it', () => {
    for (const sentAt of [0, 1_800_000_000_000, Date.UTC(9999, 11, 31, 23, 59)]) {
      expect(lastOrderFrom(kept(sentAt))?.sentAt).toBe(sentAt);
    }
  });

  it('makes a tampered record not read at all, rather than shown as "undefined NaN undefined"', () => {
    for (const sentAt of [8.64e15, 9e15, 1e300, -1, 1.5, '1800000000000', null, true]) {
      expect({ sentAt, read: lastOrderFrom(kept(sentAt)) }).toEqual({ sentAt, read: null });
    }
  });

  it('is always a date the Order again card can name, in either language, on any clock', () => {
    const sentAt = fc.oneof(
      fc.integer(),
      fc.maxSafeInteger(),
      fc.double(),
      fc.integer({ min: 8e15, max: 9e15 }),
      fc.string(),
      fc.constant(null),
    );
    const offset = fc.constantFrom('+05:30', '+00:00', '+14:00', '-12:00');
    fc.assert(
      fc.property(sentAt, offset, fc.constantFrom('en', 'hi'), (time, utcOffset, locale) => {
        const read = lastOrderFrom(kept(time));
        expect(read === null).toBe(!isSentAt(time));
        if (!read) return;
        const words = { en, hi }[locale].checkout.calendar;
        const date = dateOn(new Date(read.sentAt), utcOffset, words);
        expect(date).not.toMatch(/undefined|NaN/);
      }),
      { numRuns: 500 },
    );
  });
});
