'use client';

import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import { buttonClasses } from '@/components/ui/button-classes';
import { useLocale } from '@/components/layout/locale-context';
import { retryableImport } from '@/lib/retryable-import';
import { lastOrderFrom, lastOrderKey, lastOrderWords, type LastOrder } from '@/lib/last-order';
import { fill } from '@/lib/words/fill';
import type { cart } from '@/lib/words/en/cart';
import { useCartNow, useReport } from './cart-context';

// Today's menu prices the last order: loaded only when the customer asks for it.
const orderAgainCode = retryableImport(() => import('@/lib/order-again'));

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
export function useLastOrder(): LastOrder | null {
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
export function OrderAgainButton({
  last,
  className,
  summary = false,
  onAdded,
  words,
}: OrderAgainButtonProps) {
  const locale = useLocale();
  const cart = useCartNow();
  const report = useReport();
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
        const { lines, notes } = orderAgain(words, locale, last, cart().lines, at);
        cart().setLines(lines, notes.join(' '));
        report(words.title, notes);
        onAdded?.();
      },
      () => {
        adding.current = false;
        setBusy(false);
        cart().announce(words.failed);
        report(words.failedTitle, [words.failed]);
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
