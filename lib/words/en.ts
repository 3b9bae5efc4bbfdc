import { about } from './en/about';
import { cart } from './en/cart';
import { checkout } from './en/checkout';
import { contact } from './en/contact';
import { error } from './en/error';
import { home } from './en/home';
import { hours } from './en/hours';
import { menu } from './en/menu';
import { message } from './en/message';
import { reload } from './en/reload';
import { site } from './en/site';

/**
 * Every interface string of the English site, by area: each area's words in lib/words/en/, with
 * their Hindi in lib/words/hi/ under the same keys (lib/words/words.test.ts checks both have every
 * key and the same {values}). Server components read them; a client island gets the part it uses
 * as a prop. The cafe's own words (dish names, the About text) are the owner's, in content/.
 */
export const en = {
  site,
  menu,
  cart,
  checkout,
  error,
  reload,
  home,
  about,
  contact,
  hours,
  message,
};

export type Words = typeof en;
