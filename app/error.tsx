'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Notice } from '@/components/ui/notice';
import { buttonClasses } from '@/components/ui/button-classes';

type ErrorPageProps = { error: unknown; reset: () => void };

/** A page that failed while showing: the header, the cart and the footer around it stay. */
export default function ErrorPage({ reset }: ErrorPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The page's content was replaced under the customer: say so first.
    heading.current?.focus();
  }, []);

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <Notice
        picture={<span className="font-emoji">🫖</span>}
        title="Something went wrong"
        headingRef={heading}
      >
        <p className="mt-3 text-muted-foreground sm:text-lg">
          This page stopped working. Your cart and the details you typed are still here: try again,
          or go back to the menu.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => reset()}
            className={buttonClasses({ variant: 'primary' })}
          >
            Try again
          </button>
          <Link href="/menu/" className={buttonClasses({ variant: 'secondary' })}>
            Back to the menu
          </Link>
        </div>
      </Notice>
    </section>
  );
}
