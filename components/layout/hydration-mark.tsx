'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has taken over the page; until then an add button does nothing,
 * so the end-to-end tests wait for this mark before they tap anything.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
