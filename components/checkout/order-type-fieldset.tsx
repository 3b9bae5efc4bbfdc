import clsx from 'clsx';
import { RadioChoice } from './radio-choice';
import { offeredOrderTypes, orderTypeChoice, type OrderType } from '@/lib/order/order-type';
import type { checkout } from '@/lib/words/en/checkout';

type OrderTypeFieldsetProps = {
  /** The radio group's name, unique on the page. */
  name: string;
  value: OrderType;
  /** This visit's table, from its link; '' for none, and then no dine-in. */
  table: string;
  onChange: (type: OrderType) => void;
  words: (typeof checkout)['orderType'];
};

/** Home Delivery, Pickup and, at a table, Dine-in · Table 7, as large radio buttons. */
export function OrderTypeFieldset({ name, value, table, onChange, words }: OrderTypeFieldsetProps) {
  const offered = offeredOrderTypes(table);
  return (
    <fieldset>
      <legend className="font-bold text-foreground">{words.legend}</legend>
      <div
        className={clsx(
          'mt-2 grid gap-2',
          offered.length > 2 ? 'grid-cols-2 [&>:last-child]:col-span-2' : 'grid-cols-2',
        )}
      >
        {offered.map((type) => (
          <RadioChoice
            key={type}
            name={name}
            checked={value === type}
            onChange={() => onChange(type)}
          >
            {orderTypeChoice(type, table, words)}
          </RadioChoice>
        ))}
      </div>
    </fieldset>
  );
}
