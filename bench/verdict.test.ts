/** @jest-environment node */
import { formatBudget, formatSummary, summarize, verdict, versusFloor } from './verdict.mjs';

describe('summarize', () => {
  it('gives the middle round and the lowest and highest, whatever the order', () => {
    expect(summarize([30, 10, 20])).toEqual({ median: 20, low: 10, high: 30, count: 3 });
  });

  it('takes the mean of the two middle rounds of an even count', () => {
    expect(summarize([40, 10, 20, 30]).median).toBe(25);
  });

  it('leaves out the rounds that measured nothing', () => {
    expect(summarize([NaN, 12, Infinity, 8])).toEqual({ median: 10, low: 8, high: 12, count: 2 });
  });

  it('says nothing was measured when no round was', () => {
    const none = summarize([NaN]);
    expect(none.count).toBe(0);
    expect(none.median).toBeNaN();
  });
});

describe('versusFloor', () => {
  it("compares each round with the floor's figure of the same round", () => {
    expect(versusFloor([1100, 1300], [1000, 1000], 'x')).toEqual([1.1, 1.3]);
    expect(versusFloor([250, 180], [100, 150], '+')).toEqual([150, 30]);
  });

  it('has no comparison for a round where the floor measured nothing', () => {
    const [first, second] = versusFloor([1100, 1300], [NaN], 'x');
    expect(first).toBeNaN();
    expect(second).toBeNaN();
  });
});

describe('verdict', () => {
  const spread = (low: number, high: number) => summarize([low, (low + high) / 2, high]);

  it('is met when every round is within the budget', () => {
    expect(verdict(spread(1.02, 1.1), { max: 1.1 })).toBe('met');
    expect(verdict(spread(100, 100), { min: 100 })).toBe('met');
  });

  it('is over when no round is within the budget', () => {
    expect(verdict(spread(1.12, 1.3), { max: 1.1 })).toBe('over');
    expect(verdict(spread(90, 98), { min: 100 })).toBe('over');
  });

  it('is within noise when the spread crosses the budget, whichever side the median is on', () => {
    expect(verdict(spread(1.05, 1.25), { max: 1.1 })).toBe('within noise');
    expect(verdict(summarize([1.0, 1.2, 1.3]), { max: 1.1 })).toBe('within noise');
    expect(verdict(spread(96, 100), { min: 100 })).toBe('within noise');
  });

  it('is over for one round over the budget: a lone figure has no spread to be noise', () => {
    expect(verdict(summarize([51]), { max: 50 })).toBe('over');
  });

  it('says when nothing was measured', () => {
    expect(verdict(summarize([]), { max: 50 })).toBe('not measured');
  });
});

describe('formatSummary', () => {
  it('shows the median, and the spread when the rounds differ', () => {
    expect(formatSummary(summarize([2300, 2410, 2600]), 0)).toBe('2410 (2300..2600)');
    expect(formatSummary(summarize([0.5, 0.5]), 1)).toBe('0.5');
  });

  it('signs a difference and marks a ratio', () => {
    expect(formatSummary(summarize([-30, 120, 250]), 0, '+')).toBe('+120 (-30..+250)');
    expect(formatSummary(summarize([0.98, 1.05, 1.12]), 2, 'x')).toBe('x1.05 (x0.98..x1.12)');
  });

  it('shows n/a for a figure no round measured', () => {
    expect(formatSummary(summarize([]), 0)).toBe('n/a');
  });
});

describe('formatBudget', () => {
  it('says which way the budget holds, and whether it holds a ratio or a difference', () => {
    expect(formatBudget({ max: 1.1 }, 'x')).toBe('<= x1.1');
    expect(formatBudget({ max: 150 }, '+')).toBe('<= +150');
    expect(formatBudget({ min: 100 })).toBe('>= 100');
  });
});
