/**
 * The ways the cafe takes an order, each with what it asks of the customer and what it charges.
 * Every rule that differs between them reads it here, never a type's name: a new way of ordering
 * is one more entry, and pays the delivery terms only if it says so.
 */
export type OrderType = 'delivery' | 'pickup' | 'dine-in';

export type OrderTypeRules = {
  /** As the customer chooses it and the kitchen reads it ("Order type: Pickup"). */
  label: string;
  /** The words before a later time in the message: "Pickup at 7:30 PM, tomorrow (Sat 28 Nov)". */
  timeWord: string;
  /** Whether it needs a delivery address (and may share a location). */
  asksAddress: boolean;
  /** Whether the owner's delivery terms (fee, free-from, minimum) apply. */
  paysDeliveryTerms: boolean;
  /** Whether it needs a table, from the table's link: offered only on a visit that has one. */
  needsTable: boolean;
  /** Whether it can be for a later time; an order at the table is for now. */
  ordersAhead: boolean;
};

export const orderTypes: Record<OrderType, OrderTypeRules> = {
  delivery: {
    label: 'Home Delivery',
    timeWord: 'Delivery',
    asksAddress: true,
    paysDeliveryTerms: true,
    needsTable: false,
    ordersAhead: true,
  },
  pickup: {
    label: 'Pickup',
    timeWord: 'Pickup',
    asksAddress: false,
    paysDeliveryTerms: false,
    needsTable: false,
    ordersAhead: true,
  },
  'dine-in': {
    label: 'Dine-in',
    timeWord: 'Dine-in',
    asksAddress: false,
    paysDeliveryTerms: false,
    needsTable: true,
    ordersAhead: false,
  },
};

export const orderTypeNames = Object.keys(orderTypes) as OrderType[];

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && Object.hasOwn(orderTypes, value);
}

/** The types a customer can choose on this visit: dine-in only with a table. */
export function offeredOrderTypes(table: string): OrderType[] {
  return orderTypeNames.filter((type) => table !== '' || !orderTypes[type].needsTable);
}

/** "Dine-in · Table 7" for the choice; the other types by their label. */
export function orderTypeChoice(type: OrderType, table: string): string {
  return orderTypes[type].needsTable
    ? `${orderTypes[type].label} · Table ${table}`
    : orderTypes[type].label;
}

/** How the customer will pay, if they say: the spec's UPI (ID or QR code) or cash. */
export type Payment = 'upi' | 'cash';

export const paymentLabels: Record<Payment, string> = { upi: 'UPI', cash: 'Cash' };

export function isPayment(value: unknown): value is Payment {
  return typeof value === 'string' && Object.hasOwn(paymentLabels, value);
}
