'use client';

import { PageLink } from '@/components/ui/page-link';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { CartIcon } from '@/components/ui/icons';
import { useLocale } from '@/components/layout/locale-context';
import { localePath } from '@/lib/site/locale';
import { plural } from '@/lib/words/fill';
import type { cart } from '@/lib/words/en/cart';
import { cartReviewPart } from './cart-review-part';
import { useCartPart } from './cart-provider';

export function CartLink({ words }: { words: (typeof cart)['link'] }) {
  // The count alone: the link draws again when it changes, never for a keystroke at checkout.
  const count = useCartPart((cart) => cart.count);
  const locale = useLocale();
  const hasLines = count > 0;
  const router = useRouter();
  const orderPage = localePath(locale, '/order/');
  useEffect(() => {
    if (!hasLines) return;
    // The cart opens at once from here or the menu's View Cart. A failed download is fetched
    // again by the order page.
    router.prefetch(orderPage);
    cartReviewPart.load().catch(() => {});
  }, [hasLines, router, orderPage]);
  return (
    <PageLink
      href={orderPage}
      aria-label={plural(words.label, count)}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-foreground hover:bg-muted"
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
    </PageLink>
  );
}
