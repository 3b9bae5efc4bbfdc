import { lineLabel, type CartItem } from './cart';

// How the cart review shows and names its rows; only the order page needs these.

/**
 * What each line's controls call it: its label, with its number in the cart (the number the
 * WhatsApp message gives it) when another line has the same label: "Kulhad Tea, line 3".
 */
export function lineNames(lines: CartItem[]): string[] {
  const labels = lines.map(lineLabel);
  return labels.map((label, index) =>
    labels.indexOf(label) === labels.lastIndexOf(label) ? label : `${label}, line ${index + 1}`,
  );
}

/**
 * A row of the cart review: a line of the cart, or the place of a line removed while it was shown,
 * with the name its controls had (see lineNames).
 */
export type CartRow = { line: CartItem; name: string; removed: boolean };

/**
 * The cart review's rows once the cart has changed: every row keeps its place, a line removed
 * since becomes a removed row where it was (so that the line below never moves under the
 * customer's finger), a line put back is a line again, and lines new to the review come last.
 */
export function cartRows(previous: CartRow[], lines: CartItem[]): CartRow[] {
  const names = lineNames(lines);
  const current = new Map(lines.map((line, index) => [line.id, { line, name: names[index] }]));
  const rows = previous.map((row) => {
    const now = current.get(row.line.id);
    return now
      ? { line: now.line, name: now.name ?? row.name, removed: false }
      : { ...row, removed: true };
  });
  const shown = new Set(previous.map(({ line }) => line.id));
  const added = lines.flatMap((line, index) =>
    shown.has(line.id) ? [] : [{ line, name: names[index] ?? lineLabel(line), removed: false }],
  );
  return [...rows, ...added];
}

/** Where the line of a removed row goes back in the cart: after the lines shown above it. */
export function putBackIndex(rows: CartRow[], id: string): number {
  const at = rows.findIndex((row) => row.line.id === id);
  return rows.slice(0, Math.max(at, 0)).filter((row) => !row.removed).length;
}
