import { dateOn, dateWords } from './calendar';
import { en } from '../words/en';
import { hi } from '../words/hi';

const words = en.checkout.calendar;

describe('dates as the cafe writes them', () => {
  it('reads an instant on the cafe’s clock, not the phone’s', () => {
    // 20:00 UTC on Thursday 26 November 2026 is 1:30 AM on Friday 27 November in India.
    expect(dateOn(new Date('2026-11-26T20:00:00Z'), '+05:30', words)).toBe('Fri 27 Nov');
    expect(dateOn(new Date('2026-11-26T20:00:00Z'), '-05:00', words)).toBe('Thu 26 Nov');
  });

  it('names a day counted from 1 January 1970, a Thursday', () => {
    expect(dateWords(0, words)).toBe('Thu 1 Jan');
    expect(dateWords(59, words)).toBe('Sun 1 Mar');
  });

  it('names the day in the words it is given', () => {
    expect(dateWords(0, hi.checkout.calendar)).toBe('गुरुवार 1 जनवरी');
  });
});
