'use client';

import { useCallback, useEffect, useState } from 'react';
import { useModule } from '@/components/ui/use-module';
import type { Locale } from '@/lib/locale';
import { failedChunk, retryableImport } from '@/lib/retryable-import';
import { reloadWithCart } from '@/lib/tab-storage';
import type { ErrorPageProps } from './error-page';

// A page fails rarely: its screen and words are fetched then, in the page's language only.
const screens = {
  en: retryableImport(() =>
    Promise.all([import('./error-page'), import('@/lib/words/en/error')]).then(
      ([{ ErrorPage }, { error }]) => ({ ErrorPage, words: error }),
    ),
  ),
  hi: retryableImport(() =>
    Promise.all([import('./error-page'), import('@/lib/words/hi/error')]).then(
      ([{ ErrorPage }, { error }]) => ({ ErrorPage, words: error }),
    ),
  ),
} satisfies Record<Locale, unknown>;

/**
 * Loads the page in full, with the cart handed over, once the script whose download failed can be
 * fetched: Next.js keeps the failure for this page until then. False while there is no signal.
 */
async function loadPageAgain(chunk: string): Promise<boolean> {
  try {
    if (!(await fetch(chunk)).ok) return false;
  } catch {
    return false;
  }
  reloadWithCart();
  return true;
}

/**
 * What a language's error boundary shows (app/(en)/error.tsx, app/(hi)/error.tsx): the error page,
 * once fetched. If it cannot be fetched either, the error goes on to the whole-page error screen
 * (app/global-error.tsx), which hands the cart over and offers a reload. A page whose script
 * failed to download is loaded again as soon as the script can be had, and at each Try again.
 */
export function PageError({ locale, ...props }: ErrorPageProps & { locale: Locale }) {
  const { status, module, load } = useModule(screens[locale]);
  const chunk = failedChunk(props.error);
  const [noSignal, setNoSignal] = useState(false);

  useEffect(() => {
    load();
  }, [load]);

  const retryDownload = useCallback(async () => {
    if (chunk === null) return;
    setNoSignal(false);
    setNoSignal(!(await loadPageAgain(chunk)));
  }, [chunk]);

  useEffect(() => {
    if (chunk !== null) void loadPageAgain(chunk);
  }, [chunk]);

  if (status === 'failed') throw props.error;
  if (!module) return null;
  const reset = chunk === null ? props.reset : () => void retryDownload();
  return <module.ErrorPage {...props} reset={reset} noSignal={noSignal} words={module.words} />;
}
