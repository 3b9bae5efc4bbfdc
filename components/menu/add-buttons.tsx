import { PlusIcon } from '@/components/ui/icons';
import type { MenuItem } from '@/data/menu';
import { lineLabel, type Size } from '@/lib/cart';

export type OnAdd = (dish: MenuItem, size?: Size) => void;

type AddButtonProps = {
  dish: MenuItem;
  size?: Size;
  /** Plates of this dish and size in the cart. */
  plates: number;
  onAdd: OnAdd;
};

/**
 * A light outlined Add, with the plates already in the cart on its corner. The count is drawn
 * over the corner, so nothing moves when it appears: a quick second tap lands where the first did.
 * Hidden with JavaScript off, when it could not add anything.
 */
export function AddButton({ dish, size, plates, onAdd }: AddButtonProps) {
  return (
    <span className="relative inline-flex shrink-0 no-js:hidden">
      <button
        type="button"
        aria-label={`Add ${lineLabel({ name: dish.name, size })} to cart`}
        onClick={() => onAdd(dish, size)}
        className="inline-flex min-h-11 min-w-[4.75rem] items-center justify-center gap-1 rounded-lg border border-brand bg-surface px-3 font-bold text-brand-strong transition-colors hover:bg-muted active:bg-muted"
      >
        <PlusIcon width={16} height={16} />
        Add
      </button>
      {plates > 0 && (
        <span className="pointer-events-none absolute -right-2 -top-2.5 min-w-6 rounded-full bg-success px-1.5 text-center font-bold leading-6 text-brand-foreground ring-2 ring-surface">
          {plates}
          <span className="sr-only"> in cart</span>
        </span>
      )}
    </span>
  );
}
