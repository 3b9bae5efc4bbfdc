import { memo, useLayoutEffect, useMemo } from 'react';
import { menu } from '@/data/menu';
import { searchWords } from '@/data/search-words';
import { alsoTry } from '@/lib/also-try';
import { vegOnlyFilter } from '@/lib/diet';
import { searchMenu, type MenuMatch } from '@/lib/menu-search';
import { MatchRows, SearchExtras, type SearchExtrasProps } from './search-extras';

/**
 * What the search's status line says: how many dishes it shows, and what Veg only hides. `quiet`
 * when a heading on the page says the same, so that only screen readers hear it.
 */
export type Found = { summary: string; note: string; quiet: boolean };

function dishes(count: number): string {
  return `${count} ${count === 1 ? 'dish' : 'dishes'}`;
}

/** "Kulhad Tea and 1 more for “kulhad chai”": what a search offers when no name contains it. */
export function offeredTitle(offered: readonly MenuMatch[], query: string): string {
  const more = offered.length > 1 ? ` and ${offered.length - 1} more` : '';
  return `${offered[0]!.item.name}${more} for “${query.trim()}”`;
}

function found(shown: number, hidden: number, offered: string | null): Found {
  const them = hidden === 1 ? 'it' : 'them';
  return {
    summary: offered ?? (shown === 0 ? 'No items found' : `${dishes(shown)} found`),
    quiet: offered !== null,
    note:
      hidden === 0
        ? ''
        : `Veg only hides ${hidden} matching ${hidden === 1 ? 'dish' : 'dishes'} with egg or meat` +
          (shown === 0 ? `: switch it off to see ${them}.` : '.'),
  };
}

export type SearchResultsProps = Omit<SearchExtrasProps, 'matched' | 'also' | 'offered'> & {
  /** Told what the status line says, before the results are drawn (search-area.tsx shows it). */
  onFound: (found: Found) => void;
};

/**
 * The spec's search: every dish whose name contains the query, across categories; then what else
 * the query may mean (search-extras.tsx). When no name contains it but the search words offer
 * dishes ("kulhad chai"), those lead under a heading that says why, and No items found follows in
 * small print: a customer who stops reading at No items found would miss them.
 */
export const SearchResults = memo(function SearchResults({
  query,
  onFound,
  vegOnly,
  imageHost,
  onPick,
}: SearchResultsProps) {
  const matches = useMemo(() => searchMenu(menu, query), [query]);
  const { shown, hidden } = vegOnlyFilter(matches, vegOnly);
  const also = useMemo(
    () => vegOnlyFilter(alsoTry(menu, searchWords, query), vegOnly).shown,
    [query, vegOnly],
  );
  const offered = shown.length === 0 && also.length > 0 ? offeredTitle(also, query) : null;

  useLayoutEffect(() => {
    onFound(found(shown.length, hidden, offered));
  }, [onFound, shown.length, hidden, offered]);

  return (
    <>
      <MatchRows dishes={shown} list="found" imageHost={imageHost} />
      <SearchExtras
        query={query}
        vegOnly={vegOnly}
        imageHost={imageHost}
        matched={matches.length}
        also={also}
        offered={offered === null ? null : { title: offered, note: found(0, hidden, offered).note }}
        onPick={onPick}
      />
    </>
  );
});
