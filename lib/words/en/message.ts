import { calendar, orderType, payment, time } from './checkout';

/**
 * The WhatsApp order as the kitchen reads it (lib/order/whatsapp.ts), in the language the cafe chose
 * (content/cafe.json's orderLanguage), whichever page the customer ordered from.
 */
export const message = {
  calendar,
  time,
  orderType,
  payment,
  title: '*New order for {cafe}*',
  /**
   * A follow-up in one visit: "*Second order for Table 4, first sent at 4:29 PM*"; {ordinal} is
   * one of `ordinals` (or `nth`), {time} when the visit's first order went.
   */
  followUp: '*{ordinal} order for {cafe}, first sent at {time}*',
  followUpAtTable: '*{ordinal} order for Table {table}, first sent at {time}*',
  ordinals: ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth'],
  nth: 'Order {number}',
  /** Ask for the bill, at a table: the visit's orders, the total and how the customer pays. */
  billTitle: '*Bill please: Table {table}, {cafe}*',
  /** Above each order's dishes in the bill: {ordinal} as in `followUp`. */
  billOrder: '{ordinal} order, sent at {time}:',
  billRequest: 'Please bring the bill.',
  name: 'Name: {name}',
  phone: 'Phone: {phone}',
  type: 'Order type: {type}',
  /** An order for later, under its type: "*Pickup at 7:30 PM, tomorrow (Sat 28 Nov)*". */
  later: '*{type} at {time}*',
  timeWords: { delivery: 'Delivery', pickup: 'Pickup', 'dine-in': 'Dine-in' },
  address: 'Address: {address}',
  location: 'Location: {link}',
  table: 'Table: {table}',
  items: 'Items:',
  item: '{number}. {dish} - {price} x {quantity} = {total}',
  sizes: { half: 'Half', full: 'Full' },
  sized: '{dish} ({size})',
  fee: 'Delivery fee: {fee}',
  free: 'Free',
  total: '*Total: {total}*',
  paymentLine: 'Payment: {payment}',
  instructions: 'Instructions: {instructions}',
  confirm: 'Please confirm my order.',
};
