'use client';

import { useEffect, useState } from 'react';
import { serviceWorkerUrl } from '@/lib/offline';

/**
 * Registers the service worker that keeps the site for visits without signal (worker/sw.ts), and
 * tells the customer when they are offline that what they see is from their last visit.
 */
export function OfflineNote() {
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    // After the page has loaded, so that precaching never competes with the first visit.
    const register = () =>
      navigator.serviceWorker
        ?.register(serviceWorkerUrl(process.env.NEXT_PUBLIC_BASE_PATH ?? ''))
        .catch(() => {});
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('load', register);
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  return (
    <p
      role="status"
      className={
        offline
          ? 'bg-brand-deep px-4 py-2 text-center text-sm text-brand-deep-foreground'
          : 'sr-only'
      }
    >
      {offline && 'You are offline. Prices are from your last visit.'}
    </p>
  );
}
