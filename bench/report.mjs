// What both benchmark programs print with: figures and a Markdown table.

/**
 * The median of the finite values, or NaN when there is none (a failed run counts as no value).
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] ?? NaN;
  return sorted.length % 2 ? high : ((sorted[middle - 1] ?? NaN) + high) / 2;
}

/** @param {number} value */
export const kb = (value) => value.toFixed(1);

/** @param {number} value */
export const signed = (value, digits = 1) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

/**
 * A Markdown table: the first row is the header, the first column is left-aligned, the others
 * right-aligned.
 * @param {(string | number)[][]} rows
 * @returns {string}
 */
export function table(rows) {
  const cells = rows.map((row) => row.map(String));
  const widths = (cells[0] ?? []).map((_, i) =>
    Math.max(...cells.map((row) => (row[i] ?? '').length)),
  );
  /** @param {string[]} row */
  const line = (row) =>
    row.map((cell, i) => (i ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)));
  const [header = [], ...body] = cells;
  return [line(header), widths.map((w) => '-'.repeat(w)), ...body.map(line)]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

/** @param {unknown} error */
export const messageOf = (error) => (error instanceof Error ? error.message : String(error));
