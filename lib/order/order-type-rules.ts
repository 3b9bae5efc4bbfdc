/**
 * The ways the cafe takes an order, each with what it asks of the customer and what it charges.
 * Every rule that differs between them reads it here, never a type's name: a new way of ordering
 * is one more entry, and pays the delivery terms only if it says so.
 */
export type OrderType = 'delivery' | 'pickup' | 'dine-in';

export type OrderTypeRules = {
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
    asksAddress: true,
    paysDeliveryTerms: true,
    needsTable: false,
    ordersAhead: true,
  },
  pickup: {
    asksAddress: false,
    paysDeliveryTerms: false,
    needsTable: false,
    ordersAhead: true,
  },
  'dine-in': {
    asksAddress: false,
    paysDeliveryTerms: false,
    needsTable: true,
    ordersAhead: false,
  },
};
