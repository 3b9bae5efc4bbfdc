'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has hydrated the page, so that the end-to-end tests and
 * the benchmark (scripts/hydrated.mjs) know a click now reaches its handler; mounted last in the
 * body, its effect runs after the whole page's.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
