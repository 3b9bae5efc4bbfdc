import type { Locale } from '../site/locale';
import { en, type Words } from './en';
import { hi } from './hi';

export type { Words };

/** The dictionary of a language. Server code only: a client island is passed its part. */
export function wordsFor(locale: Locale): Words {
  return locale === 'hi' ? hi : en;
}
