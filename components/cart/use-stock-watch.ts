import { useEffect } from 'react';
import type { CartStore } from '@/lib/order/cart-store';
import { retryableImport } from '@/lib/offline/retryable-import';

export const stockWatch = retryableImport(() => import('./stock-watch'));

/**
 * The published stock (lib/stock/stock.ts), read once the page has drawn and followed for the visit: the
 * menu's rows and the cart follow it (stock-watch.ts). Until then the page shows the build's.
 */
export function useStockWatch(store: CartStore) {
  useEffect(() => {
    stockWatch.load().then(
      ({ watchStock }) => watchStock(store),
      () => {},
    );
  }, [store]);
}

/**
 * Reads the published stock again at each `step` (the checkout opening): a dish sold out since
 * the page loaded leaves the cart, with a note, before the customer can press Send.
 */
export function useFreshStock(step: string) {
  useEffect(() => {
    stockWatch.load().then(
      ({ readStock }) => readStock(),
      () => {},
    );
  }, [step]);
}
