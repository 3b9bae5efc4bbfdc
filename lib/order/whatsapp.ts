import { cafe } from '@/data/cafe';
import { delivery as deliveryTerms, type DeliveryTerms } from '@/data/delivery';
import { cartTotal, lineTotal, type CartItem } from './cart';
import type { CustomerDetails } from './checkout';
import { deliveryFee, orderTotal } from './delivery';
import { nameIn, type Locale } from '../site/locale';
import { mapsLink } from './location';
import { formatRupees } from './money';
import { sentTimeWords, slotWords } from './order-time';
import { orderTypes } from './order-type';
import type { FollowUp, SentOrder } from './sent-orders';
import { sentText, wellFormed } from './text';
import { message as englishMessage } from '../words/en/message';
import { fill } from '../words/fill';

/**
 * The kitchen reads one language: the cafe's choice (content/cafe.json's orderLanguage), whichever
 * page the customer ordered from. `words` are that language's `message` words (lib/words/).
 */
export type MessageLanguage = { locale: Locale; words: typeof englishMessage };

/** English, the language of a cafe that chose none. */
export const englishOrders: MessageLanguage = { locale: 'en', words: englishMessage };

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

/** "Second", in the message's language: which order of a visit. */
function ordinal(number: number, words: typeof englishMessage): string {
  return words.ordinals[number - 1] ?? fill(words.nth, { number });
}

/** The numbered dish lines of an order, as the kitchen reads them. */
function itemLines(lines: CartItem[], { locale, words }: MessageLanguage): string[] {
  const dish = (line: CartItem) =>
    line.size
      ? fill(words.sized, { dish: nameIn(locale, line), size: words.sizes[line.size] })
      : nameIn(locale, line);
  return lines.map((line, index) =>
    fill(words.item, {
      number: index + 1,
      dish: dish(line),
      price: formatRupees(line.price),
      quantity: line.quantity,
      total: formatRupees(lineTotal(line)),
    }),
  );
}

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
  language: MessageLanguage = englishOrders,
  followUp: FollowUp = null,
): string {
  const { words } = language;
  const type = orderTypes[customer.orderType];
  const instructions = sentText(customer.instructions);
  const dishes = cartTotal(lines);
  const fee = deliveryFee(terms, customer.orderType, dishes);
  const later = type.ordersAhead && customer.when !== null;
  const title = followUp
    ? fill(type.needsTable ? words.followUpAtTable : words.followUp, {
        ordinal: ordinal(followUp.number, words),
        cafe: cafeName,
        table: customer.table,
        time: sentTimeWords(followUp.firstAt, clock.now.getTime(), clock.utcOffset, words),
      })
    : fill(words.title, { cafe: cafeName });
  const parts = [
    title,
    '',
    fill(words.name, { name: sentText(customer.name) }),
    fill(words.phone, { phone: sentText(customer.phone) }),
    fill(words.type, { type: words.orderType.labels[customer.orderType] }),
    ...(later
      ? [
          fill(words.later, {
            type: words.timeWords[customer.orderType],
            time: slotWords(customer.when!, clock.utcOffset, clock.now, words),
          }),
        ]
      : []),
    ...(type.asksAddress ? [fill(words.address, { address: sentText(customer.address) })] : []),
    ...(type.asksAddress && customer.location
      ? [fill(words.location, { link: mapsLink(customer.location) })]
      : []),
    ...(type.needsTable ? [fill(words.table, { table: customer.table })] : []),
    '',
    words.items,
    ...itemLines(lines, language),
    '',
    ...(type.paysDeliveryTerms && terms.fee
      ? [fill(words.fee, { fee: fee === 0 ? words.free : formatRupees(fee) })]
      : []),
    fill(words.total, { total: formatRupees(orderTotal(terms, customer.orderType, dishes)) }),
    ...(customer.payment
      ? [fill(words.paymentLine, { payment: words.payment.labels[customer.payment] })]
      : []),
    ...(instructions ? ['', fill(words.instructions, { instructions })] : []),
    '',
    words.confirm,
  ];
  return wellFormed(parts.join('\n'));
}

/**
 * Ask for the bill at a table: every order of the visit with when it went, the total of them all
 * and how the customer will pay, if they have said.
 */
export function billMessage(
  cafeName: string,
  customer: CustomerDetails,
  orders: readonly SentOrder[],
  clock: MessageClock,
  language: MessageLanguage = englishOrders,
): string {
  const { words } = language;
  const total = orders.reduce((sum, order) => sum + cartTotal(order.lines), 0);
  const parts = [
    fill(words.billTitle, { table: customer.table, cafe: cafeName }),
    '',
    fill(words.name, { name: sentText(customer.name) }),
    fill(words.phone, { phone: sentText(customer.phone) }),
    fill(words.table, { table: customer.table }),
    ...orders.flatMap((order) => [
      '',
      fill(words.billOrder, {
        ordinal: ordinal(order.number, words),
        time: sentTimeWords(order.at, clock.now.getTime(), clock.utcOffset, words),
      }),
      ...itemLines(order.lines, language),
    ]),
    '',
    fill(words.total, { total: formatRupees(total) }),
    ...(customer.payment
      ? [fill(words.paymentLine, { payment: words.payment.labels[customer.payment] })]
      : []),
    '',
    words.billRequest,
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
  language: MessageLanguage = englishOrders,
  followUp: FollowUp = null,
): OrderLink {
  const clock = { now, utcOffset: cafe.hours.utcOffset };
  const message = orderMessage(
    cafe.name,
    customer,
    lines,
    deliveryTerms,
    clock,
    language,
    followUp,
  );
  return messageLink(message);
}

/** The chat link to the cafe that carries `message`. */
export function messageLink(message: string): OrderLink {
  const url = whatsappLink(cafe.whatsapp, message);
  return { message, url, fits: linkFits(url) };
}
