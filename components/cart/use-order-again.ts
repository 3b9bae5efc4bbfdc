import { useSyncExternalStore } from 'react';
import { useModuleWhen } from '@/components/ui/use-module';
import { lastOrderKey } from '@/lib/offline/storage-keys';
import { retryableImport } from '@/lib/offline/retryable-import';

const orderAgainPart = retryableImport(() => import('./order-again'));

function keepsAnOrder(): boolean {
  try {
    return window.localStorage.getItem(lastOrderKey) !== null;
  } catch {
    return false;
  }
}

function onStorageChange(changed: () => void) {
  // Forget my details, or an order sent, in another tab.
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

/**
 * Order again's components, fetched only on a phone that keeps a last order; null until then, in
 * the static HTML and during hydration. A failed download leaves Order again out until the next
 * page that offers it, or the phone back online, fetches it again.
 */
export function useOrderAgain() {
  const kept = useSyncExternalStore(onStorageChange, keepsAnOrder, () => false);
  const { module } = useModuleWhen(orderAgainPart, kept);
  return kept ? module : null;
}
