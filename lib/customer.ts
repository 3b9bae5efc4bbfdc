import type { Coordinates } from './location';

export type OrderType = 'delivery' | 'pickup';

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
};

/** A new order's details: nothing typed, home delivery (the spec's default). */
export const emptyCustomer: CustomerDetails = {
  name: '',
  phone: '',
  address: '',
  orderType: 'delivery',
  instructions: '',
  location: null,
};
