'use client';

import type { OfflineWords } from '@/lib/offline/offline';
import { OfflineNote } from './offline-note';
import { ServiceWorkerRegistration } from './service-worker-registration';

/** The offline note and the service worker's registration, fetched together by offline-support.tsx. */
export function Offline({ words }: { words: OfflineWords }) {
  return (
    <>
      <OfflineNote words={words} />
      <ServiceWorkerRegistration />
    </>
  );
}
