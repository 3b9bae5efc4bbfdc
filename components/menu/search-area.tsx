import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { Found, SearchResultsProps } from './search-results';

// The search's rules, its results and what else it offers are needed only once the customer
// searches, so they stay out of the first script: fetched when the search box takes the focus.
export const loadSearch = () => import('./search-results');
const SearchResults = lazy(() =>
  loadSearch().then(({ SearchResults }) => ({ default: SearchResults })),
);

type SearchAreaProps = Omit<SearchResultsProps, 'onFound' | 'onPick'> & {
  searching: boolean;
  /** Puts a suggested dish name in the search box. */
  onSuggest: (name: string) => void;
};

/** Where a search shows its results, under Search Results (search-results.tsx). */
export function SearchArea({ query, searching, onSuggest, ...results }: SearchAreaProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [found, setFound] = useState<Found | null>(null);
  // The same function from render to render, so that a key that leaves the results as they were
  // does not draw them again.
  const onPick = useCallback(
    (name: string) => {
      onSuggest(name);
      // The chosen button goes away with the suggestions: the results take the focus.
      heading.current?.focus();
    },
    [onSuggest],
  );

  return (
    <div className={searching ? 'pt-4' : undefined}>
      {searching && (
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-deep">
          Search Results
        </h2>
      )}
      {/* Always mounted, so that each new result count is announced. */}
      <p role="status" className={searching ? 'text-foreground' : 'sr-only'}>
        {searching && found?.summary}
        {searching && found?.note && (
          <>
            {' '}
            <span className="block">{found.note}</span>
          </>
        )}
      </p>
      {searching && (
        <Suspense fallback={null}>
          <SearchResults query={query} onFound={setFound} {...results} onPick={onPick} />
        </Suspense>
      )}
    </div>
  );
}
