import { fieldLimits, type CustomerDetails, type OrderType } from './checkout';
import { lastOrderKey } from '../offline/storage-keys';
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
