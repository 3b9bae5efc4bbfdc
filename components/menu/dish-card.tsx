import { memo, useId } from 'react';
import { RemoteImage } from '@/components/ui/remote-image';
import type { MenuItem } from '@/data/menu';
import { AddButtons, type OnAdd } from './add-buttons';
import { DietMark } from './diet-mark';

type DishCardProps = {
  dish: MenuItem;
  /** Plates of this dish in the cart. */
  inCart: number;
  onAdd: OnAdd;
  /** Shown in search results, which mix categories. */
  category?: string;
  eager?: boolean;
};

// Memoised: a keystroke in the search or an add renders only the cards whose props changed.
export const DishCard = memo(function DishCard({
  dish,
  inCart,
  onAdd,
  category,
  eager,
}: DishCardProps) {
  const headingId = useId();

  return (
    <article
      aria-labelledby={headingId}
      className="relative flex gap-4 rounded-2xl border border-border bg-surface p-3 shadow-sm"
    >
      <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted text-5xl">
        <span aria-hidden="true" className="font-emoji">
          {dish.emoji}
        </span>
        {dish.image && (
          <RemoteImage src={dish.image} sizes="96px" width={160} height={160} eager={eager} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
        <div>
          <div className="flex items-start gap-2">
            <DietMark diet={dish.diet} layout="mt-1" />
            <h3
              id={headingId}
              className="min-w-0 break-words text-lg font-bold leading-snug text-foreground"
            >
              {dish.name}
            </h3>
          </div>
          {category && <p className="text-sm text-muted-foreground">{category}</p>}
          {inCart > 0 && (
            // Read after the name, drawn on the photo's corner: the add buttons never move, so a
            // quick second tap lands where the first did.
            <p className="absolute left-1.5 top-1.5 rounded-full bg-success px-2 py-0.5 text-xs font-bold text-brand-foreground ring-2 ring-surface">
              {inCart} in cart
            </p>
          )}
        </div>
        <AddButtons dish={dish} onAdd={onAdd} />
      </div>
    </article>
  );
});
