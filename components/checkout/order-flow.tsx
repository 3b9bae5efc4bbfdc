'use client';

import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Link from 'next/link';
import { useCart } from '@/components/cart/cart-context';
import { Notice } from '@/components/ui/notice';
import { CartIcon } from '@/components/ui/icons';
import { CartReview } from '@/components/cart/cart-review';
import { buttonClasses } from '@/components/ui/button-classes';

// The form is needed only after Proceed to Checkout, so it stays out of the page's first script.
const loadCheckoutForm = () => import('./checkout-form');
const CheckoutForm = lazy(() =>
  loadCheckoutForm().then(({ CheckoutForm }) => ({ default: CheckoutForm })),
);

type Step = 'review' | 'checkout';

type OrderFlowProps = {
  /** The payment options, rendered at build time. */
  payment: ReactNode;
  /** The owner's delivery terms, shown before checkout. */
  terms: ReactNode;
  /** Shown in the empty cart when JavaScript is off: how to order without the cart. */
  noScriptNote: ReactNode;
};

export function OrderFlow({ payment, terms, noScriptNote }: OrderFlowProps) {
  const { count, lines, cleared, undoClear } = useCart();
  const [step, setStep] = useState<Step>('review');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const lineCount = useRef(lines.length);

  useEffect(() => {
    // Fetched while the customer reviews the cart, so that checkout opens at once.
    if (count > 0) void loadCheckoutForm();
  }, [count]);

  useEffect(() => {
    // Moving between review and checkout replaces the page's content: take focus to its new heading.
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => {
    // The last line removed takes the cart review with it, and Undo of Clear Cart brings it back:
    // keep keyboard users on the page's heading. A line removed from several leaves its Undo,
    // which the review focuses.
    const emptied = lines.length === 0 && lineCount.current > 0;
    if (emptied || (lineCount.current === 0 && lines.length > 0)) heading.current?.focus();
    lineCount.current = lines.length;
  }, [lines.length]);

  function go(next: Step) {
    moved.current = true;
    // A transition keeps the current step on screen until the next one has loaded.
    startTransition(() => setStep(next));
    window.scrollTo({ top: 0 });
  }

  if (count === 0) {
    return (
      <div className="py-12 text-center">
        <Notice
          // An icon rather than 🛒: the page then draws no emoji, and a phone loads no emoji font
          // before its first paint.
          picture={<CartIcon className="size-14 text-brand" />}
          title="Your Cart is Empty"
          headingRef={heading}
        >
          {cleared ? (
            <p className="mt-2 text-foreground sm:text-lg">
              You cleared your cart.{' '}
              <button
                type="button"
                onClick={undoClear}
                className={buttonClasses({ variant: 'secondary', size: 'small' }, 'ml-1')}
              >
                Undo
              </button>
            </p>
          ) : (
            <p className="mt-2 text-muted-foreground no-js:hidden sm:text-lg">
              Add some kulhad chai or momos to get started.
            </p>
          )}
          {noScriptNote}
          <Link href="/menu/" className={buttonClasses({ variant: 'primary' }, 'mt-6')}>
            Browse Menu
          </Link>
        </Notice>
      </div>
    );
  }

  return (
    <div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mb-6 text-3xl font-bold text-brand-deep focus:outline-none sm:text-4xl"
      >
        {step === 'review' ? 'Your Cart' : 'Checkout'}
      </h1>
      {step === 'review' && terms}
      <Suspense>
        {step === 'review' ? (
          <CartReview onCheckout={() => go('checkout')} />
        ) : (
          <CheckoutForm payment={payment} onBack={() => go('review')} />
        )}
      </Suspense>
    </div>
  );
}
