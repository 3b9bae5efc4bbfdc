'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PageLink } from '@/components/ui/page-link';
import { useCart, useCartStore } from '@/components/cart/cart-provider';
import { undoClear } from '@/lib/order/cart-undo';
import { Notice } from '@/components/ui/notice';
import { CartIcon } from '@/components/ui/icons';
import { cartReviewPart } from '@/components/cart/cart-review-part';
import { useModuleWhen } from '@/components/ui/use-module';
import { useOrderAgain } from '@/components/cart/use-order-again';
import { useFreshStock } from '@/components/cart/use-stock-watch';
import { useLocale } from '@/components/layout/locale-context';
import { buttonClasses } from '@/components/ui/button-classes';
import { followNewBuild } from '@/lib/offline/build';
import { localePath } from '@/lib/site/locale';
import type { HoursWords } from '@/lib/site/opening-hours';
import { retryableImport } from '@/lib/offline/retryable-import';
import {
  sentSnapshot,
  subscribeToSent,
  visitOrders,
  type SentOrder,
} from '@/lib/order/sent-orders';
import { useNow } from '@/components/ui/use-now';
import { tabStorage } from '@/lib/offline/tab-storage';
import type { MessageLanguage } from '@/lib/order/whatsapp';
import type { cart } from '@/lib/words/en/cart';
import type { checkout } from '@/lib/words/en/checkout';
import { fill } from '@/lib/words/fill';
import type { Locale } from '@/lib/site/locale';

// The form is needed only after Proceed to Checkout, so it stays out of the page's first script,
// and so do its words: each language's come with it, so that the page's HTML carries none of them.
// A failed download is fetched again at the next press.
const checkoutForms = {
  en: retryableImport(() =>
    Promise.all([import('./checkout-form'), import('@/lib/words/en/checkout')]).then(
      ([{ CheckoutForm }, { checkout }]) => ({ CheckoutForm, words: checkout }),
    ),
  ),
  hi: retryableImport(() =>
    Promise.all([import('./checkout-form'), import('@/lib/words/hi/checkout')]).then(
      ([{ CheckoutForm }, { checkout }]) => ({ CheckoutForm, words: checkout }),
    ),
  ),
} satisfies Record<Locale, unknown>;

// The orders this tab has sent, shown only once one has gone.
const sentOrdersPart = retryableImport(() => import('./sent-orders-view'));

type Step = 'review' | 'checkout';

const readSent = () => sentSnapshot(tabStorage());
const noOrders: SentOrder[] = [];
const noneSent = () => noOrders;

/** A sentence and the one thing to do about it, after it: Undo of Clear Cart, Try again. */
function NoteWithAction({
  note,
  action,
  onAction,
  alert = false,
  className,
}: {
  note: string;
  action: string;
  onAction: () => void;
  alert?: boolean;
  className: string;
}) {
  return (
    <p role={alert ? 'alert' : undefined} className={className}>
      {note}{' '}
      <button
        type="button"
        onClick={onAction}
        className={buttonClasses({ variant: 'secondary', size: 'small' }, 'ml-1')}
      >
        {action}
      </button>
    </p>
  );
}

/** The address of the checkout step: /order/#checkout. */
const checkoutHash = '#checkout';

/** The steps' words; the checkout form's come with the form. */
export type OrderFlowWords = Pick<typeof checkout, 'flow' | 'calendar' | 'time'> & {
  payment: Pick<(typeof checkout)['payment'], 'labels'>;
  form: Pick<(typeof checkout)['form'], 'askTable' | 'confirmTable'>;
};

type OrderFlowProps = {
  /** The payment options, rendered at build time. */
  payment: ReactNode;
  /** The owner's delivery terms, shown before checkout. */
  terms: ReactNode;
  /** Shown in the empty cart when JavaScript is off: how to order without the cart. */
  noScriptNote: ReactNode;
  /** In the page's language: `wordsFor(locale).checkout`, the parts the steps show. */
  words: OrderFlowWords;
  /** The cart's components on this page: the review, the summary and Order again. */
  cartWords: Pick<typeof cart, 'review' | 'summary' | 'orderAgain' | 'line'>;
  /** When a closed cafe opens again: `wordsFor(locale).hours`, the part checkout says. */
  hoursWords: Pick<HoursWords, 'opensAgain' | 'weekdays' | 'clock'>;
  /** The language of the WhatsApp order: the cafe's (content/cafe.json), whatever the page's. */
  orderLanguage: MessageLanguage;
};

