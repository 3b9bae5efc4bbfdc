import type { MenuItem } from '@/data/menu';

/** The most dish names a search with no match offers. */
export const maxSuggestions = 3;

/**
 * How many single-letter edits turn `a` into `b`: inserting, deleting or changing a letter, or
 * swapping two neighbours ("optimal string alignment", the usual Damerau-Levenshtein for typos).
 */
export function editDistance(a: string, b: string): number {
  let twoRowsUp: number[] = [];
  let rowAbove = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(
        rowAbove[j]! + 1,
        row[j - 1]! + 1,
        rowAbove[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, twoRowsUp[j - 2]! + 1);
      }
      row.push(best);
    }
    twoRowsUp = rowAbove;
    rowAbove = row;
  }
  return rowAbove[b.length]!;
}

// Dish names written in Latin letters have no one spelling: paneer/panir, tikka/tika, sandwich/sandvich.
function fold(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(fold);
}

// Short words get no slack, or "tea" would suggest "Egg" and "coke" every coffee.
function allowedEdits(length: number): number {
  if (length <= 4) return 0;
  return length <= 7 ? 1 : 2;
}

/** Edits between the query and the name, or Infinity when they are too far apart. */
function distanceToName(typed: string[], name: string): number {
  const nameWords = words(name);
  // The whole name, spaces ignored, catches "kulhadtea" and "vegchowmin".
  const joined = typed.join('');
  const whole = editDistance(joined, nameWords.join(''));
  // Word by word: every typed word is close to some word of the name, in any order.
  let byWord = 0;
  for (const word of typed) {
    const nearest = Math.min(...nameWords.map((nameWord) => editDistance(word, nameWord)));
    byWord += nearest <= allowedEdits(word.length) ? nearest : Infinity;
  }
  return Math.min(whole <= allowedEdits(joined.length) ? whole : Infinity, byWord);
}

/**
 * Up to three names from `dishes` close to a query that no name contains: the closest first,
 * then in the order given. Case, spaces and common Hinglish spellings do not count as edits.
 */
export function suggestDishes(dishes: readonly MenuItem[], query: string): string[] {
  const needle = query.trim().toLowerCase();
  const typed = words(needle);
  if (typed.length === 0 || dishes.some((dish) => dish.name.toLowerCase().includes(needle))) {
    return [];
  }
  const names = [...new Set(dishes.map((dish) => dish.name))];
  return names
    .map((name) => ({ name, distance: distanceToName(typed, name) }))
    .filter(({ distance }) => distance !== Infinity)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, maxSuggestions)
    .map(({ name }) => name);
}
