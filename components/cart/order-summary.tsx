import { cardClasses } from '@/components/ui/card-classes';
import { delivery } from '@/data/delivery';
import { lineLabel, lineTotal, type CartItem } from '@/lib/cart';
import { orderTypes, type OrderType } from '@/lib/order-type';
import {
  deliveryFee,
  freeDeliveryMessage,
  minimumOrderMessage,
  orderTotal,
  shortOfFreeDelivery,
  shortOfMinimum,
} from '@/lib/delivery';
import { formatRupees } from '@/lib/money';

type OrderSummaryProps = {
  count: number;
  dishes: number;
  orderType: OrderType;
  /** Listed one by one when given, as on the checkout view. */
  lines?: CartItem[];
  /** The visit's table, shown for an order at the table. */
  table?: string;
};

/** Items and total, with the delivery fee and what the owner's terms still ask, when set. */
export function OrderSummary({ count, dishes, orderType, lines, table = '' }: OrderSummaryProps) {
  const fee = deliveryFee(delivery, orderType, dishes);
  const toFree = shortOfFreeDelivery(delivery, orderType, dishes);
  const toMinimum = shortOfMinimum(delivery, orderType, dishes);
  const charged = orderTypes[orderType].paysDeliveryTerms && delivery.fee !== undefined;
  return (
    <section aria-labelledby="order-summary" className={cardClasses('outlined')}>
      <h2 id="order-summary" className="text-xl font-bold text-brand-deep">
        Order Summary
      </h2>
      {lines && (
        <ul className="mt-3 space-y-1 border-b border-border pb-3">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3">
              <span>
                {line.quantity} × {lineLabel(line)}
              </span>
              <span className="shrink-0">{formatRupees(lineTotal(line))}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 space-y-2">
        {orderTypes[orderType].needsTable && table !== '' && (
          <div className="flex justify-between font-bold">
            <dt>Table</dt>
            <dd>{table}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>Items</dt>
          <dd>{count}</dd>
        </div>
        {charged && (
          <>
            <div className="flex justify-between">
              <dt>Dishes</dt>
              <dd>{formatRupees(dishes)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Delivery fee</dt>
              <dd>{fee === 0 ? 'Free' : formatRupees(fee)}</dd>
            </div>
          </>
        )}
        <div className="flex justify-between border-t border-border pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd>{formatRupees(orderTotal(delivery, orderType, dishes))}</dd>
        </div>
      </dl>
      {toMinimum > 0 && (
        <p className="mt-3 font-bold text-foreground">
          {minimumOrderMessage(delivery, toMinimum)}.
        </p>
      )}
      {toMinimum === 0 && toFree > 0 && (
        <p className="mt-3 text-foreground">{freeDeliveryMessage(toFree)}.</p>
      )}
    </section>
  );
}
