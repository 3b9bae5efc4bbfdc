import { cardClasses } from '@/components/ui/card-classes';
import { useLocale } from '@/components/layout/locale-context';
import { delivery } from '@/data/delivery';
import { lineLabelIn, lineTotal, type CartItem } from '@/lib/order/cart';
import { orderTypes, type OrderType } from '@/lib/order/order-type';
import { deliveryFee, orderTotal, shortOfFreeDelivery, shortOfMinimum } from '@/lib/order/delivery';
import { formatRupees } from '@/lib/order/money';
import { fill } from '@/lib/words/fill';
import type { cart } from '@/lib/words/en/cart';

type OrderSummaryProps = {
  count: number;
  dishes: number;
  orderType: OrderType;
  /** Listed one by one when given, as on the checkout view. */
  lines?: CartItem[];
  /** The visit's table, shown for an order at the table. */
  table?: string;
  words: (typeof cart)['summary'];
};

/**
 * Items and total, with the delivery fee and what the owner's terms still ask, when set. Drawn in
 * the browser only (the cart review, the checkout), in the page's language.
 */
export function OrderSummary({
  count,
  dishes,
  orderType,
  lines,
  table = '',
  words,
}: OrderSummaryProps) {
  const locale = useLocale();
  const fee = deliveryFee(delivery, orderType, dishes);
  const toFree = shortOfFreeDelivery(delivery, orderType, dishes);
  const toMinimum = shortOfMinimum(delivery, orderType, dishes);
  const charged = orderTypes[orderType].paysDeliveryTerms && delivery.fee !== undefined;
  return (
    <section aria-labelledby="order-summary" className={cardClasses('outlined')}>
      <h2 id="order-summary" className="text-xl font-bold text-brand-deep">
        {words.heading}
      </h2>
      {lines && (
        <ul className="mt-3 space-y-1 border-b border-border pb-3">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3">
              <span>
                {fill(words.listed, {
                  quantity: line.quantity,
                  dish: lineLabelIn(words.line, locale, line),
                })}
              </span>
              <span className="shrink-0">{formatRupees(lineTotal(line))}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 space-y-2">
        {orderTypes[orderType].needsTable && table !== '' && (
          <div className="flex justify-between font-bold">
            <dt>{words.table}</dt>
            <dd>{table}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{words.items}</dt>
          <dd>{count}</dd>
        </div>
        {charged && (
          <>
            <div className="flex justify-between">
              <dt>{words.dishes}</dt>
              <dd>{formatRupees(dishes)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>{words.deliveryFee}</dt>
              <dd>{fee === 0 ? words.free : formatRupees(fee)}</dd>
            </div>
          </>
        )}
        <div className="flex justify-between border-t border-border pt-2 text-lg font-bold">
          <dt>{words.total}</dt>
          <dd>{formatRupees(orderTotal(delivery, orderType, dishes))}</dd>
        </div>
      </dl>
      {toMinimum > 0 && (
        <p className="mt-3 font-bold text-foreground">
          {fill(words.minimumOrder, {
            minimum: formatRupees(delivery.minimumOrder ?? 0),
            short: formatRupees(toMinimum),
          })}
        </p>
      )}
      {toMinimum === 0 && toFree > 0 && (
        <p className="mt-3 text-foreground">
          {fill(words.freeDelivery, { short: formatRupees(toFree) })}
        </p>
      )}
    </section>
  );
}
