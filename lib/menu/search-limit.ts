/**
 * The most characters a search looks at. The longest dish name is about 25 letters: 50 holds two
 * dishes typed together, and keeps the work of each key small however much is pasted.
 */
export const maxSearchLength = 50;

/** The part of the typed text a search looks at. */
export function searchedPart(text: string): string {
  return text.slice(0, maxSearchLength);
}

/** Whether the text fills the search box, so that what was typed or pasted beyond it was cut. */
export function fillsSearch(text: string): boolean {
  return text.length >= maxSearchLength;
}
