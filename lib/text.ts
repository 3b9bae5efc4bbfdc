const surrogates = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/**
 * The text with every lone surrogate (half of an emoji, pasted from another app) replaced by
 * U+FFFD, as String.prototype.toWellFormed does. encodeURIComponent throws on a lone surrogate.
 * The fallback avoids lookbehind, which Safari before 16.4 cannot parse.
 */
export function wellFormed(text: string): string {
  if (typeof text.toWellFormed === 'function') return text.toWellFormed();
  return text.replace(surrogates, (match) => (match.length === 2 ? match : '\uFFFD'));
}

let segmenter: Intl.Segmenter | undefined;

/**
 * The characters as a reader sees them (grapheme clusters: "क्षि" or a family emoji is one).
 * Browsers without Intl.Segmenter count code points instead.
 */
export function splitCharacters(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export function characterCount(text: string): number {
  return splitCharacters(text).length;
}
