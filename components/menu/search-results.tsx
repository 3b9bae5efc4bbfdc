import { memo, useLayoutEffect, useMemo } from 'react';
import { menu } from '@/data/menu';
import { vegOnlyFilter } from '@/lib/diet';
import { searchMenu } from '@/lib/menu-search';
import { MatchRows, SearchExtras, type SearchExtrasProps } from './search-extras';

/** What the search's status line says: how many dishes it shows, and what Veg only hides. */
export type Found = { summary: string; note: string };

function dishes(count: number): string {
  return `${count} ${count === 1 ? 'dish' : 'dishes'}`;
}

function found(shown: number, hidden: number): Found {
  const them = hidden === 1 ? 'it' : 'them';
  return {
    summary: shown === 0 ? 'No items found' : `${dishes(shown)} found`,
    note:
      hidden === 0
        ? ''
        : `Veg only hides ${hidden} matching ${hidden === 1 ? 'dish' : 'dishes'} with egg or meat` +
          (shown === 0 ? `: switch it off to see ${them}.` : '.'),
  };
}

export type SearchResultsProps = Omit<SearchExtrasProps, 'matched'> & {
  /** Told what the status line says, before the results are drawn (search-area.tsx shows it). */
  onFound: (found: Found) => void;
};

/**
 * The spec's search: every dish whose name contains the query, across categories; then what else
 * the query may mean (search-extras.tsx).
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

  useLayoutEffect(() => {
    onFound(found(shown.length, hidden));
  }, [onFound, shown.length, hidden]);

  return (
    <>
      <MatchRows dishes={shown} list="found" imageHost={imageHost} />
      <SearchExtras
        query={query}
        vegOnly={vegOnly}
        imageHost={imageHost}
        matched={matches.length}
        onPick={onPick}
      />
    </>
  );
});
