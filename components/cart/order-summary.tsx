import { cardClasses } from '@/components/ui/card-classes';
import { formatRupees } from '@/lib/money';

export function OrderSummary({ count, total }: { count: number; total: number }) {
  return (
    <section aria-labelledby="order-summary" className={cardClasses('outlined')}>
      <h2 id="order-summary" className="text-xl font-bold text-brand-deep">
        Order Summary
      </h2>
      <dl className="mt-3 space-y-2">
        <div className="flex justify-between">
          <dt>Items</dt>
          <dd>{count}</dd>
        </div>
        <div className="flex justify-between border-t border-border pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
