'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Logo } from '@/components/layout/logo';
import { buttonClasses } from '@/components/ui/button-classes';
import { Notice } from '@/components/ui/notice';
import { basePath } from '@/lib/site/base-path';
import { handOverKey } from '@/lib/offline/storage-keys';
import { reloadWithCart } from '@/lib/offline/tab-storage';
import { languages, localePath, type Locale } from '@/lib/site/locale';
import type { error } from '@/lib/words/en/error';
import type { reload as reloadWords } from '@/lib/words/en/reload';

const noChanges = () => () => {};

/**
 * The cafe's name, built in by next.config.mjs: this screen is a chunk of its own, and
 * data/cafe.ts would ship all of content/cafe.json in it a second time.
 */
const cafeName = process.env.NEXT_PUBLIC_CAFE_NAME;

function handedOver(): boolean {
  try {
    return window.sessionStorage.getItem(handOverKey) !== null;
  } catch {
    return false;
  }
}

/**
 * The whole page failed, header and cart included (a language's error.tsx covers a page's
 * content): the site's own page rather than the browser's bare one, fetched by app/global-error.tsx
 * when it shows. The cart was handed over as it went (components/cart/use-hand-over.ts), and the
 * reload takes it back; the page says the cart is kept only when it is.
 */
export function WholePageError({
  locale,
  words,
  reload,
}: {
  /** The failed page's language: the layout that knew it is gone. */
  locale: Locale;
  words: typeof error;
  reload: typeof reloadWords;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const cartKept = useSyncExternalStore(noChanges, handedOver, () => false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <html lang={languages[locale].lang}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the whole document, as app/global-error.tsx renders it. */}
      <head>
        <title>{`${words.title} | ${cafeName}`}</title>
      </head>
      <body className="flex min-h-screen flex-col">
        <header className="border-b border-border bg-surface px-4 py-3">
          <a
            href={`${basePath}${localePath(locale, '/')}`}
            className="inline-flex items-center gap-2 font-bold text-brand-deep"
          >
            <Logo size={40} />
            {cafeName}
          </a>
        </header>
        <main className="mx-auto max-w-xl flex-1 px-4 py-20 text-center">
          <Notice
            picture={<span className="font-emoji">🫖</span>}
            title={words.title}
            headingRef={heading}
          >
            <p className="mt-3 text-muted-foreground sm:text-lg">
              {cartKept ? words.wholePageKept : words.wholePage}
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <button
                type="button"
                onClick={reloadWithCart}
                className={buttonClasses({ variant: 'primary' })}
              >
                {reload.page}
              </button>
              <a
                href={`${basePath}${localePath(locale, '/menu/')}`}
                className={buttonClasses({ variant: 'secondary' })}
              >
                {words.backToMenu}
              </a>
            </div>
          </Notice>
        </main>
      </body>
    </html>
  );
}
