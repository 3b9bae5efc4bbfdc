'use client';

import { useEffect } from 'react';
import { serviceWorkerUrl } from '@/lib/offline/offline';

/**
 * Registers the service worker that keeps the site for visits without signal (worker/sw.ts), once
 * the page has loaded and the browser is idle, so that precaching never competes with a first visit.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const start = () => {
      navigator.serviceWorker
        .register(serviceWorkerUrl(process.env.NEXT_PUBLIC_BASE_PATH ?? ''))
        .catch(() => {});
    };
    // Safari has no requestIdleCallback.
    const idle = 'requestIdleCallback' in window;
    let pending: number | undefined;
    const register = () => {
      pending = idle
        ? requestIdleCallback(start, { timeout: 5000 })
        : window.setTimeout(start, 1000);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      if (pending === undefined) return;
      if (idle) cancelIdleCallback(pending);
      else window.clearTimeout(pending);
    };
  }, []);
  return null;
}
