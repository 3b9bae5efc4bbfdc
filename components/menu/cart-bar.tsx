import { PageLink } from '@/components/ui/page-link';
import { memo, useEffect, useRef } from 'react';
import { orderTypes } from '@/lib/order/order-type-rules';
import { useCart } from '@/components/cart/cart-provider';
import { useOrderAgain } from '@/components/cart/use-order-again';
import { useLocale } from '@/components/layout/locale-context';
import { CartIcon } from '@/components/ui/icons';
import { localePath } from '@/lib/site/locale';
import { formatRupees } from '@/lib/order/money';
import type { cart } from '@/lib/words/en/cart';
import type { menu } from '@/lib/words/en/menu';
import { fill, plural } from '@/lib/words/fill';

type CartBarProps = {
  words: (typeof menu)['browser']['cartBar'];
  orderAgainWords: (typeof cart)['orderAgain'];
};

/**
 * The foot of the menu, on screen from the first paint while the dishes scroll: the View Cart link
 * once the cart has something, a quiet hint until then. It never changes size, so when the first
 * dish is added nothing moves and no Add button goes under it; at the end of the list it settles
 * above the footer, so the last dishes can always be scrolled clear of it. It draws again only
 * when the cart changes, not at each key typed into the search above it.
 */
export const CartBar = memo(function CartBar({ words, orderAgainWords }: CartBarProps) {
  const { count, total, customer } = useCart();
  const locale = useLocale();
  const orderAgain = useOrderAgain();
  const viewCart = useRef<HTMLAnchorElement>(null);
  const focusViewCart = useRef(false);

  useEffect(() => {
    // Order again replaced itself with View Cart: the focus goes there rather than to the page.
    if (focusViewCart.current && count > 0) viewCart.current?.focus({ preventScroll: true });
    focusViewCart.current = false;
  }, [count]);

  const emptyHint = (
    <p className="flex min-h-12 flex-1 items-center justify-center gap-2 text-muted-foreground">
      <CartIcon />
      {words.empty}
    </p>
  );

  return (
    <section
      aria-label={words.label}
      className="sticky bottom-0 z-20 order-last -mx-4 flex items-center gap-2 border-t border-border bg-surface px-4 py-2 no-js:hidden lg:mx-0"
    >
      {customer.table !== '' && orderTypes[customer.orderType].needsTable && (
        <p className="flex min-h-12 max-w-28 shrink-0 items-center rounded-xl border border-brand px-2 text-sm font-bold text-brand-deep">
          <span className="truncate">{fill(words.table, { table: customer.table })}</span>
        </p>
      )}
      {count === 0 ? (
        orderAgain ? (
          <orderAgain.CartBarOrderAgain
            words={orderAgainWords}
            fallback={emptyHint}
            onAdded={() => {
              focusViewCart.current = true;
            }}
          />
        ) : (
          emptyHint
        )
      ) : (
        <PageLink
          ref={viewCart}
          href={localePath(locale, '/order/')}
          className="flex min-h-12 min-w-0 flex-1 items-center justify-center gap-3 rounded-xl bg-whatsapp px-4 font-bold text-brand-foreground hover:bg-whatsapp-hover"
        >
          <CartIcon />
          {plural(words.viewCart, count, { total: formatRupees(total) })}
        </PageLink>
      )}
    </section>
  );
});
