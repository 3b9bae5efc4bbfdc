import Link from 'next/link';
import { useCart } from '@/components/cart/cart-context';
import { CartIcon } from '@/components/ui/icons';
import { formatRupees } from '@/lib/money';

export function ViewCartLink() {
  const { count, total } = useCart();
  if (count === 0) return null;
  return (
    <div className="pointer-events-none sticky bottom-4 z-20 mt-8 flex justify-center px-4">
      <Link
        href="/order/"
        className="pointer-events-auto inline-flex min-h-12 items-center gap-3 rounded-full bg-whatsapp px-6 font-bold text-brand-foreground shadow-lg hover:bg-whatsapp-hover"
      >
        <CartIcon />
        View Cart ({count} {count === 1 ? 'item' : 'items'}) · {formatRupees(total)}
      </Link>
    </div>
  );
}
