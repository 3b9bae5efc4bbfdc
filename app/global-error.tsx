'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { reloadWithCart } from '@/components/cart/cart-context';
import { Logo } from '@/components/layout/logo';
import { buttonClasses } from '@/components/ui/button-classes';
import { Notice } from '@/components/ui/notice';
import { cafe } from '@/data/cafe';
import { handOverKey } from '@/lib/hand-over';
import { basePath } from '@/lib/site';
import './globals.css';

const noChanges = () => () => {};

function handedOver(): boolean {
  try {
    return window.sessionStorage.getItem(handOverKey) !== null;
  } catch {
    return false;
  }
}

/**
 * The whole page failed, header and cart included (app/error.tsx covers a page's content): the
 * site's own page rather than the browser's bare one. The cart was handed over as it went
 * (components/cart/cart-context.tsx), and the reload takes it back; the page says the cart is kept
 * only when it is.
 */
export default function GlobalError() {
  const heading = useRef<HTMLHeadingElement>(null);
  const cartKept = useSyncExternalStore(noChanges, handedOver, () => false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <html lang="en-IN">
      <head>
        <title>{`Something went wrong | ${cafe.name}`}</title>
      </head>
      <body className="flex min-h-screen flex-col">
        <header className="border-b border-border bg-surface px-4 py-3">
          <a
            href={`${basePath}/`}
            className="inline-flex items-center gap-2 font-bold text-brand-deep"
          >
            <Logo size={40} />
            {cafe.name}
          </a>
        </header>
        <main className="mx-auto max-w-xl flex-1 px-4 py-20 text-center">
          <Notice
            picture={<span className="font-emoji">🫖</span>}
            title="Something went wrong"
            headingRef={heading}
          >
            <p className="mt-3 text-muted-foreground sm:text-lg">
              {cartKept
                ? 'This page stopped working. Your cart and the details you typed are kept: reload the page to carry on with your order.'
                : 'This page stopped working: reload it to carry on.'}
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <button
                type="button"
                onClick={reloadWithCart}
                className={buttonClasses({ variant: 'primary' })}
              >
                Reload the page
              </button>
              <a href={`${basePath}/menu/`} className={buttonClasses({ variant: 'secondary' })}>
                Back to the menu
              </a>
            </div>
          </Notice>
        </main>
      </body>
    </html>
  );
}
