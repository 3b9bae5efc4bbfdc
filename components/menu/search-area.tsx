import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadedPart } from '@/components/ui/use-module';
import { retryableImport } from '@/lib/offline/retryable-import';
import type { menu } from '@/lib/words/en/menu';
import type { Found } from './search-results';

type SearchModule = Awaited<ReturnType<typeof searchPart.load>>;

// The search's rules, its results and the dishes it looks through are needed only once the
// customer searches, so they stay out of the first script: fetched when the search box takes the
// focus, and again on the next key typed if that download failed.
export const searchPart = retryableImport(() => import('./search-results'));

type SearchAreaProps = {
  query: string;
  searching: boolean;
  vegOnly: boolean;
  /** The image host's address, for the found dishes' photos. */
  imageHost: string;
  /** Puts a suggested dish name in the search box. */
  onSuggest: (name: string) => void;
  words: (typeof menu)['browser']['search'];
  /** For the found dishes' rows. */
  dishWords: (typeof menu)['dish'];
};

/**
 * Where a search shows its results, under Search Results (search-results.tsx), once `search` (the
 * menu's useModule of searchPart) has them; if their download failed, it says so and offers
 * Try again.
 */
export function SearchArea({
  query,
  searching,
  vegOnly,
  imageHost,
  onSuggest,
  words,
  dishWords,
  search,
}: SearchAreaProps & { search: LoadedPart<SearchModule> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [found, setFound] = useState<Found | null>(null);
  const { module, status, load } = search;
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

  // Each key typed is a use of the search: one whose part failed to arrive fetches it again.
  useEffect(() => {
    if (searching) load();
  }, [searching, query, load]);

  const failed = searching && status === 'failed';
  return (
    <div className={searching ? 'pt-4' : undefined}>
      {searching && (
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-deep">
          {words.heading}
        </h2>
      )}
      {/* Always mounted, so that each new result count is announced; only heard when a heading
          under it says the same (search-results.tsx). */}
      <p
        role="status"
        className={searching && !(found?.quiet && !failed) ? 'text-foreground' : 'sr-only'}
      >
        {failed && words.failed}
        {searching && module && found?.summary}
        {searching && module && found?.note && (
          <>
            {' '}
            <span className="block">{found.note}</span>
          </>
        )}
      </p>
      {failed && (
        <button
          type="button"
          onClick={() => {
            // The button goes while the search loads: the results' heading keeps the focus.
            heading.current?.focus();
            load();
          }}
          className="mt-2 inline-flex min-h-11 items-center rounded-full border-2 border-brand bg-surface px-4 font-bold text-brand-strong hover:bg-muted"
        >
          {words.tryAgain}
        </button>
      )}
      {searching && module && (
        <module.SearchResults
          query={query}
          vegOnly={vegOnly}
          imageHost={imageHost}
          onFound={setFound}
          onPick={onPick}
          words={words}
          dishWords={dishWords}
        />
      )}
    </div>
  );
}
