import clsx from 'clsx';
import { orderTypeLabels, type OrderType } from '@/lib/checkout';

type OrderTypeFieldsetProps = {
  /** The radio group's name, unique on the page. */
  name: string;
  value: OrderType;
  onChange: (type: OrderType) => void;
};

/** Home Delivery or Pickup, as two large radio buttons. */
export function OrderTypeFieldset({ name, value, onChange }: OrderTypeFieldsetProps) {
  return (
    <fieldset>
      <legend className="font-bold text-foreground">Order type</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {(Object.keys(orderTypeLabels) as OrderType[]).map((type) => (
          <label
            key={type}
            className={clsx(
              'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 font-bold',
              value === type
                ? 'border-brand bg-muted text-brand-deep'
                : 'border-input bg-surface text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="size-5 accent-brand"
            />
            {orderTypeLabels[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
