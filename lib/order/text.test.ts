import {
  characterCount,
  hasMoreCharactersThan,
  hasVisibleText,
  sentText,
  splitCharacters,
  wellFormed,
} from './text';

const loneHigh = String.fromCharCode(0xd83d);
const loneLow = String.fromCharCode(0xdc4d);

describe('wellFormed', () => {
  const withoutNative = (run: () => void) => {
    const native = Object.getOwnPropertyDescriptor(String.prototype, 'toWellFormed');
    // Older Safari has no toWellFormed: the fallback must give the same answer.
    delete (String.prototype as { toWellFormed?: unknown }).toWellFormed;
    try {
      run();
    } finally {
      if (native) Object.defineProperty(String.prototype, 'toWellFormed', native);
    }
  };

  it.each([
    ['a lone high surrogate', `Asha ${loneHigh}`, 'Asha \uFFFD'],
    ['a lone low surrogate', `${loneLow}Ravi`, '\uFFFDRavi'],
    ['two high halves in a row', `${loneHigh}${loneHigh}👍`, '\uFFFD\uFFFD👍'],
    ['a low half before a high half', `${loneLow}${loneHigh}`, '\uFFFD\uFFFD'],
  ])('replaces %s so that the text can be encoded', (_, text, expected) => {
    expect(() => encodeURIComponent(text)).toThrow(URIError);
    expect(wellFormed(text)).toBe(expected);
    withoutNative(() => expect(wellFormed(text)).toBe(expected));
    expect(() => encodeURIComponent(wellFormed(text))).not.toThrow();
  });

  it('leaves well-formed text exactly as it was', () => {
    const text = 'चाय ☕ 👨‍👩‍👧 <b>&amp;</b>\n100% "ok"';
    expect(wellFormed(text)).toBe(text);
    withoutNative(() => expect(wellFormed(text)).toBe(text));
  });
});

describe('characterCount', () => {
  it('counts what a reader sees as one character once', () => {
    expect(characterCount('Asha')).toBe(4);
    expect(characterCount('👨‍👩‍👧')).toBe(1);
    expect(characterCount('क्षि')).toBe(1);
    expect(characterCount('नमस्ते')).toBe(3);
    expect(characterCount('')).toBe(0);
    expect(characterCount('Ring twice,\tgate 2\nthanks')).toBe(25);
    expect(characterCount('Gate 2\r\nthanks')).toBe(13);
  });

  it('splits text into those characters and back', () => {
    const text = 'चाय ☕ 👍🏽';
    expect(splitCharacters(text).join('')).toBe(text);
    expect(splitCharacters(text)).toEqual(['चा', 'य', ' ', '☕', ' ', '👍🏽']);
  });

  it('counts code points where the browser cannot split into graphemes', () => {
    const native = Object.getOwnPropertyDescriptor(Intl, 'Segmenter');
    delete (Intl as { Segmenter?: unknown }).Segmenter;
    try {
      expect(characterCount('👨‍👩‍👧')).toBe(5);
      expect(characterCount('Asha 👍')).toBe(6);
    } finally {
      if (native) Object.defineProperty(Intl, 'Segmenter', native);
    }
  });
});

// Characters that pass String.prototype.trim() yet draw nothing.
const invisibles = {
  'zero-width space': '\u200B',
  'Hangul filler': '\u3164',
  'halfwidth Hangul filler': '\uFFA0',
  'blank Braille pattern': '\u2800',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  'soft hyphen': '\u00AD',
  'right-to-left override': '\u202E',
  'variation selector': '\uFE0F',
  'tag space': '\u{E0020}',
};

describe('hasVisibleText', () => {
  it.each(Object.entries(invisibles))('sees nothing in a %s, alone or repeated', (_, character) => {
    expect(character.trim()).toBe(character);
    expect(hasVisibleText(character)).toBe(false);
    expect(hasVisibleText(` ${character.repeat(3)}\n `)).toBe(false);
  });

  it('sees nothing in spaces of any kind', () => {
    expect(hasVisibleText('')).toBe(false);
    expect(hasVisibleText(' \t\n\u00A0\u2003\u3000\u2028')).toBe(false);
  });

  it('sees one visible character among invisible ones', () => {
    for (const text of ['a', '\u200B7\u200B', '\u3164चा', '👍', '\u0301', '.']) {
      expect(hasVisibleText(text)).toBe(true);
    }
  });
});

describe('sentText', () => {
  it('is the text without surrounding spaces', () => {
    expect(sentText('  Asha Verma \n')).toBe('Asha Verma');
    expect(sentText('Flat 4\nNear the temple')).toBe('Flat 4\nNear the temple');
  });

  it('keeps invisible characters inside visible text exactly as typed', () => {
    expect(sentText('\u200BAsha\u200D')).toBe('\u200BAsha\u200D');
  });

  it('is empty when nothing in the text is visible', () => {
    for (const character of Object.values(invisibles)) expect(sentText(` ${character} `)).toBe('');
  });
});

describe('hasMoreCharactersThan', () => {
  it('counts as characterCount does', () => {
    expect(hasMoreCharactersThan('👨‍👩‍👧'.repeat(3), 3)).toBe(false);
    expect(hasMoreCharactersThan('👨‍👩‍👧'.repeat(4), 3)).toBe(true);
    expect(hasMoreCharactersThan('क्षि'.repeat(2), 2)).toBe(false);
    expect(hasMoreCharactersThan('abc', 2)).toBe(true);
    expect(hasMoreCharactersThan('', 0)).toBe(false);
  });

  it('answers for a megabyte by reading no further than the count', () => {
    let read = 0;
    const native = Intl.Segmenter.prototype.segment;
    const segment = jest.spyOn(Intl.Segmenter.prototype, 'segment').mockImplementation(function (
      this: Intl.Segmenter,
      text: string,
    ) {
      const segments = native.call(this, text);
      return {
        *[Symbol.iterator]() {
          for (const part of segments) {
            read++;
            yield part;
          }
        },
      } as unknown as Intl.Segments;
    });
    try {
      const huge = 'क'.repeat(1_000_000);
      expect(hasMoreCharactersThan(huge, 800)).toBe(true);
      expect(read).toBe(801);
      // No character is shorter than one UTF-16 unit: the length alone answers this one.
      expect(hasMoreCharactersThan(huge, 1_000_000)).toBe(false);
      expect(read).toBe(801);
    } finally {
      segment.mockRestore();
    }
  });

  it('answers for plain ASCII without segmenting it', () => {
    const segment = jest.spyOn(Intl.Segmenter.prototype, 'segment');
    try {
      expect(hasMoreCharactersThan('Ring twice\tat the gate\n'.repeat(40), 800)).toBe(true);
      expect(hasMoreCharactersThan('a'.repeat(81), 80)).toBe(true);
      expect(segment).not.toHaveBeenCalled();
    } finally {
      segment.mockRestore();
    }
  });

  it('counts code points where the browser cannot split into graphemes', () => {
    const native = Object.getOwnPropertyDescriptor(Intl, 'Segmenter');
    delete (Intl as { Segmenter?: unknown }).Segmenter;
    try {
      expect(hasMoreCharactersThan('👨‍👩‍👧', 4)).toBe(true);
      expect(hasMoreCharactersThan('👨‍👩‍👧', 5)).toBe(false);
    } finally {
      if (native) Object.defineProperty(Intl, 'Segmenter', native);
    }
  });
});
