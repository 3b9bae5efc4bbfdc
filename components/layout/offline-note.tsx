'use client';

import { useEffect, useState } from 'react';

/** Tells the customer, while they are offline, that what they see is from their last visit. */
export function OfflineNote() {
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
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
