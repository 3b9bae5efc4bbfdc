import { lineLabelIn, maxQuantity, type CartItem } from './cart';
import type { HandedLine } from './hand-over';
import type { Locale } from '../site/locale';
import { fill } from '../words/fill';
import { lastOrderKey } from '../offline/storage-keys';
import type { cart } from '../words/en/cart';

// Order again: the last order sent from this phone, kept beside the remembered details
// (lib/order/remembered-details.ts, whose Forget deletes it too). Apart from them, so that the menu's cart
// bar, which offers it, carries none of the checkout's rules.

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A dish of the last order, with the Hindi name a Hindi page shows it by when it had one. */
export type KeptLine = HandedLine;

/** The last order sent from this phone: its dishes, sizes and quantities, and when (ms). */
export type LastOrder = { sentAt: number; lines: KeptLine[] };

/** The most lines a kept order may hold; more is not something the site wrote. */
const maxKeptLines = 200;

/**
 * Whether a kept order's time is one the site could have written (Date.now(), a whole number of ms
 * since 1970) and the calendar can name: a tampered time past the year 9999, or one a Date cannot
 * hold, would show as "undefined NaN undefined".
 */
export function isSentAt(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < latestSentAt;
}
const latestSentAt = Date.UTC(10_000, 0, 1);

/**
 * Keeps the order just sent, as dishes by name (and Hindi name), size and quantity: never prices or
 * details.
 */
export function keepLastOrder(store: Store | undefined, lines: CartItem[], sentAt: number): void {
  const kept: LastOrder = {
    sentAt,
    lines: lines.map(({ name, hindiName, size, quantity }) => ({
      name,
      ...(hindiName ? { hindiName } : {}),
      ...(size ? { size } : {}),
      quantity,
    })),
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
  if (!isSentAt(sentAt) || !Array.isArray(lines)) return null;
  if (lines.length === 0 || lines.length > maxKeptLines) return null;
  const read = lines.map(keptLine);
  if (read.some((line) => line === null)) return null;
  return { sentAt, lines: read as KeptLine[] };
}

const isName = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= 200;

function keptLine(value: unknown): KeptLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, hindiName, size, quantity } = value as Record<string, unknown>;
  if (!isName(name)) return null;
  if (hindiName !== undefined && !isName(hindiName)) return null;
  if (size !== undefined && size !== 'half' && size !== 'full') return null;
  if (
    !Number.isInteger(quantity) ||
    (quantity as number) < 1 ||
    (quantity as number) > maxQuantity
  ) {
    return null;
  }
  return {
    name,
    ...(hindiName ? { hindiName } : {}),
    ...(size ? { size } : {}),
    quantity: quantity as number,
  };
}

/**
 * The last order in a few words for its button, as the page in `locale` names the dishes:
 * "2 × Kulhad Tea, Veg Momos (Half) and 3 more".
 */
export function lastOrderWords(
  words: (typeof cart)['orderAgain'],
  locale: Locale,
  last: LastOrder,
  shown = 2,
): string {
  const dishes = last.lines.slice(0, shown).map((line) => {
    const dish = lineLabelIn(words.line, locale, line);
    return line.quantity > 1 ? fill(words.plates, { quantity: line.quantity, dish }) : dish;
  });
  const more = last.lines.length - shown;
  return more > 0
    ? fill(words.more, { dishes: dishes.join(', '), count: more })
    : dishes.join(words.line.and);
}
