'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { OfflineWords } from '@/lib/offline/offline';
import { retryableImport } from '@/lib/offline/retryable-import';

// Neither the service worker's registration nor the offline note does anything before the page
// has loaded: they come in one chunk of their own, off the first visit's script.
const offline = retryableImport(() => import('./offline').then(({ Offline }) => Offline));

/** An empty status region where the offline note will be, until it has loaded. */
const waiting = (
  <div className="sr-only">
    <p role="status" />
  </div>
);

/**
 * The offline note and the service worker's registration, loaded once the page has hydrated. The
 * page works without them: a failed download is tried again when the phone is back online or the
 * customer opens another page, and never shows an error.
 */
export function OfflineSupport({ words }: { words: OfflineWords }) {
  const [Offline, setOffline] = useState(offline.loaded);
  const pathname = usePathname();

  useEffect(() => {
    if (Offline) return;
    let stopped = false;
    const load = () => {
      offline.load().then(
        (loaded) => {
          if (!stopped) setOffline(() => loaded);
        },
        () => {
          // Tried again on the next page, or when the phone says it is back online.
        },
      );
    };
    load();
    window.addEventListener('online', load);
    return () => {
      stopped = true;
      window.removeEventListener('online', load);
    };
  }, [Offline, pathname]);

  return Offline ? <Offline words={words} /> : waiting;
}
