import type { MenuCategory } from '@/data/menu';
import type { SearchWords } from '@/data/search-words';
import {
  nameContains,
  normaliseQuery,
  normaliseSearch,
  searchIndex,
  type MenuMatch,
} from './menu-search';

/** The most words one entry of the table may have ("cold drink", "cottage cheese"). */
const longestEntry = 3;

type Table = Map<string, string[]>;

const tables = new WeakMap<SearchWords, Table>();

function tableOf(words: SearchWords): Table {
  let table = tables.get(words);
  if (!table) {
    table = new Map(
      words.map(({ typed, means }) => [normaliseSearch(typed), means.map(normaliseSearch)]),
    );
    tables.set(words, table);
  }
  return table;
}

/**
 * The query's terms, each with the words that satisfy it: an entry of the table (the longest
 * that fits, so "cold drink" is one term) brings the words it means besides itself; any other
 * word stands for itself.
 */
export function searchTerms(query: string, words: SearchWords): string[][] {
  const table = tableOf(words);
  const typed = normaliseQuery(query).split(' ').filter(Boolean);
  const terms: string[][] = [];
  for (let at = 0; at < typed.length;) {
    let length = Math.min(longestEntry, typed.length - at);
    for (; length > 1; length--) {
      if (table.has(typed.slice(at, at + length).join(' '))) break;
    }
    const term = typed.slice(at, at + length).join(' ');
    terms.push([term, ...(table.get(term) ?? []).filter((word) => word !== term)]);
    at += length;
  }
  return terms;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches text that has the word at the start of one of its words: "tea" in "Kulhad Tea", not in "Steam". */
function wordStart(word: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, 'u');
}

/**
 * Dishes to offer beside a search's results: those whose name or category has, for every word
 * of the query, that word or a word the table gives for it, at the start of a word, in any order.
 * "chai" offers the teas, "noodles" the chowmeins, "veg noodles" Veg Chowmein, "paneer chilli"
 * Chilli Paneer, "drinks" the two drinks categories. Dishes the search itself finds are left out,
 * and a query of one or two letters that is not in the table offers nothing. In menu order.
 */
export function alsoTry(
  menu: readonly MenuCategory[],
  words: SearchWords,
  query: string,
): MenuMatch[] {
  const needle = normaliseQuery(query);
  const terms = searchTerms(needle, words);
  const inTable = terms.some((term) => term.length > 1);
  if (terms.length === 0 || (!inTable && needle.length < 3)) return [];
  const patterns = terms.map((term) => term.map(wordStart));
  return searchIndex(menu)
    .filter(
      (entry) =>
        !nameContains(entry, needle) &&
        patterns.every((term) =>
          term.some((word) =>
            [...entry.searchNames, ...entry.searchCategories].some((name) => word.test(name)),
          ),
        ),
    )
    .map(({ item, category }) => ({ item, category }));
}

/** Each word the table gives that is the start of no word of any dish's name or category. */
export function unknownSearchWords(
  menu: readonly MenuCategory[],
  words: SearchWords,
): { typed: string; meant: string }[] {
  const texts = searchIndex(menu).flatMap((entry) => [
    ...entry.searchNames,
    ...entry.searchCategories,
  ]);
  return words.flatMap(({ typed, means }) =>
    means
      .filter((word) => !texts.some((text) => wordStart(normaliseSearch(word)).test(text)))
      .map((word) => ({ typed, meant: word })),
  );
}
