import { PlusIcon } from '@/components/ui/icons';
import type { MenuItem } from '@/data/menu';
import { lineLabel, sizeLabels, type Size } from '@/lib/cart';
import { formatRupees } from '@/lib/money';

export type OnAdd = (dish: MenuItem, size?: Size) => void;

type AddRowProps = { dish: MenuItem; size?: Size; price: number; onAdd: OnAdd };

function AddRow({ dish, size, price, onAdd }: AddRowProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <p className="font-bold text-brand-strong">
        {size && <span className="mr-1 font-normal text-muted-foreground">{sizeLabels[size]}</span>}
        {formatRupees(price)}
      </p>
      <button
        type="button"
        aria-label={`Add ${lineLabel({ name: dish.name, size })} to cart`}
        onClick={() => onAdd(dish, size)}
        className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand px-4 text-sm font-bold text-brand-foreground hover:bg-brand-strong active:scale-95"
      >
        <PlusIcon width={16} height={16} />
        Add
      </button>
    </div>
  );
}

type AddButtonsProps = { dish: MenuItem; onAdd: OnAdd };

/** The dish's price and add button, or Half and Full rows, or Print Rate with no button at all. */
export function AddButtons({ dish, onAdd }: AddButtonsProps) {
  if (dish.price === 'Print Rate') {
    return (
      <p className="font-bold text-muted-foreground">
        Print Rate <span className="font-normal">(sold at MRP at the cafe)</span>
      </p>
    );
  }
  if (dish.fullPrice === undefined) return <AddRow dish={dish} price={dish.price} onAdd={onAdd} />;
  return (
    <div className="space-y-2">
      <AddRow dish={dish} size="half" price={dish.price} onAdd={onAdd} />
      <AddRow dish={dish} size="full" price={dish.fullPrice} onAdd={onAdd} />
    </div>
  );
}
