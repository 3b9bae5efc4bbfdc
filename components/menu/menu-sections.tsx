import clsx from 'clsx';
import { memo } from 'react';
import type { MenuCategory } from '@/data/menu';
import { isVeg } from '@/lib/diet';
import { categorySlug } from '@/lib/menu-place';
import { DishRow } from './dish-row';

type MenuSectionsProps = {
  categories: readonly MenuCategory[];
  vegOnly: boolean;
};

// A section's height until it is first drawn: enough for three, six, nine or twelve rows at their
// tallest (a dish with Half and Full, about 6.5rem on a phone), so that none of its rows lies past
// its box. A check that reads an undrawn section (axe, in Lighthouse) then finds no row over the
// next section or the footer. Once drawn, the section keeps its real height.
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

function dishesPhrase(count: number): string {
  return `${count} ${count === 1 ? 'dish' : 'dishes'}`;
}

/**
 * Every category as a section of the one long list, in menu order, all in the page's HTML. A
 * section off screen is neither laid out nor painted (content-visibility), so a phone pays for
 * the first screen only; its height is guessed until it has been drawn once (guessedHeight). Its
 * paint is clipped to its box, hence the side padding that keeps a button's focus ring and the
 * count on an Add button's corner inside. The first section is always on the first screen: were it
 * skipped too, the browser would lay that screen out twice before its first paint. The others wait
 * for that paint (unpainted:): the browser would otherwise draw every section within one and a half
 * screens of the viewport before showing the first screen, and draws them the frame after instead.
 */
export const MenuSections = memo(function MenuSections({ categories, vegOnly }: MenuSectionsProps) {
  return categories.map((category, categoryIndex) => {
    const slug = categorySlug(category.name);
    const shown = vegOnly ? category.items.filter(isVeg).length : category.items.length;
    return (
      <section
        key={slug}
        id={slug}
        aria-labelledby={`${slug}-title`}
        className={clsx(
          '-mx-3 px-3 pb-2 pt-4',
          categoryIndex > 0 && [
            '[content-visibility:auto] unpainted:[content-visibility:hidden]',
            guessedHeight(category.items.length),
          ],
        )}
      >
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={`${slug}-title`} tabIndex={-1} className="text-xl font-bold text-brand-deep">
            {category.name}
          </h2>
          <p className="text-muted-foreground">{dishesPhrase(shown)}</p>
        </div>
        {shown === 0 && (
          <p className="mt-2 rounded-xl bg-surface p-4 text-muted-foreground">
            {category.name} has no vegetarian dishes: switch off Veg only to see its{' '}
            {dishesPhrase(category.items.length)}.
          </p>
        )}
        {category.items.map((dish) => (
          <DishRow
            key={dish.name}
            dish={dish}
            hidden={vegOnly && !isVeg(dish)}
            eager={categoryIndex === 0}
          />
        ))}
      </section>
    );
  });
});
