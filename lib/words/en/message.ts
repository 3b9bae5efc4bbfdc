import { calendar, orderType, payment, time } from './checkout';

/**
 * The WhatsApp order as the kitchen reads it (lib/whatsapp.ts), in the language the cafe chose
 * (content/cafe.json's orderLanguage), whichever page the customer ordered from.
 */
export const message = {
  calendar,
  time,
  orderType,
  payment,
  title: '*New order for {cafe}*',
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
