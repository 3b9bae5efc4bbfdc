import { OrderNowLink } from '@/components/cart/order-now-link';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { PageSection } from '@/components/ui/page-section';
import { favouriteDishNames } from '@/data/favourites';
import { menu } from '@/data/menu';
import { orderableDishes, type OrderableDish } from '@/lib/menu-lookup';
import { formatRupees } from '@/lib/money';

function priceText(dish: OrderableDish): string {
  if (dish.fullPrice === undefined) return formatRupees(dish.price);
  return `Half ${formatRupees(dish.price)} · Full ${formatRupees(dish.fullPrice)}`;
}

/** The favourite dishes, by name: the cafe's list in content/favourites.json unless given others. */
export function CustomerFavourites({ names = favouriteDishNames }: { names?: readonly string[] }) {
  const dishes = orderableDishes(menu, names);
  return (
    <PageSection titleId="favourites-title" title="Customer favourites" band>
      <p className="mt-2 text-muted-foreground sm:text-lg">
        The dishes our regulars order again and again.
      </p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {dishes.map((dish) => {
          const titleId = `favourite-${dish.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
          return (
            <li key={dish.name}>
              <Card
                as="article"
                aria-labelledby={titleId}
                className="flex h-full flex-wrap items-center gap-4 bg-background shadow-none ring-border sm:flex-col sm:flex-nowrap sm:text-center"
              >
                <div className="flex-1 sm:mb-1 sm:flex-none">
                  <h3 id={titleId} className="text-xl font-bold text-brand-deep">
                    {dish.name}
                  </h3>
                  <p className="mt-1 text-xl font-bold text-brand-strong">{priceText(dish)}</p>
                </div>
                {/* Drawn first, but after the name in the page: the name is read first. */}
                <span
                  aria-hidden="true"
                  className="order-first flex size-16 shrink-0 items-center justify-center rounded-full bg-surface font-emoji text-3xl shadow-sm sm:size-24 sm:text-5xl"
                >
                  {dish.emoji}
                </span>
                {dish.soldOut ? (
                  <p className="w-full font-bold text-muted-foreground sm:mt-auto">
                    Sold out today
                  </p>
                ) : dish.fullPrice === undefined ? (
                  <OrderNowLink dish={dish} layout="w-full sm:mt-auto sm:w-auto" />
                ) : (
                  <div className="flex w-full flex-wrap gap-2 sm:mt-auto sm:justify-center">
                    <OrderNowLink dish={dish} size="half" layout="flex-1 sm:flex-none" />
                    <OrderNowLink dish={dish} size="full" layout="flex-1 sm:flex-none" />
                  </div>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center">
        <ButtonLink href="/menu/" variant="ghost">
          See the full menu <span aria-hidden="true">→</span>
        </ButtonLink>
      </p>
    </PageSection>
  );
}
