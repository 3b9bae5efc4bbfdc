import type { Coordinates } from './location';
import type { OrderType, Payment } from './order-type';

export type { OrderType, Payment } from './order-type';

/** What the customer tells the cafe at checkout. */
export type CustomerDetails = {
  name: string;
  phone: string;
  address: string;
  orderType: OrderType;
  /** Cooking instructions, optional. */
  instructions: string;
  /** Where to deliver, shared from the phone; only sent with a delivery. */
  location: Coordinates | null;
  /** The table this visit orders from, by its link (lib/order/table.ts); '' for none. Never typed. */
  table: string;
  /** A later time (lib/order/order-time.ts), or null for as soon as possible. */
  when: number | null;
  /** How the customer will pay, or null when they have not said. */
  payment: Payment | null;
};

/** A new order's details: nothing typed, home delivery (the spec's default), for now. */
export const emptyCustomer: CustomerDetails = {
  name: '',
  phone: '',
  address: '',
  orderType: 'delivery',
  instructions: '',
  location: null,
  table: '',
  when: null,
  payment: null,
};
