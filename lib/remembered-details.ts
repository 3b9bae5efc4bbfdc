import { lineLabel, maxQuantity, type CartItem } from './cart';
import { fieldLimits, type CustomerDetails, type OrderType } from './checkout';
import type { HandedLine } from './hand-over';
import { orderTypeNames, orderTypes } from './order-type';

/**
 * What "Remember my details on this phone" keeps: never the cart, the instructions, a location,
 * a table, a time or a payment. A dine-in order keeps the order type kept before it.
 */
export type RememberedDetails = Pick<CustomerDetails, 'name' | 'phone' | 'address' | 'orderType'>;

/** The localStorage key, with a version so that a later shape never misreads this one. */
export const rememberedDetailsKey = 'cpc-cafe.details.v1';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The order types a later visit can start with: never one that needs this visit's table. */
const rememberedTypes = orderTypeNames.filter((type) => !orderTypes[type].needsTable);

/**
 * The details kept on this phone, or null when there are none or they cannot be read: storage
 * disabled or refused, or a value that is not exactly what `rememberDetails` writes.
 */
export function readRememberedDetails(store: Store | undefined): RememberedDetails | null {
  let value: unknown;
  try {
    value = JSON.parse(store?.getItem(rememberedDetailsKey) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { name, phone, address, orderType } = value as Record<string, unknown>;
  const text = (field: unknown, limit: number): field is string =>
    typeof field === 'string' && field.length <= limit * 4;
  if (
    !text(name, fieldLimits.name) ||
    !text(phone, fieldLimits.phone) ||
    !text(address, fieldLimits.address) ||
    !rememberedTypes.includes(orderType as OrderType)
  ) {
    return null;
  }
  return { name, phone, address, orderType: orderType as OrderType };
}

/** What became of a `rememberDetails` call. */
export type RememberResult = 'kept' | 'full' | 'refused';

// The names browsers give the error of a full storage (Firefox's own is the second).
const fullStorageErrors = ['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'];

/**
 * Keeps the details on this phone: 'kept', or why not: 'full' when the phone's storage for the
 * site is full, 'refused' when the browser does not let the site keep anything (disabled, private).
 */
export function rememberDetails(
  store: Store | undefined,
  details: CustomerDetails,
): RememberResult {
  if (!store) return 'refused';
  const { name, phone, address } = details;
  const orderType = orderTypes[details.orderType].needsTable
    ? (readRememberedDetails(store)?.orderType ?? 'delivery')
    : details.orderType;
  try {
    store.setItem(rememberedDetailsKey, JSON.stringify({ name, phone, address, orderType }));
    return 'kept';
  } catch (error) {
    const named = typeof error === 'object' && error !== null && 'name' in error;
    return named && fullStorageErrors.includes(String(error.name)) ? 'full' : 'refused';
  }
}

/** Deletes the kept details and last order; nothing to do when storage cannot be reached. */
export function forgetDetails(store: Store | undefined): void {
  try {
    store?.removeItem(rememberedDetailsKey);
    store?.removeItem(lastOrderKey);
  } catch {
    // Storage that cannot be reached holds nothing of ours.
  }
}

/**
 * Whether a change another tab made to storage deleted the kept details: its Forget my details,
 * its Remember box unticked, or the site's storage cleared (a null key).
 */
export function forgottenElsewhere(change: Pick<StorageEvent, 'key' | 'newValue'>): boolean {
  return change.key === null || (change.key === rememberedDetailsKey && change.newValue === null);
}

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
