import { menu, type MenuCategory, type MenuItem } from '@/data/menu';
import { searchWords } from '@/data/search-words';
import { dishes } from '@/test/dishes';
import { nameTypos, slips } from '@/test/typos';
import { alsoTry } from './also-try';
import { editDistance } from './search-distance';
import { maxSearchLength } from './menu-search';
import { foldSpelling, rankDishes, searchFindings } from './search-rank';

// Every comparison of two words goes through editDistance: counting its calls counts the work.
jest.mock('./search-distance', () => {
  const actual = jest.requireActual<typeof import('./search-distance')>('./search-distance');
  return { editDistance: jest.fn(actual.editDistance) };
});

function dish(name: string, hindiName?: string): MenuItem {
  return { name, hindiName, diet: 'veg', price: 50, emoji: '🍽️' };
}

/** The dishes a search shows first: those it found, else those the search words offer. */
function shown(query: string): MenuItem[] {
  const { found, also } = searchFindings(menu, searchWords, query);
  return (found.length > 0 ? found : also).map(({ item }) => item);
}

/** Every word of the menu's English names of at least `letters` plain letters. */
function nameWords(letters: number): string[] {
  const words = dishes.flatMap((item) => item.name.toLowerCase().split(' '));
  return [...new Set(words.filter((word) => new RegExp(`^[a-z]{${letters},}$`).test(word)))];
}

/** Whether the dish's English or Hindi name has the word. */
function hasWord(item: MenuItem, word: string): boolean {
  return `${item.name} ${item.hindiName ?? ''}`.toLowerCase().split(/\s+/).includes(word);
}

describe('rankDishes and searchFindings over the tests’ menu (test/content/)', () => {
  const typos = nameTypos();
  // Searched once for both tests below.
  let shownFor: MenuItem[][] = [];
  beforeAll(() => {
    shownFor = typos.map(({ query }) => shown(query));
  });

  it('finds the dish at the top for nearly every misspelt dish name', () => {
    // A letter dropped, changed, added or two swapped in the name's longest word, and two of those
    // in a word of six letters or more. On the code before, these found nothing in the list itself
    // (2 of 686 did), and offered the dish first among "Did you mean" for 655 of 686.
    expect(typos.length).toBeGreaterThan(dishes.length);
    const atTop = typos.filter(({ dish: item }, at) => shownFor[at]![0]?.name === item.name);
    expect(atTop.length / typos.length).toBeGreaterThanOrEqual(0.95);
  });

  it('shows every misspelt dish name its dish, unless the search words offer dishes for it', () => {
    // A typo the owner's search words offer dishes for ("chi" of a dish named Chai) shows those,
    // and then no misspelling is guessed: that holds for any menu, the rest is up to the search.
    const missed = typos.filter(
      ({ dish: item, query }, at) =>
        alsoTry(menu, searchWords, query).length === 0 &&
        !shownFor[at]!.some(({ name }) => name === item.name),
    );
    expect(missed.map(({ query }) => query)).toEqual([]);
  });

  it('puts a dish named with a misspelt word first, for nearly every word of the menu', () => {
    const queries = nameWords(5).flatMap((word) => slips(word).map((typo) => ({ word, typo })));
    const right = queries.filter(({ word, typo }) => {
      const first = shown(typo)[0];
      return first !== undefined && hasWord(first, word);
    });
    expect(right.length / queries.length).toBeGreaterThanOrEqual(0.95);
  });

  it('forgives Hinglish spellings of every word: double letters, ee as i, oo as u, w as v, h dropped', () => {
    const respell = (word: string) =>
      word
        .replace(/ee/g, 'i')
        .replace(/oo/g, 'u')
        .replace(/(.)\1/g, '$1')
        .replace(/w/g, 'v')
        .replace(/([bdgkt])h/g, '$1');
    // A respelling that some name holds as it is ("nan" in Banana) finds that name first, as it should.
    const respelt = nameWords(4).filter(
      (word) =>
        respell(word) !== word &&
        !dishes.some((item) => item.name.toLowerCase().includes(respell(word))),
    );
    expect(respelt.length).toBeGreaterThan(0);
    for (const word of respelt) {
      const first = shown(respell(word))[0];
      expect([respell(word), first && hasWord(first, word)]).toEqual([respell(word), true]);
    }
  });

  it('forgives Devanagari written another way: long vowels short, ाउ as ौ, no nukta', () => {
    const respell = (word: string) =>
      word
        .normalize('NFD')
        .replace(/\u093c/g, '')
        .replace(/\u0940/g, '\u093f')
        .replace(/\u0942/g, '\u0941')
        .replace(/\u093e\u0909/g, '\u094c');
    const hindiWords = [
      ...new Set(dishes.flatMap((item) => (item.hindiName ?? '').normalize('NFC').split(' '))),
    ].filter((word) => [...word].length >= 4 && respell(word) !== word.normalize('NFD'));
    expect(hindiWords.length).toBeGreaterThan(0);
    for (const word of hindiWords) {
      const first = shown(respell(word))[0];
      expect([word, first && hasWord(first, word)]).toEqual([word, true]);
    }
  });

  it('finds dishes named with a whole word first, then in menu order, before any misspelling', () => {
    // A word that starts some names and comes later in others.
    const word = nameWords(4).find(
      (candidate) =>
        dishes.some((item) => item.name.toLowerCase().startsWith(`${candidate} `)) &&
        dishes.some((item) => item.name.toLowerCase().includes(` ${candidate}`)),
    );
    expect(word).toBeDefined();
    const names = rankDishes(menu, word!).map(({ item }) => item.name.toLowerCase());
    const starting = names.filter((name) => name.startsWith(word!));
    expect(names.slice(0, starting.length)).toEqual(starting);
    const holding = names.filter((name) => name.includes(word!));
    expect(names.slice(0, holding.length)).toEqual(holding);
  });

  it('ranks each dish first when its whole name is typed, in either language', () => {
    for (const item of dishes) {
      expect(rankDishes(menu, item.name.toUpperCase())[0]?.item.name).toBe(item.name);
      // Two dishes may share a Hindi name (a Combo of a dish keeps its Hindi): either is a match.
      if (item.hindiName) {
        expect(rankDishes(menu, item.hindiName)[0]?.item.hindiName).toBe(item.hindiName);
      }
    }
  });

  it('gives words of three letters no slack: a letter changed finds only names holding it', () => {
    for (const word of nameWords(3).filter((candidate) => candidate.length === 3)) {
      const typo = `${word.slice(0, 2)}${word[2] === 'q' ? 'x' : 'q'}`;
      for (const { item } of rankDishes(menu, typo)) {
        expect(item.name.toLowerCase()).toContain(typo);
      }
    }
  });
});

