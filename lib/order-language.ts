import { orderLocale } from '@/data/cafe';
import type { MessageLanguage } from './whatsapp';
import { wordsFor } from './words';

/**
 * The language the cafe takes its orders in (content/cafe.json's orderLanguage), with its message
 * words: what the order page hands the checkout, and what the tests read a message in. It holds
 * both dictionaries, so only a server page imports it.
 */
export const cafeOrderLanguage: MessageLanguage = {
  locale: orderLocale,
  words: wordsFor(orderLocale).message,
};
