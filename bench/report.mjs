// What both benchmark programs print with.

/**
 * The median of the finite values; NaN when there is none, as when every run failed.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] ?? NaN;
  return sorted.length % 2 ? high : ((sorted[middle - 1] ?? NaN) + high) / 2;
}

/**
 * A Markdown table of `rows`, the first of which is the header; the first column left-aligned.
 * @param {(string | number)[][]} rows
 */
export function table(rows) {
  const cells = rows.map((row) => row.map(String));
  const widths = (cells[0] ?? []).map((_, i) =>
    Math.max(...cells.map((row) => row[i]?.length ?? 0)),
  );
  /** @param {string[]} row */
  const line = (row) =>
    `| ${row.map((cell, i) => (i ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const [header = [], ...body] = cells;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}