describe('the tests’ search words (test/content/search-words.json)', () => {
  it('still offer their dishes, and then no misspelling is guessed', () => {
    const offering = searchWords.filter(({ typed }) => alsoTry(menu, searchWords, typed).length);
    expect(offering.length).toBeGreaterThan(0);
    for (const { typed } of offering) {
      const { found, also } = searchFindings(menu, searchWords, typed);
      const offered = alsoTry(menu, searchWords, typed);
      // Beside the names that hold the word, or in their place.
      const shownNames = [...found, ...also].map(({ item }) => item.name);
      expect(shownNames).toEqual(expect.arrayContaining(offered.map(({ item }) => item.name)));
      for (const { item } of found) {
        const holds = `${item.name} ${item.hindiName ?? ''}`.toLowerCase().includes(typed);
        expect(holds || offered.some((match) => match.item === item)).toBe(true);
      }
    }
  });
});

describe('rankDishes on a made-up menu', () => {
  const tiny: MenuCategory[] = [
    {
      name: 'Snacks',
      items: [
        dish('Chilli Paneer', 'चिली पनीर'),
        dish('Paneer Tikka', 'पनीर टिक्का'),
        dish('Paneer Tikka Roll'),
        dish('Veg Chowmein', 'वेज चाउमीन'),
        dish('Paneer'),
        dish('Iced Tea'),
      ],
    },
  ];
  const names = (query: string) => rankDishes(tiny, query).map(({ item }) => item.name);

  it('ranks the whole name, then its start, then a word, then anywhere, then misspellings', () => {
    expect(names('paneer')).toEqual([
      'Paneer',
      'Paneer Tikka',
      'Paneer Tikka Roll',
      'Chilli Paneer',
    ]);
    expect(names('aneer')).toEqual([
      'Chilli Paneer',
      'Paneer Tikka',
      'Paneer Tikka Roll',
      'Paneer',
    ]);
  });

  it('puts the closer misspelling first, and the name with no words left over', () => {
    expect(names('paneer tika')).toEqual(['Paneer Tikka', 'Paneer Tikka Roll']);
    expect(names('tikka panir')).toEqual(['Paneer Tikka', 'Paneer Tikka Roll']);
    expect(names('chowmin')).toEqual(['Veg Chowmein']);
    expect(names('vegchowmin')).toEqual(['Veg Chowmein']);
  });

  it('reads a Devanagari variant as the same word', () => {
    expect(foldSpelling('चौमीन')).toBe(foldSpelling('चाउमिन'));
    expect(names('चौमीन')).toEqual(['Veg Chowmein']);
    expect(names('चाउमिन')).toEqual(['Veg Chowmein']);
  });

  it('forgives a short word only a letter left out', () => {
    expect(names('icd tea')).toEqual(['Iced Tea']);
    expect(names('ict tea')).toEqual([]);
  });

  it('forgives nothing in a short word for the slack of the whole name', () => {
    expect(names('egg chowmein')).toEqual([]);
    expect(names('veg chow mein')).toEqual(['Veg Chowmein']);
  });

  it('finds nothing for a blank query or nonsense', () => {
    expect(names('  ')).toEqual([]);
    expect(names('qqqqqq')).toEqual([]);
  });
});

