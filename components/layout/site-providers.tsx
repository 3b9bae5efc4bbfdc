'use client';

import { useEffect, type ReactNode } from 'react';
import { CartNotes } from '@/components/cart/cart-notes';
import { CartProvider } from '@/components/cart/cart-provider';
import { VegOnlyProvider } from '@/components/menu/veg-only-context';
import type { OfflineWords } from '@/lib/offline/offline';
import type { Locale } from '@/lib/site/locale';
import type { cart } from '@/lib/words/en/cart';
import { LocaleProvider } from './locale-context';
import { OfflineSupport } from './offline-support';

type SiteProvidersProps = {
  locale: Locale;
  words: {
    cart: (typeof cart)['store'];
    handOver: (typeof cart)['handOver'];
    offline: OfflineWords;
  };
  /** The site's header, above the notes. */
  header: ReactNode;
  /** The page and the footer, under the notes. */
  children: ReactNode;
};

/**
 * The layout's one island beside the header's: what every page shares (the page's language, the
 * cart, the menu's Veg only) and the notes under the header (offline or a saved copy, what changed
 * in a cart taken over), each of which loads its code only when it has something to say. Its
 * effect runs after every effect of the page inside it, so it marks `<html data-hydrated>` once
 * React has hydrated the page: the end-to-end tests and the benchmark (scripts/hydrated.mjs) wait
 * for it to know that a tap reaches its handler.
 */
export function SiteProviders({ locale, words, header, children }: SiteProvidersProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <LocaleProvider value={locale}>
      <CartProvider words={words.cart}>
        <VegOnlyProvider>
          {header}
          <OfflineSupport words={words.offline} />
          <CartNotes words={words.handOver} />
          {children}
        </VegOnlyProvider>
      </CartProvider>
    </LocaleProvider>
  );
}
