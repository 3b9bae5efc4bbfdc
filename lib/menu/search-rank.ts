import type { MenuCategory, MenuItem } from '@/data/menu';
import type { SearchWords } from '@/data/search-words';
import { alsoTry, searchTerms } from './also-try';
import {
  normaliseQuery,
  normaliseSearch,
  searchIndex,
  type IndexEntry,
  type MenuMatch,
} from './menu-search';
import { editDistance } from './search-distance';

// Dish names have no one spelling, in Latin letters (paneer/panir, tikka/tika, bhature/bature,
// biryani/biriani) or in Devanagari (चौमीन/चाउमिन, पकौड़ा/पकोडा): each word is folded to one
// form before letters are counted.
const spellings: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/([bdgkpt])h/g, '$1'],
  [/ck|q/g, 'k'],
  [/z/g, 'j'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  // Devanagari: no nukta or virama, one nasal mark, short vowels for long, ौ as ाउ, ष as श.
  [/[\u093c\u094d]/g, ''],
  [/\u0901/g, '\u0902'],
  [/\u094c/g, '\u093e\u0909'],
  [/\u0914/g, '\u0906\u0909'],
  [/\u0940/g, '\u093f'],
  [/\u0942/g, '\u0941'],
  [/\u0948/g, '\u0947'],
  [/\u0949/g, '\u093e'],
  [/\u0908/g, '\u0907'],
  [/\u090a/g, '\u0909'],
  [/\u0910/g, '\u090f'],
  [/\u0911/g, '\u0906'],
  [/\u0937/g, '\u0936'],
  [/\u0923/g, '\u0928'],
  [/(.)\1+/gu, '$1'],
];

/** The word in the one spelling the search compares. */
export function foldSpelling(word: string): string {
  return spellings.reduce((folded, [pattern, to]) => folded.replace(pattern, to), word);
}

/** A text's words, and them written together ("vegchowmein"), for counting edits. */
type Spelt = { words: string[]; joined: string };

/**
 * A normalised text as typed and as folded (foldSpelling). Both are compared, each with its own
 * kind: folding forgives "panir" for paneer, but it also takes "cheese" further from "chefese".
 */
function spellingsOf(text: string): [asTyped: Spelt, folded: Spelt] {
  const words = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const folded = words.map(foldSpelling);
  return [
    { words, joined: words.join('') },
    { words: folded, joined: folded.join('') },
  ];
}

/** How many edits a typed word of `length` letters may be from a word of `nameLength`. */
export type Allowance = (length: number, nameLength: number) => number;

/**
 * Short words get no slack, or "tea" would find Egg and "coke" every coffee, but for a letter
 * left out ("icd" for iced); a word of six letters or more may have two wrong.
 */
export const allowedEdits: Allowance = (length, nameLength) => {
  if (length <= 3) return length === 3 && nameLength === 4 ? 1 : 0;
  return length <= 5 ? 1 : 2;
};

// Each dish's names, as typed and folded, made once per menu rather than on every key.
const spelledIndexes = new WeakMap<readonly IndexEntry[], Spelt[][][]>();

function spelledNames(index: readonly IndexEntry[]): Spelt[][][] {
  let spelled = spelledIndexes.get(index);
  if (!spelled) {
    spelled = index.map((entry) => entry.searchNames.map(spellingsOf));
    spelledIndexes.set(index, spelled);
  }
  return spelled;
}

/** Edits between two words, or Infinity when more than the allowance for the first. */
type Distance = (typed: string, word: string) => number;

/**
 * The edits from each typed word to each word of a name, counted once per search, however many
 * names share the word; none counted where the lengths alone differ by more than is allowed.
 */
function distanceWithin(allowance: Allowance): Distance {
  const known = new Map<string, number>();
  return (typed, word) => {
    const key = `${typed} ${word}`;
    let edits = known.get(key);
    if (edits === undefined) {
      const allowed = allowance(typed.length, word.length);
      edits = Math.abs(typed.length - word.length) > allowed ? Infinity : editDistance(typed, word);
      if (edits > allowed) edits = Infinity;
      known.set(key, edits);
    }
    return edits;
  };
}

/**
 * Edits between the typed words and one name, or Infinity when some word is too far from every
 * word of the name. The words may come in any order, and the whole text may be compared instead,
 * for spaces left out or put in ("vegchowmin", "chow mein"), or a long word too misspelt on its
 * own; but a word with no slack of its own must be in the name as typed, or the slack of the
 * whole would forgive it ("egg roll" is not Veg Roll).
 */
function editsTo(typed: Spelt, name: Spelt, distance: Distance): number {
  let byWord = 0;
  for (const word of typed.words) {
    const nearest = Math.min(...name.words.map((nameWord) => distance(word, nameWord)));
    if (nearest === Infinity && word.length <= 3) return Infinity;
    byWord += nearest;
  }
  // Spaces put in a word of the name ("chow mein" for Veg Chowmein).
  const joinedWord =
    typed.words.length > 1
      ? Math.min(...name.words.map((nameWord) => distance(typed.joined, nameWord)))
      : Infinity;
  return Math.min(byWord, joinedWord, distance(typed.joined, name.joined));
}

