import clsx from 'clsx';
import { DishPhoto } from '@/components/ui/dish-photo';
import type { MenuItem } from '@/data/menu';
import { isVeg } from '@/lib/menu/diet';
import { descriptionIn, nameIn, type Locale } from '@/lib/site/locale';
import { formatRupees } from '@/lib/order/money';
import { bakedDishStock, rowMarks } from '@/lib/stock/baked-stock';
import type { menu } from '@/lib/words/en/menu';
import { AddButton } from './add-buttons';
import { DietMark } from './diet-mark';

type DishRowProps = {
  dish: MenuItem;
  /** The id of the dish's name, which names its row: unique on the page. */
  nameId: string;
  /** The image host's address (lib/site/site.ts), for a dish with a photo. */
  imageHost: string;
  /** Shown in search results, which mix categories: its name in the page's language. */
  category?: string;
  /** The page's language, for the dish's name and description. */
  locale: Locale;
  /**
   * Whether an add keeps the dish's Hindi name in the cart, for the order message: true where the
   * cafe takes orders in Hindi. The Hindi site's rows keep it anyway, to show it.
   */
  hindiOrders: boolean;
  /** The same object for every row (its `add` goes to each Add button). */
  words: (typeof menu)['dish'];
};

/**
 * One dish as a compact row, as delivery apps list a dish without a photo: its diet mark and name,
 * then its price and Add, or its Half and Full prices each above its own Add, or Print Rate with
 * no Add; a sold-out dish keeps its prices and says Sold out instead, and a dish off the menu is
 * not shown. Both are drawn by CSS from the row's data-stock, which the page sets anew from the
 * published stock (components/cart/stock-watch.ts): the build's stock shows until then, and
 * without JavaScript. A dish with a photo gets a
 * small thumbnail before it, which a screen reader skips: the name says what the dish is.
 * Rendered on the server for the menu's sections, and in the browser for search results; only the
 * Add buttons are the browser's. Veg only hides a row with egg or meat (the veg-only: variant).
 */
export function DishRow({
  dish,
  nameId,
  imageHost,
  category,
  locale,
  hindiOrders,
  words,
}: DishRowProps) {
  const { name, price, fullPrice, hindiName } = dish;
  // The English name is the cart line's key. The Hindi one comes along where a page shows it or
  // the order message needs it, whichever site the dish is added on.
  const keepsHindi = hindiName !== undefined && (locale === 'hi' || hindiOrders);
  const orderable = { name, price, fullPrice, ...(keepsHindi && { hindiName }) };
  const shownName = nameIn(locale, dish);
  const description = descriptionIn(locale, dish);
  // In place of Add, so the row keeps its height and says why nothing can be added today.
  const soldOut = <p className="sold-out-note">{words.soldOut}</p>;
  const sizes =
    typeof price === 'number' && fullPrice !== undefined
      ? ([
          ['half', price],
          ['full', fullPrice],
        ] as const)
      : null;

  return (
    <article
      aria-labelledby={nameId}
      data-dish={name}
      data-stock={rowMarks[bakedDishStock(name)]}
      className={clsx('dish-row', !isVeg(dish) && 'veg-only:hidden')}
    >
      {dish.image && (
        <div
          aria-hidden="true"
          className="relative size-14 shrink-0 overflow-hidden rounded-lg bg-muted"
        >
          <DishPhoto
            host={imageHost}
            src={dish.image}
            sizes="56px"
            width={160}
            height={160}
            fallback={dish.emoji}
          />
        </div>
      )}
      <div className="dish-body">
        <div className="dish-main">
          <div className="dish-title">
            <DietMark diet={dish.diet} words={words} />
            <h3 id={nameId} className="dish-name">
              {shownName}
            </h3>
          </div>
          {description && <p className="dish-description">{description}</p>}
          {category && <p className="pl-6 text-muted-foreground">{category}</p>}
          {price === 'Print Rate' && (
            <p className="pl-6 text-muted-foreground">{words.soldAtMrp}</p>
          )}
        </div>
        {price === 'Print Rate' && (
          <p className="font-bold text-muted-foreground">{words.printRate}</p>
        )}
        {typeof price === 'number' && !sizes && (
          <div className="dish-buy">
            <p className="dish-price">{formatRupees(price)}</p>
            <AddButton dish={orderable} words={words.add} />
            {soldOut}
          </div>
        )}
        {sizes && (
          <div className="dish-buy">
            <div className="flex gap-2">
              {sizes.map(([size, sizePrice]) => (
                <div key={size} className="flex flex-col items-center gap-2">
                  <p className="whitespace-nowrap">
                    {words[size]} <span className="dish-price">{formatRupees(sizePrice)}</span>
                  </p>
                  <AddButton dish={orderable} size={size} words={words.add} />
                </div>
              ))}
            </div>
            {soldOut}
          </div>
        )}
      </div>
    </article>
  );
}
