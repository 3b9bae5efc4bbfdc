'use client';

import { PageLink } from '@/components/ui/page-link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { buttonClasses } from '@/components/ui/button-classes';
import type { error as errorWords } from '@/lib/words/en/error';
import { localePath } from '@/lib/site/locale';
import { failedChunk } from '@/lib/offline/offline';
import { reloadWithCart } from '@/lib/offline/tab-storage';
import { useLocale } from './locale-context';

export type ErrorPageProps = { error: unknown; reset: () => void };

/**
 * Loads the page in full, with the cart handed over, once the host answers for the script whose
 * download failed: Next.js keeps the failure for this page until then. Any answer will do: a
 * script a new deploy has removed answers 404, and the page loaded again is the new build's, with
 * scripts of its own. False while there is no signal.
 */
async function loadPageAgain(chunk: string): Promise<boolean> {
  try {
    await fetch(chunk, { cache: 'no-store' });
  } catch {
    return false;
  }
  reloadWithCart();
  return true;
}

/**
 * Try again for a page whose script failed to download (Turbopack's own retry included): the page
 * is loaded again as soon as the script can be had, and at each press, which says when there is
 * still no signal. Any other error's Try again is `reset`.
 */
function useTryAgain(error: unknown, reset: () => void) {
  const chunk = failedChunk(error);
  const [noSignal, setNoSignal] = useState(false);

  useEffect(() => {
    if (chunk !== null) void loadPageAgain(chunk);
  }, [chunk]);

  const tryAgain = useCallback(async () => {
    if (chunk === null) return reset();
    setNoSignal(false);
    setNoSignal(!(await loadPageAgain(chunk)));
  }, [chunk, reset]);

  return { tryAgain, noSignal };
}

/**
 * A page that failed while showing: the header, the cart and the footer around it stay. Each
 * language's error boundary (app/(en)/error.tsx, app/(hi)/error.tsx) passes its words.
 */
export function ErrorPage({ error, reset, words }: ErrorPageProps & { words: typeof errorWords }) {
  const locale = useLocale();
  const { tryAgain, noSignal } = useTryAgain(error, reset);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The page's content was replaced under the customer: say so first.
    heading.current?.focus();
  }, []);

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <Notice
        picture={<span className="font-emoji">🫖</span>}
        title={words.title}
        headingRef={heading}
      >
        <p className="mt-3 text-muted-foreground sm:text-lg">{words.text}</p>
        <p role="status" className="mt-3 font-bold text-foreground empty:hidden">
          {noSignal ? words.noSignal : ''}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => void tryAgain()}
            className={buttonClasses({ variant: 'primary' })}
          >
            {words.tryAgain}
          </button>
          <PageLink
            href={localePath(locale, '/menu/')}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {words.backToMenu}
          </PageLink>
        </div>
      </Notice>
    </section>
  );
}
