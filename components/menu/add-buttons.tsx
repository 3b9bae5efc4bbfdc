import { PlusIcon } from '@/components/ui/icons';
import type { MenuItem } from '@/data/menu';
import { lineLabel, sizeLabels, type Size } from '@/lib/cart';
import { formatRupees } from '@/lib/money';

export type OnAdd = (item: MenuItem, size?: Size) => void;

type AddRowProps = { item: MenuItem; size?: Size; price: number; onAdd: OnAdd };

function AddRow({ item, size, price, onAdd }: AddRowProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <p className="font-semibold text-foreground">
        {size && <span className="mr-1 font-normal text-muted-foreground">{sizeLabels[size]}</span>}
        {formatRupees(price)}
      </p>
      <button
        type="button"
        aria-label={`Add ${lineLabel({ name: item.name, size })} to cart`}
        onClick={() => onAdd(item, size)}
        className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand px-4 text-sm font-semibold text-brand-foreground hover:bg-brand-strong active:scale-95"
      >
        <PlusIcon width={16} height={16} />
        Add
      </button>
    </div>
  );
}

/** The dish's price and add button, or Half and Full rows, or Print Rate with no button at all. */
export function AddButtons({ item, onAdd }: { item: MenuItem; onAdd: OnAdd }) {
  if (item.price === 'Print Rate') {
    return (
      <p className="font-semibold text-muted-foreground">
        Print Rate <span className="font-normal">(sold at MRP at the cafe)</span>
      </p>
    );
  }
  if (item.fullPrice === undefined) return <AddRow item={item} price={item.price} onAdd={onAdd} />;
  return (
    <div className="space-y-2">
      <AddRow item={item} size="half" price={item.price} onAdd={onAdd} />
      <AddRow item={item} size="full" price={item.fullPrice} onAdd={onAdd} />
    </div>
  );
}
