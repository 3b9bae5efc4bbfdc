import type { Words } from './en';
import { about } from './hi/about';
import { cart } from './hi/cart';
import { checkout } from './hi/checkout';
import { contact } from './hi/contact';
import { error } from './hi/error';
import { home } from './hi/home';
import { hours } from './hi/hours';
import { menu } from './hi/menu';
import { message } from './hi/message';
import { reload } from './hi/reload';
import { site } from './hi/site';

/** Every interface string of the Hindi site, key for key as lib/words/en.ts: plain everyday Hindi. */
export const hi: Words = {
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
