import { memo, useId } from 'react';
import { RemoteImage } from '@/components/ui/remote-image';
import type { MenuItem } from '@/data/menu';
import { sizeLabels } from '@/lib/cart';
import { formatRupees } from '@/lib/money';
import { AddButton } from './add-buttons';
import { DietMark } from './diet-mark';

type DishRowProps = {
  dish: MenuItem;
  /** Shown in search results, which mix categories. */
  category?: string;
  /** Photos on the first screen load at once. */
  eager?: boolean;
  hidden?: boolean;
};

// In place of Add, so the row keeps its height and says why nothing can be added today.
const soldOut = (
  <p className="flex min-h-11 items-center rounded-lg bg-muted px-3 font-bold text-muted-foreground">
    Sold out
  </p>
);

/**
 * One dish as a compact row, as delivery apps list a dish without a photo: its diet mark and name,
 * then its price and Add, or its Half and Full prices each above its own Add, or Print Rate with
 * no Add; a sold-out dish keeps its prices and says Sold out instead. A dish with a photo gets a
 * small thumbnail before it.
 */
export const DishRow = memo(function DishRow({ dish, category, eager, hidden }: DishRowProps) {
  const nameId = useId();
  const sizes =
    typeof dish.price === 'number' && dish.fullPrice !== undefined
      ? ([
          ['half', dish.price],
          ['full', dish.fullPrice],
        ] as const)
      : null;

  return (
    <article aria-labelledby={nameId} hidden={hidden} className="dish-row">
      {dish.image && (
        <div className="relative size-14 shrink-0 overflow-hidden rounded-lg bg-muted">
          <RemoteImage
            src={dish.image}
            sizes="56px"
            width={160}
            height={160}
            fallback={dish.emoji}
            eager={eager}
          />
        </div>
      )}
      <div className="dish-body">
        <div className="min-w-28 flex-1">
          <div className="flex items-start gap-2">
            <DietMark diet={dish.diet} layout="mt-1" />
            <h3 id={nameId} className="dish-name">
              {dish.name}
            </h3>
          </div>
          {category && <p className="pl-6 text-muted-foreground">{category}</p>}
          {dish.price === 'Print Rate' && (
            <p className="pl-6 text-muted-foreground">Sold at MRP at the cafe</p>
          )}
        </div>
        {dish.price === 'Print Rate' && (
          <p className="font-bold text-muted-foreground">Print Rate</p>
        )}
        {typeof dish.price === 'number' && !sizes && (
          <div className="flex shrink-0 items-center gap-3">
            <p className="dish-price">{formatRupees(dish.price)}</p>
            {dish.soldOut ? soldOut : <AddButton dish={dish} />}
          </div>
        )}
        {sizes && dish.soldOut && (
          <div className="flex shrink-0 items-center gap-3">
            <p className="whitespace-nowrap">
              {sizes.map(([size, sizePrice]) => (
                <span key={size} className="ml-2 first:ml-0">
                  {sizeLabels[size]} <span className="dish-price">{formatRupees(sizePrice)}</span>
                </span>
              ))}
            </p>
            {soldOut}
          </div>
        )}
        {sizes && !dish.soldOut && (
          <div className="flex shrink-0 gap-2">
            {sizes.map(([size, sizePrice]) => (
              <div key={size} className="flex flex-col items-center gap-2">
                <p className="whitespace-nowrap">
                  {sizeLabels[size]} <span className="dish-price">{formatRupees(sizePrice)}</span>
                </p>
                <AddButton dish={dish} size={size} />
              </div>
            ))}
          </div>
        )}
      </div>
    </article>
  );
});