/** How well a dish matches: lower is better, compared in order. */
type Score = [tier: number, edits: number, extraWords: number];

/** A found dish and why it ranks where it does. */
export type RankedMatch = MenuMatch & { score: Score };

// The spec's own matches rank first: the whole name, then the name's start, then a word's start,
// then anywhere in the name. Misspellings follow them.
function containsTier(names: readonly string[], needle: string): number | null {
  const tiers = names.map((name) => {
    if (name === needle) return 0;
    if (name.startsWith(needle)) return 1;
    if (name.includes(` ${needle}`)) return 2;
    return name.includes(needle) ? 3 : null;
  });
  const found = tiers.filter((tier) => tier !== null);
  return found.length > 0 ? Math.min(...found) : null;
}
const misspeltTier = 4;

/**
 * The query spelt another way at the start of a word of a name ("fry" for Fried, "pakoda" for
 * Pakora), a whole word before the start of a longer one ("buter": Butter Naan before
 * Butterscotch); only where folding leaves the word much as typed ("qqqqqq" folds to "k").
 */
function foldedScore(names: readonly Spelt[][], needle: string, typed: Spelt): Score | null {
  const folded = typed.words.join(' ');
  if (folded.length < Math.max(3, needle.length - 2)) return null;
  const foldedNames = names.map((name) => ` ${name[1]!.words.join(' ')} `);
  if (foldedNames.some((name) => name.includes(` ${folded} `))) return [3, 0, 0];
  return foldedNames.some((name) => name.includes(` ${folded}`)) ? [3, 1, 0] : null;
}

function scoreOf(
  entry: IndexEntry,
  names: readonly Spelt[][],
  needle: string,
  typed: readonly Spelt[],
  distance: Distance | null,
): Score | null {
  const tier = containsTier(entry.searchNames, needle);
  if (tier !== null) return [tier, 0, 0];
  const folded = foldedScore(names, needle, typed[1]!);
  if (folded) return folded;
  if (!distance) return null;
  let best: Score | null = null;
  for (const spellings of names) {
    spellings.forEach((name, kind) => {
      const edits = editsTo(typed[kind]!, name, distance);
      if (edits === Infinity) return;
      const extraWords = Math.abs(name.words.length - typed[kind]!.words.length);
      const score: Score = [misspeltTier, edits, extraWords];
      if (!best || compareScores(score, best) < 0) best = score;
    });
  }
  return best;
}

