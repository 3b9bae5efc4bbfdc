'use client';

import { useId } from 'react';
import { useCart } from '@/components/cart/cart-context';
import { RemoteImage } from '@/components/ui/remote-image';
import type { MenuItem } from '@/data/menu';
import { quantityOf } from '@/lib/cart';
import { AddButtons } from './add-buttons';

type DishCardProps = { item: MenuItem; category?: string; eager?: boolean };

export function DishCard({ item, category, eager }: DishCardProps) {
  const headingId = useId();
  const { lines } = useCart();
  const inCart = quantityOf(lines, item.name);

  return (
    <article
      aria-labelledby={headingId}
      className="flex gap-4 rounded-2xl border border-clay-200 bg-white p-3 shadow-sm"
    >
      <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-clay-100 text-5xl">
        <span aria-hidden="true">{item.emoji}</span>
        {item.image && (
          <RemoteImage src={item.image} sizes="96px" width={160} height={160} eager={eager} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-between gap-2">
        <div>
          <h3 id={headingId} className="break-words text-lg font-bold leading-snug text-stone-900">
            {item.name}
          </h3>
          {category && <p className="text-sm text-stone-700">{category}</p>}
          {inCart > 0 && (
            <p className="mt-1 inline-block rounded-full bg-leaf-700 px-2 py-0.5 text-xs font-semibold text-white">
              {inCart} in cart
            </p>
          )}
        </div>
        <AddButtons item={item} />
      </div>
    </article>
  );
}
