import { cafe } from '@/data/cafe';
import { whatsappLink } from '@/lib/order/whatsapp';

/** The cafe's WhatsApp number as people type it: +919876543210. */
export const whatsappNumber = `+${cafe.whatsapp}`;

/** A chat with the cafe, nothing typed yet. */
export const whatsappChatUrl = whatsappLink(cafe.whatsapp);

export const instagramUrl = `https://www.instagram.com/${cafe.instagram}/`;

/** A chat with the cafe with a greeting already typed, so that a first-time customer knows what to send. */
export const whatsappOrderUrl = whatsappLink(
  cafe.whatsapp,
  `Hi ${cafe.name}, I would like to place an order.`,
);
