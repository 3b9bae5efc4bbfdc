'use client';

import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button-link';
import type { MenuItem } from '@/data/menu';
import { useCart } from './cart-context';

/**
 * "Order Now" for one dish: puts a plate of it in the cart on the way to the order page, as a
 * customer tapping it expects. A dish with Half and Full is left for the customer to choose there.
 */
export function OrderNowLink({ item, className }: { item: MenuItem; className?: string }) {
  const { add } = useCart();
  return (
    <Link
      href="/order/"
      aria-label={`Order Now: ${item.name}`}
      onClick={(event) => {
        // A click that opens another tab leaves this tab's cart alone.
        const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (!newTab && event.button === 0) add(item);
      }}
      className={buttonClasses('primary', className)}
    >
      Order Now
    </Link>
  );
}
