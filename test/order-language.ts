import { orderLocale } from '../lib/order/order-language';

/** True when the cafe takes its orders in English, the language of the spec's message format. */
export const ordersInEnglish = orderLocale === 'en';

/**
 * Why a test that reads the spec's English message line by line does not run: the cafe has chosen
 * Hindi orders, whose message e2e/languages.spec.ts reads.
 */
export const hindiOrders =
  'The cafe takes its orders in Hindi (orderLanguage in content/cafe.json).';
