import { memo, useLayoutEffect, useMemo } from 'react';
import { useLocale } from '@/components/layout/locale-context';
import { favouriteDishNames } from '@/data/favourites';
import { menu } from '@/data/menu';
import { searchWords } from '@/data/search-words';
import { vegOnlyFilter } from '@/lib/menu/diet';
import { nameIn, type Locale } from '@/lib/site/locale';
import type { MenuMatch } from '@/lib/menu/menu-search';
import { searchFindings } from '@/lib/menu/search-rank';
import { plural } from '@/lib/words/fill';
import { MatchRows, SearchExtras, type SearchExtrasProps } from './search-extras';

/**
 * What the search's status line says: how many dishes it shows, and what Veg only hides. `quiet`
 * when a heading on the page says the same, so that only screen readers hear it.
 */
export type Found = { summary: string; note: string; quiet: boolean };

type SearchWords = SearchResultsProps['words'];

/** "Kulhad Tea and 1 more for “kulhad chai”": what a search offers when no name contains it. */
export function offeredTitle(
  offered: readonly MenuMatch[],
  query: string,
  locale: Locale,
  words: SearchWords,
): string {
  return plural(words.offered, offered.length, {
    dish: nameIn(locale, offered[0]!.item),
    more: offered.length - 1,
    query: query.trim(),
  });
}

function found(shown: number, hidden: number, offered: string | null, words: SearchWords): Found {
  return {
    summary: offered ?? (shown === 0 ? words.noneFound : plural(words.found, shown)),
    quiet: offered !== null,
    note: hidden === 0 ? '' : plural(shown === 0 ? words.vegHidesAll : words.vegHides, hidden),
  };
}

export type SearchResultsProps = Omit<SearchExtrasProps, 'matched' | 'also' | 'offered'> & {
  /** Told what the status line says, before the results are drawn (search-area.tsx shows it). */
  onFound: (found: Found) => void;
};

/**
 * The search (lib/menu/search-rank.ts): every dish whose name contains the query, across categories,
 * whole names and starts first, then the dishes whose names it misspells, closest first; then
 * what else the query may mean (search-extras.tsx). When no name contains it but the search words offer
 * dishes ("kulhad chai"), those lead under a heading that says why, and No items found follows in
 * small print: a customer who stops reading at No items found would miss them.
 */
export const SearchResults = memo(function SearchResults({
  query,
  onFound,
  vegOnly,
  imageHost,
  onPick,
  words,
  dishWords,
}: SearchResultsProps) {
  const locale = useLocale();
  const findings = useMemo(
    () => searchFindings(menu, searchWords, query, favouriteDishNames),
    [query],
  );
  const matches = findings.found;
  const { shown, hidden } = vegOnlyFilter(matches, vegOnly);
  const also = useMemo(() => vegOnlyFilter(findings.also, vegOnly).shown, [findings, vegOnly]);
  const offered =
    shown.length === 0 && also.length > 0 ? offeredTitle(also, query, locale, words) : null;

  useLayoutEffect(() => {
    onFound(found(shown.length, hidden, offered, words));
  }, [onFound, shown.length, hidden, offered, words]);

  return (
    <>
      <MatchRows dishes={shown} list="found" imageHost={imageHost} words={dishWords} />
      <SearchExtras
        query={query}
        vegOnly={vegOnly}
        imageHost={imageHost}
        matched={matches.length}
        also={also}
        offered={
          offered === null ? null : { title: offered, note: found(0, hidden, offered, words).note }
        }
        onPick={onPick}
        words={words}
        dishWords={dishWords}
      />
    </>
  );
});
