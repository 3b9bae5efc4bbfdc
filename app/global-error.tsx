'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/site/locale';
import { retryableImport } from '@/lib/offline/retryable-import';
import { reloadWithCart } from '@/lib/offline/tab-storage';
import type { error } from '@/lib/words/en/error';
import { reload as englishReload } from '@/lib/words/en/reload';
import { reload as hindiReload } from '@/lib/words/hi/reload';
import './globals.css';

// Every page carries this boundary, and a whole page fails rarely: its screen and the words of the
// page's language come when it does.
const screenWith = (words: () => Promise<{ error: typeof error }>) =>
  retryableImport(() =>
    Promise.all([import('@/components/layout/whole-page-error'), words()]).then(
      ([{ WholePageError }, { error }]) => ({ WholePageError, words: error }),
    ),
  );
const screens: Record<Locale, ReturnType<typeof screenWith>> = {
  en: screenWith(() => import('@/lib/words/en/error')),
  hi: screenWith(() => import('@/lib/words/hi/error')),
};

// The page's language as its HTML says it, read as the page loads: the screen replaces <html>.
const pageLang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
const locale: Locale = pageLang.startsWith('hi') ? 'hi' : 'en';
const reload = locale === 'hi' ? hindiReload : englishReload;

/**
 * The whole page failed, header and cart included: components/layout/whole-page-error.tsx, once
 * fetched. Until then the page is blank; if that download fails too, a Reload button stays, and the
 * screen is fetched again when the phone is back online.
 */
export default function GlobalError() {
  const screen = screens[locale];
  const [loaded, setLoaded] = useState(screen.loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (loaded) return;
    const load = () =>
      screen.load().then(
        (fetched) => setLoaded(fetched),
        () => setFailed(true),
      );
    void load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [loaded, screen]);

  if (loaded) return <loaded.WholePageError locale={locale} words={loaded.words} reload={reload} />;
  return (
    <html lang={pageLang}>
      <body>
        {failed && (
          <main className="px-4 py-20 text-center">
            <button
              type="button"
              onClick={reloadWithCart}
              className="min-h-11 rounded-full bg-brand px-6 font-bold text-brand-foreground"
            >
              {reload.page}
            </button>
          </main>
        )}
      </body>
    </html>
  );
}
