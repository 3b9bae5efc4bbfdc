import { cafe } from '@/data/cafe';
import { delivery as deliveryTerms } from '@/data/delivery';
import { cartTotal, lineLabel, lineTotal, type CartItem } from './cart';
import type { CustomerDetails } from './checkout';
import { deliveryFee, orderTotal, type DeliveryTerms } from './delivery';
import { locationLine } from './location';
import { formatRupees } from './money';
import { slotWords } from './order-time';
import { orderTypes } from './order-type';
import { sentText, wellFormed } from './text';
// The kitchen reads one language: the message is in English whatever the page's language.
import { calendar, orderType, payment, time } from './words/en/checkout';

const timeWords = { time, calendar };

/**
 * The longest chat link the site opens, in characters of the encoded link. Past it the order
 * is copied instead. Why 2,000: see docs/decisions.md.
 */
export const maxLinkLength = 2000;

/** A wa.me chat link to the number (digits with country code), with the text typed in if given. */
export function whatsappLink(number: string, text?: string): string {
  const chat = `https://wa.me/${number}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(wellFormed(text))}`;
}

export function linkFits(link: string): boolean {
  return link.length <= maxLinkLength;
}

/** The cafe's clock, for the words of a later time: "today", "tomorrow". */
export type MessageClock = { now: Date; utcOffset: string };

/**
 * The order as the cafe receives it on WhatsApp, in the spec's order: title, name, phone, order
 * type, the address of a delivery (or the table of a dine-in), the numbered items, the total and
 * the request to confirm. What the customer typed is copied exactly, apart from surrounding spaces,
 * fields with nothing visible in them (see sentText) and halves of characters that cannot be sent
 * (see wellFormed). Lines of their own say only what is set: a later time under the order type, the
 * delivery fee among the terms of an order that pays them, and the payment chosen under the total.
 */
export function orderMessage(
  cafeName: string,
  customer: CustomerDetails,
  lines: CartItem[],
  terms: DeliveryTerms = {},
  clock: MessageClock = { now: new Date(), utcOffset: '+05:30' },
): string {
  const type = orderTypes[customer.orderType];
  const instructions = sentText(customer.instructions);
  const dishes = cartTotal(lines);
  const fee = deliveryFee(terms, customer.orderType, dishes);
  const later = type.ordersAhead && customer.when !== null;
  const parts = [
    `*New order for ${cafeName}*`,
    '',
    `Name: ${sentText(customer.name)}`,
    `Phone: ${sentText(customer.phone)}`,
    `Order type: ${orderType.labels[customer.orderType]}`,
    ...(later
      ? [
          `*${type.timeWord} at ${slotWords(customer.when!, clock.utcOffset, clock.now, timeWords)}*`,
        ]
      : []),
    ...(type.asksAddress ? [`Address: ${sentText(customer.address)}`] : []),
    ...(type.asksAddress && customer.location ? [locationLine(customer.location)] : []),
    ...(type.needsTable ? [`Table: ${customer.table}`] : []),
    '',
    'Items:',
    ...lines.map(
      (line, index) =>
        `${index + 1}. ${lineLabel(line)} - ${formatRupees(line.price)} x ${line.quantity} = ${formatRupees(lineTotal(line))}`,
    ),
    '',
    ...(type.paysDeliveryTerms && terms.fee
      ? [`Delivery fee: ${fee === 0 ? 'Free' : formatRupees(fee)}`]
      : []),
    `*Total: ${formatRupees(orderTotal(terms, customer.orderType, dishes))}*`,
    ...(customer.payment ? [`Payment: ${payment.labels[customer.payment]}`] : []),
    ...(instructions ? ['', `Instructions: ${instructions}`] : []),
    '',
    'Please confirm my order.',
  ];
  return wellFormed(parts.join('\n'));
}

export type OrderLink = {
  /** The message as the cafe receives it, for the preview and Copy order. */
  message: string;
  /** The wa.me link to the cafe's WhatsApp with the message typed in. */
  url: string;
  /** Whether the link is short enough to open (see maxLinkLength). */
  fits: boolean;
};

/** The customer's order, addressed to the cafe's WhatsApp number in content/cafe.json. */
export function orderLink(
  customer: CustomerDetails,
  lines: CartItem[],
  now = new Date(),
): OrderLink {
  const clock = { now, utcOffset: cafe.hours.utcOffset };
  const message = orderMessage(cafe.name, customer, lines, deliveryTerms, clock);
  const url = whatsappLink(cafe.whatsapp, message);
  return { message, url, fits: linkFits(url) };
}
