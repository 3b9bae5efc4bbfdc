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

// Printable ASCII, tabs and line feeds, where each UTF-16 unit is a character of its own (a
// carriage return joins the line feed after it, so it is left to the segmenter).
const oneUnitEach = /^[\t\n\x20-\x7e]*$/;

/**
 * The characters as a reader sees them (grapheme clusters: "क्षि" or a family emoji is one).
 * Browsers without Intl.Segmenter count code points instead. Plain ASCII is split without the
 * segmenter, whose first use loads the browser's locale data: a long task on a slow phone.
 */
export function splitCharacters(text: string): string[] {
  if (oneUnitEach.test(text)) return text.split('');
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export function characterCount(text: string): number {
  return splitCharacters(text).length;
}

/**
 * Whether the text has more than `count` characters, counted as characterCount counts them but
 * read lazily, no further than `count` characters: a megabyte pasted by mistake costs no more to
 * check than the count.
 */
export function hasMoreCharactersThan(text: string, count: number): boolean {
  // Every character takes at least one UTF-16 unit.
  if (text.length <= count) return false;
  // Each of these units begins a character of its own.
  if (oneUnitEach.test(text.slice(0, count + 1))) return true;
  let characters: Iterator<unknown> = text[Symbol.iterator]();
  if (typeof Intl.Segmenter === 'function') {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    characters = segmenter.segment(text)[Symbol.iterator]();
  }
  for (let seen = 0; !characters.next().done;) if (++seen > count) return true;
  return false;
}

// What draws nothing: spaces of every kind, the default-ignorable code points (zero-width spaces
// and joiners, the Hangul fillers U+3164 and U+FFA0, soft hyphens, variation selectors, bidi
// controls), control characters, and the blank Braille pattern U+2800, which fonts draw empty.
const visible = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/u;

/** Whether the text has at least one character that a reader can see. */
export function hasVisibleText(text: string): boolean {
  return visible.test(text);
}

/**
 * What a field sends: the text as typed, without surrounding spaces, or nothing at all when no
 * character of it can be seen (a name of zero-width spaces is no name).
 */
export function sentText(text: string): string {
  return hasVisibleText(text) ? text.trim() : '';
}