export function OrderFlow({
  payment,
  terms,
  noScriptNote,
  words,
  cartWords,
  hoursWords,
  orderLanguage,
}: OrderFlowProps) {
  const { flow } = words;
  const locale = useLocale();
  const checkoutForm = checkoutForms[locale];
  const { count, lines, cleared, customer } = useCart();
  const store = useCartStore();
  // Read after the first render: the static HTML knows of no order sent.
  const sent = useSyncExternalStore(subscribeToSent, readSent, noneSent);
  const now = useNow();
  const visit = now === null ? noneSent() : visitOrders(sent, customer, now);
  const sentView = useModuleWhen(sentOrdersPart, visit.length > 0);
  const sentOrders = sentView.module && visit.length > 0 && (
    <sentView.module.SentOrdersView
      orders={visit}
      compact={count > 0}
      words={flow}
      tableWords={words.form}
      timeWords={words}
      lineWords={cartWords.line}
      payWords={words.payment.labels}
      locale={locale}
      orderLanguage={orderLanguage}
    />
  );
  const [step, setStep] = useState<Step>('review');
  const [formFailed, setFormFailed] = useState(false);
  const [opening, setOpening] = useState(false);
  const [form, setForm] = useState(checkoutForm.loaded);
  const heading = useRef<HTMLHeadingElement>(null);
  const failedNote = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const lineCount = useRef(lines.length);
  const pushed = useRef(false);
  const orderAgain = useOrderAgain();
  const hasLines = count > 0;
  const review = useModuleWhen(cartReviewPart, hasLines);
  // A dish sold out since the page loaded leaves the cart, with a note, as checkout opens.
  useFreshStock(step);

  useEffect(() => {
    // Checkout is an entry in the tab's history, so that the phone's Back returns to the cart;
    // Back from the cart leaves the page, to the place on the menu the customer came from.
    // A reload at /order/#checkout starts at the cart (the spec's new cart): no step to go back to.
    if (window.location.hash === checkoutHash) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
    const back = () => {
      if (window.location.hash !== checkoutHash && pushed.current) {
        pushed.current = false;
        moved.current = true;
        setStep('review');
      }
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  useEffect(() => {
    // Fetched while the customer reviews the cart, so that checkout opens at once.
    if (hasLines) checkoutForm.load().catch(() => {});
  }, [hasLines, checkoutForm]);

  useEffect(() => {
    // An order is never sent at another build's prices: checked as the cart opens, as checkout
    // opens, and when the customer comes back to the tab (from WhatsApp, a UPI app).
    if (!hasLines) return;
    void followNewBuild();
    const back = () => {
      if (document.visibilityState === 'visible') void followNewBuild();
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, [hasLines, step]);

  useEffect(() => {
    if (formFailed) failedNote.current?.scrollIntoView({ block: 'nearest' });
  }, [formFailed]);

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

  async function go(next: Step) {
    if (next === 'checkout' && !form) {
      // The cart stays on screen until the form has loaded. The last failure's note goes while
      // the press is tried, so that a second failure is announced again.
      setFormFailed(false);
      setOpening(true);
      try {
        const loaded = await checkoutForm.load();
        setForm(loaded);
      } catch {
        setFormFailed(true);
        return;
      } finally {
        setOpening(false);
      }
    }
    setFormFailed(false);
    if (next === 'review' && pushed.current) {
      // Back to Cart is the phone's Back: the popstate above shows the cart.
      window.history.back();
      return;
    }
    if (next === 'checkout' && !pushed.current) {
      window.history.pushState(window.history.state, '', checkoutHash);
      pushed.current = true;
    }
    moved.current = true;
    setStep(next);
    window.scrollTo({ top: 0 });
  }

  if (count === 0) {
    return (
      <div className="py-12 text-center">
        <Notice
          // An icon rather than 🛒: the page then draws no emoji, and a phone loads no emoji font
          // before its first paint.
          picture={<CartIcon className="size-14 text-brand" />}
          title={visit.length > 0 ? flow.sentTitle : flow.emptyTitle}
          headingRef={heading}
        >
          {visit.length > 0 ? (
            <p className="mt-2 text-foreground sm:text-lg">{flow.sentHint}</p>
          ) : cleared ? (
            <NoteWithAction
              note={flow.cleared}
              action={flow.undo}
              onAction={() => undoClear(store)}
              className="mt-2 text-foreground sm:text-lg"
            />
          ) : (
            <p className="mt-2 text-muted-foreground no-js:hidden sm:text-lg">{flow.emptyHint}</p>
          )}
          {noScriptNote}
          <PageLink
            href={localePath(locale, '/menu/')}
            className={buttonClasses({ variant: 'primary' }, 'mt-6')}
          >
            {visit.length > 0 ? flow.addMore : flow.browseMenu}
          </PageLink>
          {sentOrders}
          {orderAgain && !cleared && visit.length === 0 && (
            <orderAgain.EmptyCartOrderAgain
              words={cartWords.orderAgain}
              calendarWords={words.calendar}
            />
          )}
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
        {step === 'review' ? flow.cartHeading : flow.checkoutHeading}
      </h1>
      {sentOrders}
      {step === 'review' && terms}
      {formFailed && (
        <p
          ref={failedNote}
          role="alert"
          className="mb-6 rounded-2xl border-2 border-brand bg-surface p-4 text-foreground"
        >
          {fill(flow.formFailed, { button: cartWords.review.checkout })}
        </p>
      )}
      {step === 'checkout' && form ? (
        <form.CheckoutForm
          payment={payment}
          onBack={() => void go('review')}
          words={form.words}
          summaryWords={cartWords.summary}
          hoursWords={hoursWords}
          orderLanguage={orderLanguage}
          sent={sent}
          onSent={() => {
            moved.current = true;
          }}
        />
      ) : review.module ? (
        <review.module.CartReview
          opening={opening}
          onCheckout={() => void go('checkout')}
          words={cartWords.review}
        />
      ) : (
        review.status === 'failed' && (
          <NoteWithAction
            note={flow.reviewFailed}
            action={flow.tryAgain}
            onAction={review.load}
            alert
            className="rounded-2xl border-2 border-brand bg-surface p-4 text-foreground"
          />
        )
      )}
    </div>
  );
}
