import { lineLabel, maxQuantity, type CartItem } from './cart';
import type { HandedLine } from './hand-over';

// Order again: the last order sent from this phone, kept beside the remembered details
// (lib/remembered-details.ts, whose Forget deletes it too). Apart from them, so that the menu's cart
// bar, which offers it, carries none of the checkout's rules.

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The localStorage key of the last order sent, kept with the details (Order again). */
export const lastOrderKey = 'cpc-cafe.last-order.v1';

/** The last order sent from this phone: its dishes, sizes and quantities, and when (ms). */
export type LastOrder = { sentAt: number; lines: HandedLine[] };

/** The most lines a kept order may hold; more is not something the site wrote. */
const maxKeptLines = 200;

/** Keeps the order just sent, as dishes by name, size and quantity: never prices or details. */
export function keepLastOrder(store: Store | undefined, lines: CartItem[], sentAt: number): void {
  const kept: LastOrder = {
    sentAt,
    lines: lines.map(({ name, size, quantity }) => ({ name, ...(size ? { size } : {}), quantity })),
  };
  try {
    store?.setItem(lastOrderKey, JSON.stringify(kept));
  } catch {
    // Full or refused: Order again is not offered, and the order itself went.
  }
}

/** The last order kept on this phone, or null when there is none or it is not what the site wrote. */
export function readLastOrder(store: Store | undefined): LastOrder | null {
  try {
    return lastOrderFrom(store?.getItem(lastOrderKey) ?? null);
  } catch {
    return null;
  }
}

/** The last order from the text kept under lastOrderKey, or null as readLastOrder says. */
export function lastOrderFrom(text: string | null): LastOrder | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { sentAt, lines } = value as Record<string, unknown>;
  if (!Number.isFinite(sentAt) || !Array.isArray(lines)) return null;
  if (lines.length === 0 || lines.length > maxKeptLines) return null;
  const read = lines.map(keptLine);
  if (read.some((line) => line === null)) return null;
  return { sentAt: sentAt as number, lines: read as HandedLine[] };
}

function keptLine(value: unknown): HandedLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, size, quantity } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name === '' || name.length > 200) return null;
  if (size !== undefined && size !== 'half' && size !== 'full') return null;
  if (
    !Number.isInteger(quantity) ||
    (quantity as number) < 1 ||
    (quantity as number) > maxQuantity
  ) {
    return null;
  }
  return { name, ...(size ? { size } : {}), quantity: quantity as number };
}

/** The last order in a few words for its button: "2 × Kulhad Tea, Veg Momos (Half) and 3 more". */
export function lastOrderWords(last: LastOrder, shown = 2): string {
  const words = last.lines
    .slice(0, shown)
    .map((line) => (line.quantity > 1 ? `${line.quantity} × ${lineLabel(line)}` : lineLabel(line)));
  const more = last.lines.length - shown;
  return more > 0 ? `${words.join(', ')} and ${more} more` : words.join(' and ');
}
