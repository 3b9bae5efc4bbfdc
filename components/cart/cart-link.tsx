'use client';

import Link from 'next/link';
import { CartIcon } from '@/components/ui/icons';
import { useCart } from './cart-context';

export function CartLink() {
  const { count } = useCart();
  return (
    <Link
      href="/order/"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted"
    >
      <CartIcon width={24} height={24} />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 min-w-6 rounded-full bg-brand px-1.5 text-center font-bold leading-6 text-brand-foreground"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
