'use client';

import { useEffect } from 'react';
import { useModule } from '@/components/ui/use-module';
import type { Locale } from '@/lib/site/locale';
import { retryableImport } from '@/lib/offline/retryable-import';
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
 * What a language's error boundary shows (app/(en)/error.tsx, app/(hi)/error.tsx): the error page,
 * once fetched. If it cannot be fetched either, the error goes on to the whole-page error screen
 * (app/global-error.tsx), which hands the cart over and offers a reload. The error page loads
 * again a page whose script failed to download (error-page.tsx).
 */
export function PageError({ locale, ...props }: ErrorPageProps & { locale: Locale }) {
  const { status, module, load } = useModule(screens[locale]);

  useEffect(() => {
    load();
  }, [load]);

  if (status === 'failed') throw props.error;
  if (!module) return null;
  return <module.ErrorPage {...props} words={module.words} />;
}
