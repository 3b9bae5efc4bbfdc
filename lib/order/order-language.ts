import { cafe } from '@/data/cafe';
import type { Locale } from '../site/locale';
import type { MessageLanguage } from './whatsapp';
import { wordsFor } from '../words';

/** The language of the WhatsApp orders the kitchen reads: English unless the owner chose Hindi. */
export const orderLocale: Locale = cafe.orderLanguage === 'Hindi' ? 'hi' : 'en';

/**
 * The language the cafe takes its orders in (content/cafe.json's orderLanguage), with its message
 * words: what the order page hands the checkout, and what the tests read a message in. It holds
 * both dictionaries, so only a server page imports it.
 */
export const cafeOrderLanguage: MessageLanguage = {
  locale: orderLocale,
  words: wordsFor(orderLocale).message,
};
