'use client';

import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale } from '@/components/layout/locale-context';
import { createCartStore, type Cart, type CartStore } from '@/lib/order/cart-store';
import type { cart as cartWords } from '@/lib/words/en/cart';
import { CartAnnouncer } from './cart-announcer';
import { useHandOver } from './use-hand-over';
import { useStockWatch } from './use-stock-watch';
import { useTableOfVisit } from './use-table-of-visit';

const CartContext = createContext<CartStore | null>(null);

/**
 * Holds the cart (lib/order/cart-store.ts) in memory for the whole visit, mounted once in the layout; a
 * reload starts a new cart, as the spec asks, except where the hand-over brings it back.
 */
export function CartProvider({
  words,
  children,
}: {
  /** What the cart says, in the page's language: wordsFor(locale).cart.store. */
  words: (typeof cartWords)['store'];
  children: React.ReactNode;
}) {
  const locale = useLocale();
  const [store] = useState(() => createCartStore({ words, locale }));

  useEffect(() => {
    store.speakIn({ words, locale });
  }, [store, words, locale]);

  const tableKnown = useTableOfVisit(store);
  useHandOver(store, tableKnown);
  useStockWatch(store);

  return (
    <CartContext.Provider value={store}>
      {children}
      <CartAnnouncer store={store} />
    </CartContext.Provider>
  );
}

export function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used within a CartProvider');
  return store;
}

/**
 * One part of the cart, such as a dish's plates or the count: the component draws again only when
 * that part changes. The part must be a value that compares equal when unchanged (a number, a
 * string, one of the actions), never an object made afresh.
 */
export function useCartPart<Part>(part: (cart: Cart) => Part): Part {
  const store = useCartStore();
  const read = () => part(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * Reads the cart when called, as a click handler does, without following it: the component
 * never draws again for a change in the cart.
 */
export function useCartNow(): () => Cart {
  return useCartStore().get;
}

/** The whole cart: the component draws again on every change. */
export function useCart(): Cart {
  return useCartPart((cart) => cart);
}
