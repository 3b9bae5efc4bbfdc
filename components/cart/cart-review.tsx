import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { MinusIcon, PlusIcon, TrashIcon } from '@/components/ui/line-icons';
import {
  lineLabelIn,
  lineTotal,
  maxQuantity,
  platesOf,
  quantityLimitNote,
  type CartItem,
} from '@/lib/order/cart';
import { lineReading } from '@/lib/order/line-text';
import { cartRows, lineNames, putBackIndex } from '@/lib/order/cart-rows';
import { nameIn } from '@/lib/site/locale';
import { formatRupees } from '@/lib/order/money';
import { fill } from '@/lib/words/fill';
import type { cart } from '@/lib/words/en/cart';
import { useLocale } from '@/components/layout/locale-context';
import { useCart, useCartStore } from './cart-provider';
import { putBack, putBackNote } from '@/lib/order/cart-undo';
import { SendBar } from '@/components/checkout/send-bar';
import { delivery } from '@/data/delivery';
import { orderTotal } from '@/lib/order/delivery';
import { OrderSummary } from './order-summary';

type ReviewWords = (typeof cart)['review'];

const stepper =
  'inline-flex size-11 items-center justify-center rounded-full border border-accent bg-surface text-brand-strong hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50';

type CartReviewProps = {
  onCheckout: () => void;
  /** Checkout is still downloading after the press: the button says so and takes no second press. */
  opening?: boolean;
  /** wordsFor(locale).cart.review, handed down by the order page. */
  words: ReviewWords;
};

