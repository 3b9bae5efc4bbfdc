import { fieldLimits, type CustomerDetails, type OrderType } from './checkout';

/** What "Remember my details on this phone" keeps: never the cart, the instructions or a location. */
export type RememberedDetails = Pick<CustomerDetails, 'name' | 'phone' | 'address' | 'orderType'>;

/** The localStorage key, with a version so that a later shape never misreads this one. */
export const rememberedDetailsKey = 'cpc-cafe.details.v1';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const orderTypes: readonly OrderType[] = ['delivery', 'pickup'];

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
    !orderTypes.includes(orderType as OrderType)
  ) {
    return null;
  }
  return { name, phone, address, orderType: orderType as OrderType };
}

/** Keeps the details on this phone; false when the browser refuses (full, disabled, private). */
export function rememberDetails(store: Store | undefined, details: CustomerDetails): boolean {
  const { name, phone, address, orderType } = details;
  try {
    store?.setItem(rememberedDetailsKey, JSON.stringify({ name, phone, address, orderType }));
    return store !== undefined;
  } catch {
    return false;
  }
}

/** Deletes the kept details; nothing to do when storage cannot be reached. */
export function forgetDetails(store: Store | undefined): void {
  try {
    store?.removeItem(rememberedDetailsKey);
  } catch {
    // Storage that cannot be reached holds nothing of ours.
  }
}