describe('searchFindings on a made-up menu', () => {
  const tiny: MenuCategory[] = [
    {
      name: 'Snacks',
      items: [
        dish('Paneer Tikka Sandwich', 'पनीर टिक्का सैंडविच'),
        dish('Paneer Tikka', 'पनीर टिक्का'),
        dish('Cold Coffee', 'कोल्ड कॉफ़ी'),
        dish('Hot Coffee', 'हॉट कॉफ़ी'),
      ],
    },
  ];
  const words = [
    { typed: 'paner', means: ['paneer'] },
    { typed: 'कॉफी', means: ['coffee'] },
  ];
  const names = (matches: { item: MenuItem }[]) => matches.map(({ item }) => item.name);

  it('offers first the dish whose name the query’s words cover, then in menu order', () => {
    const { found, also } = searchFindings(tiny, words, 'paner tikka');
    expect(found).toEqual([]);
    expect(names(also)).toEqual(['Paneer Tikka', 'Paneer Tikka Sandwich']);
  });

  it('does not offer again under Also try a dish it found by another spelling of its name', () => {
    const { found, also } = searchFindings(tiny, words, 'कोल्ड कॉफी');
    expect(names(found)).toEqual(['Cold Coffee']);
    expect(names(also)).not.toContain('Cold Coffee');
  });
});

describe('the work of one key', () => {
  /** Each pair of words the search compares letter by letter for the query. */
  function comparisons(query: string): [string, string][] {
    const counted = jest.mocked(editDistance);
    counted.mockClear();
    searchFindings(menu, searchWords, query);
    return counted.mock.calls;
  }

  const pasted = {
    'one long word': 'a'.repeat(40_000),
    'a dish name over and over': `${dishes[0]!.name} `.repeat(2_000),
    'Devanagari over and over':
      `${dishes.find((item) => item.hindiName)?.hindiName ?? 'पनीर'} `.repeat(2_000),
  };

  it.each(Object.keys(pasted) as (keyof typeof pasted)[])(
    `looks only at the first ${maxSearchLength} characters of a paste of %s`,
    (kind) => {
      const text = pasted[kind];
      expect(text.length).toBeGreaterThan(maxSearchLength * 100);
      const capped = text.slice(0, maxSearchLength);
      const pairs = comparisons(text);
      for (const [typed] of pairs) expect(typed.length).toBeLessThanOrEqual(maxSearchLength);
      expect(pairs).toEqual(comparisons(capped));
      expect(rankDishes(menu, text)).toEqual(rankDishes(menu, capped));
      expect(alsoTry(menu, searchWords, text)).toEqual(alsoTry(menu, searchWords, capped));
    },
  );
});
