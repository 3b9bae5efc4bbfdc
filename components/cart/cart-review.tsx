import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { MinusIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import {
  lineNames,
  lineTotal,
  maxQuantity,
  platesOf,
  quantityLimitNote,
  sizeLabels,
} from '@/lib/cart';
import { formatRupees } from '@/lib/money';
import { useCart } from './cart-context';
import { OrderSummary } from './order-summary';

const stepper =
  'inline-flex size-11 items-center justify-center rounded-full border border-accent bg-surface text-brand-strong hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50';

export function CartReview({ onCheckout }: { onCheckout: () => void }) {
  const { lines, count, total, setQuantity, remove, clear } = useCart();
  const id = useId();
  const names = lineNames(lines);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <section aria-labelledby="cart-lines">
        <h2 id="cart-lines" className="sr-only">
          Dishes in your cart
        </h2>
        <ul className="space-y-3">
          {lines.map((line, index) => {
            const label = names[index];
            const full = platesOf(lines, line) >= maxQuantity;
            return (
              <li
                key={line.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-border bg-surface p-4"
              >
                <div className="min-w-40 flex-1">
                  <p className="font-bold text-foreground">
                    {line.name}
                    {line.size && (
                      <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-sm font-bold text-brand-strong">
                        {sizeLabels[line.size]}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground">{formatRupees(line.price)} each</p>
                  {full && (
                    <p id={`${id}-limit-${index}`} className="text-sm font-bold text-foreground">
                      {quantityLimitNote(line)}
                    </p>
                  )}
                </div>
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    className={stepper}
                    aria-label={`Decrease quantity of ${label}`}
                    onClick={() => setQuantity(line, line.quantity - 1)}
                  >
                    <MinusIcon />
                  </button>
                  <p className="w-8 text-center text-lg font-bold">
                    <span className="sr-only">Quantity </span>
                    {line.quantity}
                  </p>
                  <button
                    type="button"
                    className={stepper}
                    aria-label={`Increase quantity of ${label}`}
                    disabled={full}
                    aria-describedby={full ? `${id}-limit-${index}` : undefined}
                    onClick={() => setQuantity(line, line.quantity + 1)}
                  >
                    <PlusIcon />
                  </button>
                </div>
                <p className="w-20 text-right text-lg font-bold">
                  <span className="sr-only">Line total </span>
                  {formatRupees(lineTotal(line))}
                </p>
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center rounded-full text-danger hover:bg-danger-muted"
                  aria-label={`Remove ${label}`}
                  onClick={() => remove(line)}
                >
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={clear}
          className={buttonClasses({ variant: 'ghost', size: 'flush' }, 'mt-4')}
        >
          Clear Cart
        </button>
      </section>
      <div className="space-y-4">
        <OrderSummary count={count} total={total} />
        <button
          type="button"
          onClick={onCheckout}
          className={buttonClasses({ variant: 'primary' }, 'w-full')}
        >
          Proceed to Checkout
        </button>
      </div>
    </div>
  );
}
