import { lazy, memo, Suspense, useEffect, useMemo, useRef } from 'react';
import { menu } from '@/data/menu';
import { vegOnlyFilter } from '@/lib/diet';
import { isSearching, searchMenu } from '@/lib/menu-search';
import type { OnAdd } from './add-buttons';
import { DishRow, platesOf } from './dish-row';

// What a search offers beyond its matches is needed only once the customer searches, so its
// rules and words stay out of the first script: fetched when the search box takes the focus.
export const loadSearchExtras = () => import('./search-extras');
const SearchExtras = lazy(() =>
  loadSearchExtras().then(({ SearchExtras }) => ({ default: SearchExtras })),
);

function resultSummary(count: number): string {
  if (count === 0) return 'No items found';
  return `${count} ${count === 1 ? 'dish' : 'dishes'} found`;
}

type SearchResultsProps = {
  query: string;
  vegOnly: boolean;
  plates: ReadonlyMap<string, number>;
  onAdd: OnAdd;
  /** Puts a suggested dish name in the search box. */
  onSuggest: (name: string) => void;
};

/**
 * The spec's search: every dish whose name contains the query, across categories, under Search
 * Results, or No items found; then what else the query may mean (search-extras.tsx).
 */
export const SearchResults = memo(function SearchResults({
  query,
  vegOnly,
  plates,
  onAdd,
  onSuggest,
}: SearchResultsProps) {
  const searching = isSearching(query);
  const matches = useMemo(() => searchMenu(menu, query), [query]);
  const { shown, hidden } = vegOnlyFilter(matches, vegOnly);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (searching) void loadSearchExtras();
  }, [searching]);

  return (
    <div className={searching ? 'pt-4' : undefined}>
      {searching && (
        <h2
          id="results-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-brand-deep"
        >
          Search Results
        </h2>
      )}
      {/* Always mounted, so that each new result count is announced. */}
      <p role="status" className={searching ? 'text-foreground' : 'sr-only'}>
        {searching ? resultSummary(shown.length) : ''}
        {searching && hidden > 0 && (
          <>
            {' '}
            <span className="block">
              Veg only hides {hidden} matching {hidden === 1 ? 'dish' : 'dishes'} with egg or meat
              {shown.length === 0 ? `: switch it off to see ${hidden === 1 ? 'it' : 'them'}.` : '.'}
            </span>
          </>
        )}
      </p>
      {searching &&
        shown.map(({ item, category }) => (
          <DishRow
            key={`${category}/${item.name}`}
            dish={item}
            {...platesOf(plates, item)}
            onAdd={onAdd}
            category={category}
          />
        ))}
      {searching && (
        <Suspense fallback={null}>
          <SearchExtras
            query={query}
            vegOnly={vegOnly}
            matched={matches.length}
            plates={plates}
            onAdd={onAdd}
            onPick={(name) => {
              onSuggest(name);
              // The chosen button goes away with the suggestions: the results take the focus.
              heading.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
});
