import clsx from 'clsx';
import type { MenuCategory } from '@/data/menu';
import { isVeg } from '@/lib/menu/diet';
import { nameIn, type Locale } from '@/lib/site/locale';
import { categorySlug } from '@/lib/menu/menu-lookup';
import { orderLocale } from '@/lib/order/order-language';
import { bakedDishStock } from '@/lib/stock/baked-stock';
import { wordsFor } from '@/lib/words';
import { fill, plural } from '@/lib/words/fill';
import { DishRow } from './dish-row';

type MenuSectionsProps = {
  categories: readonly MenuCategory[];
  imageHost: string;
  locale: Locale;
};

// A section's height until it is first drawn: enough for three, six, nine or twelve rows at their
// tallest (a dish with Half and Full), so that a check reading an undrawn section (axe, in
// Lighthouse) finds no row over the next section or the footer. Once drawn, it keeps its height.
const guessedHeights = [
  '[contain-intrinsic-size:auto_22rem]',
  '[contain-intrinsic-size:auto_42rem]',
  '[contain-intrinsic-size:auto_62rem]',
  '[contain-intrinsic-size:auto_82rem]',
  '[contain-intrinsic-size:auto_102rem]',
];

function guessedHeight(rows: number): string {
  return guessedHeights[Math.min(Math.ceil(rows / 3), guessedHeights.length) - 1] ?? '';
}

/**
 * Every category as a section of the one long list, in menu order, all in the page's HTML and
 * rendered once, on the server: the browser's script holds no dish. What Veg only changes (the
 * rows with egg or meat, each section's count, the note in a section left empty) is written for
 * both states and shown by the veg-only: variant, so switching it draws nothing anew.
 */
export function MenuSections({ categories, imageHost, locale }: MenuSectionsProps) {
  const { sections: words, dish: dishWords } = wordsFor(locale).menu;
  const dishesPhrase = (count: number) => plural(words.dishes, count);
  return categories.map((category, categoryIndex) => {
    // The id is the English name's on both sites, so that links to a category work on either.
    const slug = categorySlug(category.name);
    const name = nameIn(locale, category);
    // Counted as the build found the stock: a dish off the menu is in the HTML, hidden.
    const shown = category.items.filter((dish) => bakedDishStock(dish.name) !== 'off the menu');
    const all = shown.length;
    const veg = shown.filter(isVeg).length;
    return (
      <section
        key={slug}
        id={slug}
        data-category=""
        aria-labelledby={`${slug}--title`}
        className={clsx(
          '-mx-3 px-3 pb-2 pt-4',
          categoryIndex > 0 && ['[content-visibility:auto]', guessedHeight(category.items.length)],
        )}
      >
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={`${slug}--title`} tabIndex={-1} className="text-xl font-bold text-brand-deep">
            {name}
          </h2>
          <p className="text-muted-foreground">
            {veg === all ? (
              dishesPhrase(all)
            ) : (
              <>
                <span className="veg-only:hidden">{dishesPhrase(all)}</span>
                <span className="hidden veg-only:inline">{dishesPhrase(veg)}</span>
              </>
            )}
          </p>
        </div>
        {veg === 0 && (
          <p className="mt-2 hidden rounded-xl bg-surface p-4 text-muted-foreground veg-only:block">
            {fill(words.noVeg, { category: name, dishes: dishesPhrase(all) })}
          </p>
        )}
        {category.items.map((dish, index) => (
          <DishRow
            key={dish.name}
            dish={dish}
            // A slug has no '--' (lib/menu/menu-place.ts), so these ids never meet a category's own: dish 2
            // of Desserts is not the section of "Desserts 2".
            nameId={`${slug}--${index}`}
            imageHost={imageHost}
            locale={locale}
            hindiOrders={orderLocale === 'hi'}
            words={dishWords}
          />
        ))}
      </section>
    );
  });
}
