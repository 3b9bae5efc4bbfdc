'use client';

import { CartLink } from '@/components/cart/cart-link';
import type { cart } from '@/lib/words/en/cart';
import { LanguageSwitch } from './language-switch';
import { MainNav, type MainNavProps } from './main-nav';

type HeaderControlsProps = {
  /** The pages with a page in the other language (lib/site/pages.ts). */
  translated: readonly string[];
  nav: MainNavProps;
  cartWords: (typeof cart)['link'];
};

/** The header's one island: the language switch, the menu of pages and the cart link. */
export function HeaderControls({ translated, nav, cartWords }: HeaderControlsProps) {
  return (
    <>
      <LanguageSwitch translated={translated} />
      <MainNav {...nav} />
      <CartLink words={cartWords} />
    </>
  );
}
