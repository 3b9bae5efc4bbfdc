'use client';

import clsx from 'clsx';
import { useCartNow, useCartPart } from '@/components/cart/cart-provider';
import { useLocale } from '@/components/layout/locale-context';
import { platesOf, type Orderable, type Size } from '@/lib/order/cart';
import { nameIn } from '@/lib/site/locale';
import { fill } from '@/lib/words/fill';
import type { menu } from '@/lib/words/en/menu';

type AddButtonProps = {
  /** The dish's names and prices, all an add needs: the row around the button is the server's. */
  dish: Orderable;
  size?: Size;
  /** The same object for every button of the page, so that the page's data holds it once. */
  words: (typeof menu)['dish']['add'];
};

/**
 * A light outlined Add, with the plates already in the cart on its corner. The count is drawn
 * over the corner, so nothing moves when it appears: a quick second tap lands where the first did.
 * Each button follows its own plates in the cart, so an add draws that one button again, not the
 * menu. The count on its corner is the feedback, drawn in the same frame as the add. Hidden with
 * JavaScript off, when it could not add anything.
 */
export function AddButton({ dish, size, words }: AddButtonProps) {
  const cartNow = useCartNow();
  const plates = useCartPart((cart) => platesOf(cart.lines, { name: dish.name, size }));
  // Named as the page names the dish.
  const name = nameIn(useLocale(), dish);
  const label = size ? fill(words.sized, { dish: name, size: words[size] }) : name;
  return (
    <span className={clsx('add-slot', plates > 0 && 'relative')}>
      <button
        type="button"
        aria-label={fill(words.label, { dish: label })}
        onClick={() => cartNow().add(dish, size)}
        className="add-button"
      >
        {words.button}
      </button>
      {plates > 0 && (
        <span className="pointer-events-none absolute -right-2 -top-2 min-w-6 rounded-full bg-success px-1.5 text-center font-bold leading-6 text-brand-foreground ring-2 ring-surface">
          {plates}
          <span className="sr-only">{words.inCart}</span>
        </span>
      )}
    </span>
  );
}
