'use client';

import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import { buttonClasses } from '@/components/ui/button-classes';
import { useLocale } from '@/components/layout/locale-context';
import { retryableImport } from '@/lib/offline/retryable-import';
import { cafe } from '@/data/cafe';
import { dateOn } from '@/lib/order/calendar';
import { lastOrderFrom, lastOrderWords, type LastOrder } from '@/lib/order/last-order';
import { lastOrderKey } from '@/lib/offline/storage-keys';
import { fill } from '@/lib/words/fill';
import type { cart } from '@/lib/words/en/cart';
import type { checkout } from '@/lib/words/en/checkout';
import { useCartNow } from './cart-provider';
import { stockWatch } from './use-stock-watch';

// Loaded only on a phone that keeps a last order (use-order-again.ts), off every first visit.

// Today's menu prices the last order: loaded only when the customer asks for it.
const orderAgainCode = retryableImport(() => import('@/lib/order/order-again'));

function keptText(): string | null {
  try {
    return window.localStorage.getItem(lastOrderKey);
  } catch {
    return null;
  }
}

function onStorageChange(changed: () => void) {
  // Forget my details, or an order sent, in another tab.
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

/**
 * The last order sent from this phone, kept beside the remembered details; null in the static HTML,
 * during hydration, and when there is none.
 */
function useLastOrder(): LastOrder | null {
  const text = useSyncExternalStore(onStorageChange, keptText, () => null);
  return useMemo(() => lastOrderFrom(text), [text]);
}

type OrderAgainButtonProps = {
  last: LastOrder;
  className?: string;
  /** Says the dishes on the button itself, where no heading above says them. */
  summary?: boolean;
  /** Called once the dishes are in the cart, to take the focus where the button was. */
  onAdded?: () => void;
  /** What the button says and what it tells the customer: wordsFor(locale).cart.orderAgain. */
  words: (typeof cart)['orderAgain'];
};

/**
 * Order again: the last order's dishes into the cart at today's prices. What was added, and each
 * dish left out (sold out today, no longer on the menu), is said under the header and to a screen
 * reader.
 */
function OrderAgainButton({
  last,
  className,
  summary = false,
  onAdded,
  words,
}: OrderAgainButtonProps) {
  const locale = useLocale();
  const cart = useCartNow();
  const [busy, setBusy] = useState(false);
  // A second tap while the first one's code downloads would add the order twice.
  const adding = useRef(false);

  function again() {
    if (adding.current) return;
    adding.current = true;
    setBusy(true);
    orderAgainCode.load().then(
      ({ orderAgain }) => {
        adding.current = false;
        setBusy(false);
        const at = performance.timeOrigin + performance.now();
        // The stock the page follows, once it has read it; else the stock watch drops what is out.
        const stockOf = stockWatch.loaded()?.stockNow;
        const { lines, notes } = orderAgain(
          words,
          locale,
          last,
          cart().lines,
          at,
          undefined,
          stockOf,
        );
        cart().setLines(lines, notes.join(' '));
        cart().showNotes(words.title, notes);
        onAdded?.();
      },
      () => {
        adding.current = false;
        setBusy(false);
        cart().announce(words.failed);
        cart().showNotes(words.failedTitle, [words.failed]);
      },
    );
  }

  return (
    <button
      type="button"
      onClick={again}
      aria-disabled={busy}
      className={clsx(buttonClasses({ variant: 'secondary' }), 'min-w-0', className)}
    >
      <span className="truncate">
        {busy
          ? words.adding
          : summary
            ? fill(words.withDishes, { dishes: lastOrderWords(words, locale, last) })
            : words.button}
      </span>
    </button>
  );
}

type OrderAgainWords = (typeof cart)['orderAgain'];

/**
 * Order again in the menu's cart bar, naming the dishes on the button; `fallback` where no last
 * order can be read.
 */
export function CartBarOrderAgain({
  words,
  fallback,
  onAdded,
}: {
  words: OrderAgainWords;
  fallback: React.ReactNode;
  onAdded: () => void;
}) {
  const last = useLastOrder();
  if (!last) return fallback;
  return (
    <OrderAgainButton
      last={last}
      summary
      words={words}
      className="min-h-12 flex-1"
      onAdded={onAdded}
    />
  );
}

/** The last order in the empty cart: when it was sent, its dishes, and Order again. */
export function EmptyCartOrderAgain({
  words,
  calendarWords,
}: {
  words: OrderAgainWords;
  calendarWords: (typeof checkout)['calendar'];
}) {
  const locale = useLocale();
  const last = useLastOrder();
  if (!last) return null;
  return (
    <div className="mx-auto mt-8 max-w-md rounded-2xl border border-border bg-surface p-4 text-left">
      <h2 className="font-bold text-brand-deep">
        {fill(words.heading, {
          date: dateOn(new Date(last.sentAt), cafe.hours.utcOffset, calendarWords),
        })}
      </h2>
      <p className="mt-1 text-foreground">{lastOrderWords(words, locale, last, 4)}</p>
      <OrderAgainButton last={last} className="mt-3 w-full" words={words} />
    </div>
  );
}
