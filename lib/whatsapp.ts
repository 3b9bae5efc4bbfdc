import { cartTotal, lineLabel, lineTotal, type CartItem } from './cart';
import { orderTypeLabels, type CustomerDetails } from './checkout';
import { formatRupees } from './money';

/** A wa.me chat link to the number (digits with country code), with the text typed in if given. */
export function whatsappLink(number: string, text?: string): string {
  const chat = `https://wa.me/${number}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}

/**
 * The order as the cafe receives it on WhatsApp. What the customer typed is copied exactly,
 * apart from surrounding spaces.
 */
export function orderMessage(
  cafeName: string,
  customer: CustomerDetails,
  lines: CartItem[],
): string {
  const parts = [
    `*New order for ${cafeName}*`,
    '',
    `Name: ${customer.name.trim()}`,
    `Phone: ${customer.phone.trim()}`,
    `Order type: ${orderTypeLabels[customer.orderType]}`,
  ];
  if (customer.orderType === 'delivery') parts.push(`Address: ${customer.address.trim()}`);
  parts.push(
    '',
    'Items:',
    ...lines.map(
      (line, index) =>
        `${index + 1}. ${lineLabel(line)} - ${formatRupees(line.price)} x ${line.quantity} = ${formatRupees(lineTotal(line))}`,
    ),
    '',
    `*Total: ${formatRupees(cartTotal(lines))}*`,
    '',
    'Please confirm my order.',
  );
  return parts.join('\n');
}
