'use client';

import clsx from 'clsx';
import { useCartNow, useCartPart } from '@/components/cart/cart-context';
import { lineLabel, platesOf, type Orderable, type Size } from '@/lib/cart';

type AddButtonProps = {
  /** The dish's name and prices, all an add needs: the row around the button is the server's. */
  dish: Orderable;
  size?: Size;
};

/**
 * A light outlined Add, with the plates already in the cart on its corner. The count is drawn
 * over the corner, so nothing moves when it appears: a quick second tap lands where the first did.
 * Each button follows its own plates in the cart, so an add draws that one button again, not the
 * menu. The count on its corner is the feedback, drawn in the same frame as the add. Hidden with
 * JavaScript off, when it could not add anything.
 */
export function AddButton({ dish, size }: AddButtonProps) {
  const cartNow = useCartNow();
  const plates = useCartPart((cart) => platesOf(cart.lines, { name: dish.name, size }));
  return (
    <span className={clsx('add-slot', plates > 0 && 'relative')}>
      <button
        type="button"
        aria-label={`Add ${lineLabel({ name: dish.name, size })} to cart`}
        onClick={() => cartNow().add(dish, size)}
        className="add-button"
      >
        Add
      </button>
      {plates > 0 && (
        <span className="pointer-events-none absolute -right-2 -top-2 min-w-6 rounded-full bg-success px-1.5 text-center font-bold leading-6 text-brand-foreground ring-2 ring-surface">
          {plates}
          <span className="sr-only"> in cart</span>
        </span>
      )}
    </span>
  );
}
