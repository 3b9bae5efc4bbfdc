'use client';

import { PageLink } from '@/components/ui/page-link';
import { useEffect, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { useLocale } from '@/components/layout/locale-context';
import type { MenuItem } from '@/data/menu';
import type { Size } from '@/lib/order/cart';
import { localePath, nameIn } from '@/lib/site/locale';
import { fill } from '@/lib/words/fill';
import type { cart } from '@/lib/words/en/cart';
import { useCart } from './cart-provider';

type OrderNowLinkProps = {
  dish: MenuItem;
  size?: Size;
  /** Where the button sits (width, margins); its look is the button's own. */
  layout?: string;
  words: (typeof cart)['orderNow'];
};

/**
 * "Order Now" for one dish, or "Order Half" / "Order Full" for one size of it: puts a plate in
 * the cart on the way to the order page, as a customer tapping it expects.
 */
export function OrderNowLink({ dish, size, layout, words }: OrderNowLinkProps) {
  const { add } = useCart();
  const locale = useLocale();
  // Set by the first tap until the order page takes this one's place: a double tap is one plate.
  const added = useRef(false);
  useEffect(() => {
    // Back to this page from the browser's cache, after a full load of the order page.
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) added.current = false;
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  const text = words[size ?? 'now'];
  return (
    <PageLink
      href={localePath(locale, '/order/')}
      aria-label={fill(words.label, { action: text, dish: nameIn(locale, dish) })}
      onClick={(event) => {
        // A click that opens another tab leaves this tab's cart alone.
        const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (newTab || event.button !== 0 || added.current) return;
        added.current = true;
        add(dish, size);
      }}
      className={buttonClasses({ variant: 'primary' }, layout)}
    >
      {text}
    </PageLink>
  );
}