export function CartReview({ onCheckout, opening = false, words }: CartReviewProps) {
  const { lines, count, total, customer, setQuantity, remove, clear } = useCart();
  const store = useCartStore();
  const locale = useLocale();
  const id = useId();
  // A removed line leaves its row, with Undo, until the customer leaves the cart: the lines below
  // stay where they were, so a quick second tap never lands on the next line's button.
  const [rows, setRows] = useState(() => cartRows([], lines));
  const [names, setNames] = useState(() => lineNames(words, locale, lines));
  const [shownLines, setShownLines] = useState(lines);
  if (shownLines !== lines) {
    setShownLines(lines);
    setRows(cartRows(rows, lines));
    setNames(lineNames(words, locale, lines, names));
  }

  // What the last Undo could not do, shown on its row: the status line says the same.
  const [undoNote, setUndoNote] = useState<{ id: string; text: string } | null>(null);

  // The button that takes the focus once the row has changed, where the pressed one went away.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [rows]);
  const keep = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  };

  function decrease(line: CartItem) {
    if (line.quantity <= 1) focusNext.current = `undo ${line.id}`;
    setUndoNote(null);
    setQuantity(line, line.quantity - 1);
  }

  function increase(line: CartItem) {
    setUndoNote(null);
    setQuantity(line, line.quantity + 1);
  }

  function removeLine(line: CartItem) {
    focusNext.current = `undo ${line.id}`;
    setUndoNote(null);
    remove(line);
  }

  function undo(line: CartItem) {
    const restored = putBack(store, line, putBackIndex(rows, line.id));
    // With nothing back the row stays removed, and the focus stays on its Undo.
    if (restored > 0) focusNext.current = `decrease ${line.id}`;
    setUndoNote(
      restored < line.quantity
        ? { id: line.id, text: putBackNote(words.line, locale, line, restored) }
        : null,
    );
  }

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <section aria-labelledby="cart-lines">
          <h2 id="cart-lines" className="sr-only">
            {words.heading}
          </h2>
          <ul className="space-y-3">
            {rows.map(({ line, removed }, index) => {
              const name = names.get(line.id) ?? lineLabelIn(words.line, locale, line);
              const full = !removed && platesOf(lines, line) >= maxQuantity;
              const note = undoNote?.id === line.id ? undoNote.text : null;
              return (
                <li
                  key={line.id}
                  className={clsx(
                    'grid rounded-2xl border p-4',
                    removed ? 'border-dashed border-input bg-muted' : 'border-border bg-surface',
                  )}
                >
                  {/* A removed row keeps the line's size, drawn invisibly, so nothing below moves. */}
                  <div
                    className={clsx(
                      'col-start-1 row-start-1 flex flex-wrap items-center gap-x-4 gap-y-3',
                      removed && 'invisible',
                    )}
                  >
                    <div className="min-w-40 flex-1">
                      {/* Read out whole, as the badge beside the name would run into it. */}
                      <p className="sr-only">{lineReading(words.line, locale, line)}</p>
                      <div aria-hidden="true">
                        <p className="font-bold text-foreground">
                          {nameIn(locale, line)}
                          {line.size && (
                            <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-sm font-bold text-brand-strong">
                              {words.line.sizes[line.size]}
                            </span>
                          )}
                        </p>
                        <p className="text-sm text-muted-foreground">
                          {fill(words.each, { price: formatRupees(line.price) })}
                        </p>
                      </div>
                      {note && !removed && (
                        <p className="text-sm font-bold text-foreground">{note}</p>
                      )}
                      {full && (
                        <p
                          id={`${id}-limit-${index}`}
                          className="text-sm font-bold text-foreground"
                        >
                          {quantityLimitNote(words.line, locale, line)}
                        </p>
                      )}
                    </div>
                    <div className="flex items-center gap-2">
                      <button
                        ref={keep(`decrease ${line.id}`)}
                        type="button"
                        className={stepper}
                        aria-label={fill(words.decrease, { dish: name })}
                        onClick={() => decrease(line)}
                      >
                        <MinusIcon />
                      </button>
                      <p className="w-8 text-center text-lg font-bold">
                        <span className="sr-only">{words.quantity} </span>
                        {line.quantity}
                      </p>
                      <button
                        type="button"
                        className={stepper}
                        aria-label={fill(words.increase, { dish: name })}
                        disabled={full}
                        aria-describedby={full ? `${id}-limit-${index}` : undefined}
                        onClick={() => increase(line)}
                      >
                        <PlusIcon />
                      </button>
                    </div>
                    <p className="w-20 text-right text-lg font-bold">
                      <span className="sr-only">{words.lineTotal} </span>
                      {formatRupees(lineTotal(line))}
                    </p>
                    <button
                      type="button"
                      className="inline-flex size-11 items-center justify-center rounded-full text-danger hover:bg-danger-muted"
                      aria-label={fill(words.remove, { dish: name })}
                      onClick={() => removeLine(line)}
                    >
                      <TrashIcon />
                    </button>
                  </div>
                  {removed && (
                    // Over where the dish's name was: never where its buttons or the next line's
                    // are. Sharing the grid cell, a note too long for the row makes the row grow.
                    <div className="col-start-1 row-start-1 flex items-start gap-3">
                      <div className="min-w-0 py-2.5 text-foreground">
                        <p>
                          {fill(words.removed, { dish: lineLabelIn(words.line, locale, line) })}
                        </p>
                        {note && <p className="mt-1 text-sm font-bold">{note}</p>}
                      </div>
                      <button
                        ref={keep(`undo ${line.id}`)}
                        type="button"
                        aria-label={fill(words.undoLabel, { dish: name })}
                        onClick={() => undo(line)}
                        className={buttonClasses(
                          { variant: 'secondary', size: 'small' },
                          'shrink-0',
                        )}
                      >
                        {words.undo}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={clear}
            className={buttonClasses({ variant: 'ghost', size: 'flush' }, 'mt-4')}
          >
            {words.clear}
          </button>
        </section>
        <OrderSummary
          words={words.summary}
          count={count}
          dishes={total}
          orderType={customer.orderType}
          table={customer.table}
        />
      </div>
      <SendBar
        total={orderTotal(delivery, customer.orderType, total)}
        totalWord={words.summary.total}
      >
        <button
          type="button"
          onClick={opening ? undefined : onCheckout}
          aria-disabled={opening || undefined}
          className={buttonClasses({ variant: 'primary' })}
        >
          {opening ? words.opening : words.checkout}
        </button>
      </SendBar>
    </>
  );
}