function compareScores(a: Score, b: Score): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Dishes from every category whose English or Hindi name holds the query (the spec's rule), then,
 * when `allowance` is given, those whose names are that close to it (misspelt, or spelt another
 * way): best first (see containsTier and Score), then in menu order. Only the part of
 * the query a search looks at is read (normaliseQuery), so no query costs more than that.
 */
export function rankDishes(
  menu: readonly MenuCategory[],
  query: string,
  allowance: Allowance | null = allowedEdits,
): RankedMatch[] {
  const needle = normaliseQuery(query);
  const typed = spellingsOf(needle);
  if (typed[0].words.length === 0) return [];
  const index = searchIndex(menu);
  const names = spelledNames(index);
  const distance = allowance && distanceWithin(allowance);
  return index
    .flatMap((entry, at) => {
      const score = scoreOf(entry, names[at]!, needle, typed, distance);
      return score ? [{ item: entry.item, category: entry.category, score }] : [];
    })
    .sort((a, b) => compareScores(a.score, b.score));
}

/** What a search shows: the dishes it found, best first, and those the search words offer. */
export type SearchFindings = { found: RankedMatch[]; also: MenuMatch[] };

/** Where a dish stands among the cafe's favourites: they lead a tie, in the owner's order. */
function favouriteRank(favourites: readonly string[], item: MenuItem): number {
  const at = favourites.indexOf(item.name);
  return at === -1 ? favourites.length : at;
}

/** Words for a diet, as customers add them to a dish's name. */
const dietWords = new Map<string, MenuItem['diet']>([
  ['veg', 'veg'],
  ['vegetarian', 'veg'],
  ['nonveg', 'non-veg'],
  ['non-veg', 'non-veg'],
]);

/**
 * The dishes that match the most of a query's words when none matches it whole ("veg momos",
 * "momos chutney", "nimbu pani"): each word (or entry of the search words) finds what it would
 * find alone ("veg" the veg dishes), and counts for more the fewer dishes it finds. Only the
 * dishes that match the most words are offered; best first, a tie led by the favourites, then in
 * menu order.
 */
function byWords(
  menu: readonly MenuCategory[],
  words: SearchWords,
  query: string,
  favourites: readonly string[],
): MenuMatch[] {
  const weights = new Map<MenuItem, { match: MenuMatch; terms: number; weight: number }>();
  const index = searchIndex(menu);
  for (const [term] of searchTerms(query, words)) {
    if (!term || term.length < 3) continue;
    // "veg momos": the diet Veg only shows, whether or not the name says it.
    const diet = dietWords.get(term);
    const { found, also } = diet
      ? { found: index.filter(({ item }) => item.diet === diet), also: [] }
      : searchFindings(menu, words, term, favourites);
    const matches = [...found, ...also];
    for (const match of matches) {
      const entry = weights.get(match.item) ?? { match, terms: 0, weight: 0 };
      entry.terms += 1;
      entry.weight += 1 / matches.length;
      weights.set(match.item, entry);
    }
  }
  const order = index.map(({ item }) => item);
  // The dishes that match the most words, and no others: "veg momos" is no list of every veg dish.
  const most = Math.max(0, ...[...weights.values()].map(({ terms }) => terms));
  return [...weights.values()]
    .filter(({ terms }) => terms === most)
    .sort(
      (a, b) =>
        b.weight - a.weight ||
        favouriteRank(favourites, a.match.item) - favouriteRank(favourites, b.match.item) ||
        order.indexOf(a.match.item) - order.indexOf(b.match.item),
    )
    .map(({ match: { item, category } }) => ({ item, category }));
}

/**
 * The search as the menu runs it, every word of the query helping, none blocking:
 * - the dishes whose names hold the query (the spec's rule), best first;
 * - when the query is one of the owner's search words (content/search-words.json: "chai" for the
 *   teas), the dishes it means rank with those, the cafe's favourites first among equals, so that
 *   "chai" leads with the cafe's own tea;
 * - no name holds it, but the search words offer dishes for it ("kulhad chai"): those, in `also`;
 * - else the dishes whose names it misspells, closest first: only then, so that a close match
 *   Veg only hides never gives way to a loose one ("chicken" is no Cheese Fries);
 * - else the dishes that match the most of its words (byWords), in `also`.
 */
export function searchFindings(
  menu: readonly MenuCategory[],
  words: SearchWords,
  query: string,
  favourites: readonly string[] = [],
): SearchFindings {
  const byScore = (a: RankedMatch, b: RankedMatch) =>
    compareScores(a.score, b.score) ||
    favouriteRank(favourites, a.item) - favouriteRank(favourites, b.item);
  const also = alsoTry(menu, words, query);
  const named = rankDishes(menu, query, null);
  if (named.length > 0) {
    // By name only: a dish the word means by its category alone ("चाय" of गरम चाय-कॉफ़ी, for a
    // coffee) stays among Also try.
    const meant = isSearchWord(words, query)
      ? also.filter(namedBy(searchTerms(query, words)[0]!))
      : [];
    const found = [
      ...named,
      ...meant.map((match): RankedMatch => ({ ...match, score: [2, 0, 0] })),
    ];
    // A dish the search found by a spelling of its name ("कोल्ड कॉफी") is not offered again.
    const shown = new Set(named.map(({ item }) => item));
    return {
      found: found.sort(byScore),
      also: also.filter((match) => !meant.includes(match) && !shown.has(match.item)),
    };
  }
  if (also.length > 0) return { found: [], also: fewestLeftOver(also, searchTerms(query, words)) };
  const misspelt = rankDishes(menu, query, allowedEdits).sort(byScore);
  if (misspelt.length > 0 || searchTerms(query, words).length < 2) {
    return { found: misspelt, also: [] };
  }
  return { found: [], also: byWords(menu, words, query, favourites) };
}

/**
 * The matches with the fewest words of their name that no term of the query starts, first, else
 * in the order given: for "paner tikka", Paneer Tikka before Paneer Tikka Sandwich.
 */
function fewestLeftOver(matches: MenuMatch[], terms: string[][]): MenuMatch[] {
  const typed = terms.flat();
  const leftOver = ({ item }: MenuMatch) =>
    Math.min(
      ...[item.name, item.hindiName ?? item.name].map(
        (name) =>
          normaliseSearch(name)
            .split(' ')
            .filter((word) => !typed.some((term) => word.startsWith(term))).length,
      ),
    );
  return matches
    .map((match) => ({ match, left: leftOver(match) }))
    .sort((a, b) => a.left - b.left)
    .map(({ match }) => match);
}

/** Whether a dish's English or Hindi name has one of `words` at the start of a word. */
function namedBy(words: readonly string[]): (match: MenuMatch) => boolean {
  return ({ item }) =>
    [item.name, item.hindiName ?? ''].some((name) => {
      const spaced = ` ${normaliseSearch(name)}`;
      return words.some((word) => spaced.includes(` ${word}`));
    });
}

/** Whether the whole query is an entry of the owner's search words. */
function isSearchWord(words: SearchWords, query: string): boolean {
  const needle = normaliseQuery(query);
  return words.some(({ typed }) => normaliseSearch(typed) === needle);
}
