'use client';

import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button-classes';
import type { MenuItem } from '@/data/menu';
import { sizeLabels, type Size } from '@/lib/cart';
import { useCart } from './cart-context';

type OrderNowLinkProps = {
  dish: MenuItem;
  size?: Size;
  /** Where the button sits (width, margins); its look is the button's own. */
  layout?: string;
};

/**
 * "Order Now" for one dish, or "Order Half" / "Order Full" for one size of it: puts a plate in
 * the cart on the way to the order page, as a customer tapping it expects.
 */
export function OrderNowLink({ dish, size, layout }: OrderNowLinkProps) {
  const { add } = useCart();
  const text = size ? `Order ${sizeLabels[size]}` : 'Order Now';
  return (
    <Link
      href="/order/"
      aria-label={`${text}: ${dish.name}`}
      onClick={(event) => {
        // A click that opens another tab leaves this tab's cart alone.
        const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (!newTab && event.button === 0) add(dish, size);
      }}
      className={buttonClasses({ variant: 'primary' }, layout)}
    >
      {text}
    </Link>
  );
}
