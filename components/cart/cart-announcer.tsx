'use client';

import { useSyncExternalStore } from 'react';
import type { CartStore } from '@/lib/order/cart-store';

/** The status line that tells a screen reader what each change to the cart did. */
export function CartAnnouncer({ store }: { store: CartStore }) {
  const announcement = useSyncExternalStore(
    store.subscribe,
    store.announcement,
    store.announcement,
  );
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
}
