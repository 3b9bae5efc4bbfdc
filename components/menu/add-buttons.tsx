import clsx from 'clsx';
import { useCartNow, useCartPart } from '@/components/cart/cart-context';
import type { MenuItem } from '@/data/menu';
import { lineLabel, platesOf, type Size } from '@/lib/cart';

type AddButtonProps = {
  dish: MenuItem;
  size?: Size;
};

/**
 * A light outlined Add, with the plates already in the cart on its corner. The count is drawn
 * over the corner, so nothing moves when it appears: a quick second tap lands where the first did.
 * Only then is the button positioned, to hold the count: a positioned element is a layer of its
 * own for the browser to lay out and paint, and the menu has an Add or two on every dish.
 * Each button follows its own plates in the cart, so an add draws that one button again, not the
 * menu. It draws nothing of its own on press or hover: the count on its corner is the feedback,
 * drawn in the same frame as the add (docs/decisions.md, Feedback on add). Hidden with JavaScript
 * off, when it could not add anything.
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
