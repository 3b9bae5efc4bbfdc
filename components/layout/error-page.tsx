'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Notice } from '@/components/ui/notice';
import { buttonClasses } from '@/components/ui/button-classes';
import type { error as errorWords } from '@/lib/words/en/error';
import { localePath } from '@/lib/locale';
import { useLocale } from './locale-context';

export type ErrorPageProps = { error: unknown; reset: () => void };

type ErrorPageViewProps = ErrorPageProps & {
  words: typeof errorWords;
  /** Whether Try again found no signal, said until the next try. */
  noSignal?: boolean;
};

/**
 * A page that failed while showing: the header, the cart and the footer around it stay. Each
 * language's error boundary (app/(en)/error.tsx, app/(hi)/error.tsx) passes its words.
 */
export function ErrorPage({ reset, words, noSignal = false }: ErrorPageViewProps) {
  const locale = useLocale();
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
            onClick={() => reset()}
            className={buttonClasses({ variant: 'primary' })}
          >
            {words.tryAgain}
          </button>
          <Link
            href={localePath(locale, '/menu/')}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {words.backToMenu}
          </Link>
        </div>
      </Notice>
    </section>
  );
}
