import { dateOn, dateWords } from './calendar';

describe('dates as the cafe writes them', () => {
  it('reads an instant on the cafe’s clock, not the phone’s', () => {
    // 20:00 UTC on Thursday 26 November 2026 is 1:30 AM on Friday 27 November in India.
    expect(dateOn(new Date('2026-11-26T20:00:00Z'), '+05:30')).toBe('Fri 27 Nov');
    expect(dateOn(new Date('2026-11-26T20:00:00Z'), '-05:00')).toBe('Thu 26 Nov');
  });

  it('names a day counted from 1 January 1970, a Thursday', () => {
    expect(dateWords(0)).toBe('Thu 1 Jan');
    expect(dateWords(59)).toBe('Sun 1 Mar');
  });
});
