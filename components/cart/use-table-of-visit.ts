import { useEffect, useState } from 'react';
import type { CartStore } from '@/lib/order/cart-store';
import { retryableImport } from '@/lib/offline/retryable-import';
import { tableVisitKey } from '@/lib/offline/storage-keys';
import { tabStorage } from '@/lib/offline/tab-storage';

// Only a visit from a table's QR code, or one kept for this tab, needs the tables and their rules.
const tableCode = retryableImport(() => import('./table-code'));

/**
 * Puts the table of this visit (lib/order/table.ts) into the cart's details, fetching its code only when
 * the address names a table or this tab keeps one. A failed download leaves the order without a
 * table until the phone is back online, when it is fetched again. Returns a promise that settles
 * once the table is known, which the hand-over waits for (use-hand-over.ts).
 */
export function useTableOfVisit(store: CartStore): Promise<void> {
  const [visit] = useState(() => {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    return { settled, settle };
  });

  useEffect(() => {
    const storage = tabStorage();
    const { search } = window.location;
    if (!new URLSearchParams(search).has('table') && storage?.getItem(tableVisitKey) == null) {
      visit.settle();
      return;
    }
    let stopped = false;
    const place = () => {
      tableCode
        .load()
        .then(
          ({ followTableTab, tableOfThisVisit, tables }) => {
            if (stopped) return;
            const words = store.voice().words.table;
            const table = tableOfThisVisit(storage, tables, words, search, (note) =>
              store.get().showNotes(words.title, [note]),
            );
            if (table !== null) followTableTab(storage);
            const { customer, updateCustomer } = store.get();
            if (table !== null && table !== customer.table) {
              updateCustomer({ table, orderType: 'dine-in' });
            }
          },
          () => {
            if (!stopped) window.addEventListener('online', place, { once: true });
          },
        )
        .finally(visit.settle);
    };
    place();
    return () => {
      stopped = true;
      window.removeEventListener('online', place);
    };
  }, [store, visit]);

  return visit.settled;
}
