import { OrderNowLink } from '@/components/cart/order-now-link';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { PageSection } from '@/components/ui/page-section';
import { favouriteDishNames } from '@/data/favourites';
import { menu } from '@/data/menu';
import { localePath, nameIn, type Locale } from '@/lib/site/locale';
import { orderableDishes, type OrderableDish } from '@/lib/menu/menu-lookup';
import { formatRupees } from '@/lib/order/money';
import { bakedDishStock } from '@/lib/stock/baked-stock';
import { wordsFor } from '@/lib/words';
import type { home } from '@/lib/words/en/home';
import { fill } from '@/lib/words/fill';

type FavouritesWords = (typeof home)['favourites'];

function priceText(dish: OrderableDish, words: FavouritesWords): string {
  if (dish.fullPrice === undefined) return formatRupees(dish.price);
  return fill(words.halfAndFull, {
    half: formatRupees(dish.price),
    full: formatRupees(dish.fullPrice),
  });
}

/**
 * The favourite dishes, by name: the cafe's list in content/favourites.json unless given others.
 * Each is named as the page's language names it; its id and the cart keep the English name.
 */
export function CustomerFavourites({
  locale,
  names = favouriteDishNames,
}: {
  locale: Locale;
  names?: readonly string[];
}) {
  const { home, cart } = wordsFor(locale);
  const words = home.favourites;
  // A dish off the menu is not a favourite today; one sold out says so, as the build found it.
  const dishes = orderableDishes(menu, names).filter(
    (dish) => bakedDishStock(dish.name) !== 'off the menu',
  );
  if (dishes.length === 0) return null;
  return (
    <PageSection titleId="favourites-title" title={words.title} band>
      <p className="mt-2 text-muted-foreground sm:text-lg">{words.text}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {dishes.map((dish, index) => {
          // By its place: a name's letters may be none (मसाला चाय) or another's ("Lemon Tea!").
          const titleId = `favourite-${index + 1}`;
          return (
            <li key={dish.name}>
              <Card
                as="article"
                aria-labelledby={titleId}
                className="flex h-full flex-wrap items-center gap-4 bg-background shadow-none ring-border sm:flex-col sm:flex-nowrap sm:text-center"
              >
                <div className="flex-1 sm:mb-1 sm:flex-none">
                  <h3 id={titleId} className="text-xl font-bold text-brand-deep">
                    {nameIn(locale, dish)}
                  </h3>
                  <p className="mt-1 text-xl font-bold text-brand-strong">
                    {priceText(dish, words)}
                  </p>
                </div>
                {/* Drawn first, but after the name in the page: the name is read first. */}
                <span
                  aria-hidden="true"
                  className="order-first flex size-16 shrink-0 items-center justify-center rounded-full bg-surface font-emoji text-3xl shadow-sm sm:size-24 sm:text-5xl"
                >
                  {dish.emoji}
                </span>
                {bakedDishStock(dish.name) === 'sold out today' ? (
                  <p className="w-full font-bold text-muted-foreground sm:mt-auto">
                    {words.soldOut}
                  </p>
                ) : dish.fullPrice === undefined ? (
                  <OrderNowLink
                    dish={dish}
                    layout="w-full sm:mt-auto sm:w-auto"
                    words={cart.orderNow}
                  />
                ) : (
                  <div className="flex w-full flex-wrap gap-2 sm:mt-auto sm:justify-center">
                    <OrderNowLink
                      dish={dish}
                      size="half"
                      layout="flex-1 sm:flex-none"
                      words={cart.orderNow}
                    />
                    <OrderNowLink
                      dish={dish}
                      size="full"
                      layout="flex-1 sm:flex-none"
                      words={cart.orderNow}
                    />
                  </div>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center">
        <ButtonLink href={localePath(locale, '/menu/')} variant="ghost">
          {words.fullMenu} <span aria-hidden="true">→</span>
        </ButtonLink>
      </p>
    </PageSection>
  );
}
