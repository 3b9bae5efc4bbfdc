/**
 * Misspellings made from the shipped menu's own names, never from a list of dishes: the tests of
 * the forgiving search (lib/menu/search-rank.test.ts, e2e/search-suggestions.spec.ts) follow the owner's
 * edits. Each typo is a slip customers make on a phone: a letter dropped, a letter changed, two
 * neighbours swapped, a letter added; and, in a longer word, two of those at once.
 */
import type { MenuItem } from '../data/menu';
import { dishes } from './dishes';

/** The letter after `letter` in the alphabet (z gives a), so that a change is always a change. */
function nextLetter(letter: string): string {
  return letter === 'z' ? 'a' : String.fromCharCode(letter.charCodeAt(0) + 1);
}

/** One-slip misspellings of a word of at least four letters, each differing from the word. */
export function slips(word: string): string[] {
  const at = Math.floor(word.length / 2);
  const letter = word[at]!;
  const typos = [
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + nextLetter(letter) + word.slice(at + 1),
    word.slice(0, at - 1) + letter + word[at - 1] + word.slice(at + 1),
    word.slice(0, at) + nextLetter(letter) + word.slice(at),
  ];
  return [...new Set(typos)].filter((typo) => typo !== word);
}

/** Two slips in one word of at least six letters: one letter dropped near the start, one changed near the end. */
export function doubleSlips(word: string): string[] {
  if (word.length < 6) return [];
  const end = word.length - 2;
  const changed = word.slice(0, end) + nextLetter(word[end]!) + word.slice(end + 1);
  return [changed.slice(0, 1) + changed.slice(2)];
}

/** A dish's name typed as a customer might type it, with the misspelt word. */
export type Typo = { dish: MenuItem; query: string; word: string };

/** The name's longest word of plain letters, at least four of them: the one a typo lands in. */
export function typoWord(name: string): string | undefined {
  return name
    .toLowerCase()
    .split(' ')
    .filter((word) => /^[a-z]{4,}$/.test(word))
    .sort((a, b) => b.length - a.length)[0];
}

/** For every dish of the menu with a word to misspell: its whole name, with that word misspelt. */
export function nameTypos(items: readonly MenuItem[] = dishes): Typo[] {
  return items.flatMap((dish) => {
    const word = typoWord(dish.name);
    if (!word) return [];
    const name = dish.name.toLowerCase();
    return [...slips(word), ...doubleSlips(word)].map((typo) => ({
      dish,
      query: name.replace(word, typo),
      word,
    }));
  });
}
