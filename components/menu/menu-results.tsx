import { lazy, memo, Suspense, useEffect, useMemo, useRef } from 'react';
import { useCart } from '@/components/cart/cart-context';
import { RemoteImage } from '@/components/ui/remote-image';
import { menu, type MenuCategory } from '@/data/menu';
import { quantitiesByName } from '@/lib/cart';
import { isVeg, vegOnlyFilter } from '@/lib/diet';
import { isSearching, searchMenu } from '@/lib/menu-search';
import { DishCard } from './dish-card';

// Suggestions are needed only when a search finds nothing, so their rule stays out of the first script.
const loadSuggestions = () => import('./search-suggestions');
const SearchSuggestions = lazy(() =>
  loadSuggestions().then(({ SearchSuggestions }) => ({ default: SearchSuggestions })),
);

const firstScreenful = 4;
const allDishes = menu.flatMap((category) => category.items);
// Columns follow the text size, so large text gets fewer, wider cards instead of overflowing.
const grid = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,19rem),1fr))] gap-3';

function resultSummary(count: number): string {
  if (count === 0) return 'No items found';
  return `${count} ${count === 1 ? 'dish' : 'dishes'} found`;
}

function dishesPhrase(count: number): string {
  return `${count} ${count === 1 ? 'dish' : 'dishes'}`;
}

type MenuResultsProps = {
  query: string;
  category: MenuCategory;
  vegOnly: boolean;
  /** Puts a suggested dish name in the search box. */
  onSuggest: (name: string) => void;
};

/** The chosen category's dishes, or the search results across all categories. */
export const MenuResults = memo(function MenuResults({
  query,
  category,
  vegOnly,
  onSuggest,
}: MenuResultsProps) {
  const searching = isSearching(query);
  const matches = useMemo(() => searchMenu(menu, query), [query]);
  const candidates = useMemo(() => (vegOnly ? allDishes.filter(isVeg) : allDishes), [vegOnly]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Fetched with the first search, before it can find nothing.
    if (searching) void loadSuggestions();
  }, [searching]);
  const { lines, add } = useCart();
  const inCart = useMemo(() => quantitiesByName(lines), [lines]);
  const { shown: dishes, hidden } = vegOnlyFilter(
    searching ? matches : category.items.map((item) => ({ item, category: category.name })),
    vegOnly,
  );

  return (
    <section aria-labelledby="results-heading" className="mt-6">
      <div className="flex items-center gap-3">
        {!searching && (
          <div className="relative flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted text-3xl">
            <span aria-hidden="true" className="font-emoji">
              {category.emoji}
            </span>
            <RemoteImage
              key={category.name}
              src={category.image}
              sizes="56px"
              width={160}
              height={160}
              eager
            />
          </div>
        )}
        <h2
          id="results-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-deep"
        >
          {searching ? 'Search Results' : category.name}
        </h2>
      </div>
      {/* Always mounted, so that each new result count is announced. */}
      <p role="status" className={searching ? 'mt-1 text-lg text-foreground' : 'sr-only'}>
        {searching ? resultSummary(dishes.length) : ''}
        {searching && hidden > 0 && (
          <>
            {' '}
            <span className="block text-base">
              Veg only hides {hidden} matching {hidden === 1 ? 'dish' : 'dishes'} with egg or meat
              {dishes.length === 0
                ? `: switch it off to see ${hidden === 1 ? 'it' : 'them'}.`
                : '.'}
            </span>
          </>
        )}
      </p>
      {!searching && dishes.length === 0 && hidden > 0 && (
        <p className="mt-4 rounded-2xl bg-surface p-6 text-center text-muted-foreground">
          {category.name} has no vegetarian dishes: switch off Veg only to see its{' '}
          {dishesPhrase(hidden)}.
        </p>
      )}
      {searching && matches.length === 0 && (
        <div className="mt-4 rounded-2xl bg-surface p-6 text-center text-muted-foreground">
          <Suspense fallback={null}>
            <SearchSuggestions
              dishes={candidates}
              query={query}
              onPick={(name) => {
                onSuggest(name);
                // The chosen button goes away with the suggestions: the results take the focus.
                heading.current?.focus();
              }}
            />
          </Suspense>
          <p>Try another word, or pick a category above.</p>
        </div>
      )}
      <div className={`${grid} mt-4`}>
        {dishes.map(({ item: dish, category: listedIn }, index) => (
          <DishCard
            key={`${listedIn}/${dish.name}`}
            dish={dish}
            inCart={inCart.get(dish.name) ?? 0}
            onAdd={add}
            category={searching ? listedIn : undefined}
            eager={index < firstScreenful}
          />
        ))}
      </div>
    </section>
  );
});
