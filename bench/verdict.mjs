// How `npm run bench` reads a timing: its median and its spread (lowest to highest) over the rounds,
// and whether that spread lies within its budget, over it, or across it. A timing taken on a shared
// machine moves from round to round; a spread that crosses the budget says the difference is noise.

/** @typedef {{ median: number, low: number, high: number, count: number }} Summary */
/** @typedef {{ max?: number, min?: number }} Budget */
/** @typedef {'met' | 'over' | 'within noise' | 'not measured'} Verdict */

/**
 * The median and the lowest and highest of the finite values: NaN for each when there is none.
 * @param {readonly number[]} values
 * @returns {Summary}
 */
export function summarize(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = ((sorted[Math.ceil(middle) - 1] ?? NaN) + (sorted[Math.floor(middle)] ?? NaN)) / 2;
  return { median, low: sorted[0] ?? NaN, high: sorted.at(-1) ?? NaN, count: sorted.length };
}

/**
 * A page's figure against the floor's, round by round (the two are measured in the same round):
 * the difference ('+') or the ratio ('x'). A round that lacks either figure is left out.
 * @param {readonly number[]} page by round
 * @param {readonly number[]} floor by round
 * @param {'+' | 'x'} how
 */
export function versusFloor(page, floor, how) {
  return page.map((value, round) => {
    const base = floor[round] ?? NaN;
    return how === 'x' ? value / base : value - base;
  });
}

/**
 * 'met' when every round is within the budget, 'over' when none is, 'within noise' when the spread
 * crosses it, which counts as met.
 * @param {Summary} summary
 * @param {Budget} budget at most `max`, at least `min`
 * @returns {Verdict}
 */
export function verdict({ low, high, count }, { max = Infinity, min = -Infinity }) {
  if (count === 0) return 'not measured';
  if (high <= max && low >= min) return 'met';
  if (low > max || high < min) return 'over';
  return 'within noise';
}

/**
 * The median with its spread in brackets when the rounds differ: '2410 (2300..2600)', a difference
 * with its sign ('+120 (-30..+250)'), a ratio after an x ('x1.05 (x0.98..x1.12)').
 * @param {Summary} summary
 * @param {number} digits
 * @param {'+' | 'x'} [how] a difference or a ratio
 */
export function formatSummary({ median, low, high, count }, digits, how) {
  if (count === 0) return 'n/a';
  const show = (/** @type {number} */ value) => {
    const number = value.toFixed(digits);
    if (how === 'x') return `x${number}`;
    return how === '+' && !number.startsWith('-') ? `+${number}` : number;
  };
  const [shown, lowest, highest] = [median, low, high].map(show);
  return lowest === highest ? `${shown}` : `${shown} (${lowest}..${highest})`;
}

/**
 * A budget as the table shows it: '<= x1.1' for a ratio, '<= +150' for a difference, '>= 100'.
 * @param {Budget} budget
 * @param {'+' | 'x'} [how] a difference or a ratio
 */
export function formatBudget({ max, min }, how) {
  const limit = max ?? min;
  if (limit === undefined) return '';
  const mark = how === 'x' ? 'x' : how === '+' && limit >= 0 ? '+' : '';
  return `${max === undefined ? '>=' : '<='} ${mark}${limit}`;
}
