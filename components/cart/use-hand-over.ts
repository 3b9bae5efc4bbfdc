import { useEffect } from 'react';
import type { CartStore } from '@/lib/order/cart-store';
import { handOverText, hasAnythingToHand, takesHandOver } from '@/lib/order/hand-over';
import { retryableImport } from '@/lib/offline/retryable-import';
import { handOverKey, siteReloadKey } from '@/lib/offline/storage-keys';
import { reloadWithCart, tabStorage } from '@/lib/offline/tab-storage';

/** How this page was loaded: 'navigate', 'reload', 'back_forward'... (Navigation Timing). */
function navigationType(): string | undefined {
  if (typeof performance.getEntriesByType !== 'function') return undefined;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}

/** The hand-over this page load takes, read once: a remount must neither lose nor take it twice. */
let handedOnLoad: string | null | undefined;

function handOverOfThisLoad(storage: Storage | null): string | null {
  if (handedOnLoad !== undefined) return handedOnLoad;
  const handed = storage?.getItem(handOverKey) ?? null;
  const reloadedBySite = storage?.getItem(siteReloadKey) != null;
  storage?.removeItem(handOverKey);
  storage?.removeItem(siteReloadKey);
  const wasDiscarded = (document as Document & { wasDiscarded?: boolean }).wasDiscarded === true;
  handedOnLoad = takesHandOver(navigationType(), { reloadedBySite, wasDiscarded }) ? handed : null;
  return handedOnLoad;
}

// This build's menu prices the lines, never the page before; both are loaded only for this.
const handOverCode = retryableImport(() => import('@/lib/order/take-hand-over'));

/**
 * The cart across page loads of one tab (lib/order/hand-over.ts). A page load the customer did not ask
 * for (Next.js loads the next page in full when a new build has gone live, the site reloads
 * itself, Chrome loads again a tab it discarded in the background) takes the cart and details
 * over from the page before, once the table of this visit is known (`tableKnown`), and says what
 * changed; a page that goes, hides or unmounts hands them on. A failed download of the code that
 * takes them says so under the header, with a retry.
 */
export function useHandOver(store: CartStore, tableKnown: Promise<void>) {
  useEffect(() => {
    const storage = tabStorage();
    let stopped = false;
    /** The hand-over this page has yet to take: handed on as it is if the page goes first. */
    let pending: string | null = null;
    /** Set when the page leaves the hand-over in storage to a page after it. */
    let keepStored = false;

    const take = (handed: string) => {
      pending = handed;
      store.showReport(null);
      Promise.all([handOverCode.load(), tableKnown]).then(
        ([{ takeHandOverInto }]) => {
          if (stopped) return;
          pending = null;
          // The words of now, not of the first draw: the hand-over's code may come late.
          takeHandOverInto(store, handed, Date.now());
        },
        () => {
          if (stopped) return;
          const startAfresh = () => {
            pending = null;
            store.showReport(null);
          };
          store.showReport(
            { failed: true, retry: () => take(handed), dismiss: startAfresh },
            store.voice().words.changes.failed,
          );
        },
      );
    };
    const handed = handOverOfThisLoad(storage);
    if (handed !== null) take(handed);

    const handOver = () => {
      if (keepStored) return;
      const { lines, customer } = store.get();
      try {
        if (hasAnythingToHand(lines, customer)) {
          storage?.setItem(handOverKey, handOverText(lines, customer));
        } else if (pending !== null) {
          storage?.setItem(handOverKey, pending);
        } else {
          storage?.removeItem(handOverKey);
        }
      } catch {
        // Storage full or refused: the next page starts empty, as it did before.
      }
    };
    // Chrome may discard a tab in the background (while its customer pays in a UPI app) and load
    // it again on return: what it hands over as it hides is what comes back.
    const hidden = () => {
      if (document.visibilityState === 'hidden') handOver();
    };
    // Back to this page from the browser's back/forward cache, after a page of this tab took its
    // cart and went on with it (a new build's page the customer went on to): that cart, at today's
    // prices. Chrome shows this page before the page left behind has handed its cart over, so
    // storage may still be empty, the cart taken: the reload reads it once it has been handed.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted || !storage) return;
      const stored = storage.getItem(handOverKey);
      const { lines, customer } = store.get();
      const own = hasAnythingToHand(lines, customer) ? handOverText(lines, customer) : null;
      if (stored === own) return;
      keepStored = true;
      reloadWithCart();
    };
    window.addEventListener('pagehide', handOver);
    window.addEventListener('pageshow', restored);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      stopped = true;
      // Unmounted with the page still open, as the root error screen replaces it: its Reload
      // takes the cart back.
      handOver();
      window.removeEventListener('pagehide', handOver);
      window.removeEventListener('pageshow', restored);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [store, tableKnown]);
}
