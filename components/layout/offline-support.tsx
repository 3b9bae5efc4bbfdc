'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';

// Neither the service worker's registration nor the offline note does anything before the page
// has loaded: they come in a chunk of their own, off the first visit's script.
const loadOffline = () =>
  Promise.all([import('./offline-note'), import('./service-worker-registration')]).then(
    ([{ OfflineNote }, { ServiceWorkerRegistration }]) => ({
      default: function Offline() {
        return (
          <>
            <OfflineNote />
            <ServiceWorkerRegistration />
          </>
        );
      },
    }),
  );
const Offline = lazy(loadOffline);

/** An empty status region where the offline note will be, until it has loaded. */
const waiting = (
  <div className="sr-only">
    <p role="status" />
  </div>
);

const noChanges = () => () => {};

/** The offline note and the service worker's registration, loaded once the page has hydrated. */
export function OfflineSupport() {
  // False in the static HTML and while hydrating, true from then on.
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Offline />
    </Suspense>
  );
}
