import type { MenuCategory } from '@/data/menu';
import type { SearchWords } from '@/data/search-words';
import { alsoTry } from './also-try';
import { normaliseQuery, searchIndex, type IndexEntry, type MenuMatch } from './menu-search';
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
 * for spaces left out or put in ("vegchowmin", "chow mein") or a long word too misspelt on its
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
  return Math.min(byWord, distance(typed.joined, name.joined));
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

function scoreOf(
  entry: IndexEntry,
  names: readonly Spelt[][],
  needle: string,
  typed: readonly Spelt[],
  distance: Distance | null,
): Score | null {
  const tier = containsTier(entry.searchNames, needle);
  if (tier !== null) return [tier, 0, 0];
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

/**
 * The search as the menu runs it. The owner's search words (content/search-words.json) say what a
 * customer means better than a guess at a misspelling does: when they offer dishes, those come
 * beside the names that hold the query, and no misspelling is guessed ("chai" offers the teas,
 * not Chaap).
 */
export function searchFindings(
  menu: readonly MenuCategory[],
  words: SearchWords,
  query: string,
): SearchFindings {
  const also = alsoTry(menu, words, query);
  return { found: rankDishes(menu, query, also.length > 0 ? null : allowedEdits), also };
}
