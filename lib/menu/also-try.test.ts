import { menu } from '@/data/menu';
import { searchWords } from '@/data/search-words';
import { madeUpCategory, madeUpDish } from '@/test/made-up';
import type { SearchWords } from '@/data/search-words';
import { alsoTry, searchTerms, unknownSearchWords } from './also-try';
import { normaliseSearch, searchMenu } from './menu-search';

// A made-up menu and table, so that what is offered does not change with the cafe's data.
const tiny = [
  madeUpCategory('Hot Drinks', [
    madeUpDish('Kulhad Tea'),
    madeUpDish('Masala Chai'),
    madeUpDish('Hot Coffee'),
  ]),
  madeUpCategory('Chinese', [
    madeUpDish('Veg Chowmein'),
    madeUpDish('Hakka Noodles'),
    madeUpDish('Chilli Paneer'),
  ]),
  madeUpCategory('Momos', [madeUpDish('Steam Momos'), madeUpDish('Paneer Momos')]),
  madeUpCategory('Cold Drinks', [madeUpDish('Cold Coffee'), madeUpDish('Soft Drink (Bottle)')]),
];
const words: SearchWords = [
  { typed: 'chai', means: ['tea'] },
  { typed: 'noodles', means: ['chowmein', 'noodles'] },
  { typed: 'चाय', means: ['tea', 'chai'] },
  { typed: 'मोमो', means: ['momos'] },
  { typed: 'panir', means: ['paneer'] },
  { typed: 'cold drink', means: ['soft drink'] },
];
const offered = (query: string) => alsoTry(tiny, words, query).map(({ item }) => item.name);

describe('searchTerms', () => {
  it("gives each word of the query with the table's words for it", () => {
    expect(searchTerms('Veg  NOODLES', words)).toEqual([['veg'], ['noodles', 'chowmein']]);
  });

  it('takes an entry of several words as one term', () => {
    expect(searchTerms('cold drink', words)).toEqual([['cold drink', 'soft drink']]);
  });
});

describe('alsoTry', () => {
  it('offers the dishes the table gives for what customers type', () => {
    expect(offered('chai')).toEqual(['Kulhad Tea']);
    expect(offered('noodles')).toEqual(['Veg Chowmein']);
    expect(offered('panir')).toEqual(['Chilli Paneer', 'Paneer Momos']);
  });

  it('understands Devanagari, whichever way the keyboard wrote it', () => {
    expect(offered('चाय')).toEqual(['Kulhad Tea', 'Masala Chai']);
    expect(offered(' मोमो ')).toEqual(['Steam Momos', 'Paneer Momos']);
    // A joiner some keyboards put between letters changes nothing.
    expect(offered('च\u200dाय')).toEqual(offered('चाय'));
  });

  it('applies a word of the table inside a query of several words', () => {
    expect(offered('kulhad chai')).toEqual(['Kulhad Tea']);
    expect(offered('chai kulhad')).toEqual(['Kulhad Tea']);
  });

  it('reads Hindi names of dishes and categories', () => {
    const hindiMenu = [
      {
        ...madeUpCategory('Momos', [{ ...madeUpDish('Steam Momos'), hindiName: 'स्टीम मोमोज़' }]),
        hindiName: 'मोमोज़',
      },
      madeUpCategory('Chinese', [{ ...madeUpDish('Veg Chowmein'), hindiName: 'वेज चाउमीन' }]),
    ];
    const hindiWords: SearchWords = [
      { typed: 'momo', means: ['मोमोज़'] },
      { typed: 'noodles', means: ['चाउमीन'] },
    ];
    const names = (query: string) =>
      alsoTry(hindiMenu, hindiWords, query).map(({ item }) => item.name);
    expect(names('momo')).toEqual([]);
    expect(names('noodles')).toEqual(['Veg Chowmein']);
    expect(names('veg noodles')).toEqual(['Veg Chowmein']);
    expect(unknownSearchWords(hindiMenu, hindiWords)).toEqual([]);
  });

  it('leaves out what the search itself finds', () => {
    expect(searchMenu(tiny, 'noodles').map(({ item }) => item.name)).toEqual(['Hakka Noodles']);
    expect(offered('noodles')).not.toContain('Hakka Noodles');
  });

  it('matches every word, in any order, each by itself or its table words', () => {
    expect(offered('veg noodles')).toEqual(['Veg Chowmein']);
    expect(offered('paneer chilli')).toEqual(['Chilli Paneer']);
    expect(offered('noodles paneer')).toEqual([]);
  });

  it("offers a category's dishes for its name", () => {
    expect(offered('chinese')).toEqual(['Veg Chowmein', 'Hakka Noodles', 'Chilli Paneer']);
    expect(offered('cold drink')).toEqual(['Cold Coffee', 'Soft Drink (Bottle)']);
  });

  it('matches at the start of a word, so "tea" is not found in "Steam"', () => {
    expect(offered('chai')).not.toContain('Steam Momos');
  });

  it('offers nothing for one or two letters, a blank query or an unknown word', () => {
    expect(offered('ch')).toEqual([]);
    expect(offered('   ')).toEqual([]);
    expect(offered('pizza')).toEqual([]);
  });

  it("returns the menu's own dish objects with their categories, in menu order", () => {
    const [first] = alsoTry(tiny, words, 'panir');
    expect(first?.item).toBe(tiny[1]?.items[2]);
    expect(first?.category).toBe('Chinese');
  });
});

describe("the cafe's search words", () => {
  const names = (query: string) =>
    [...searchMenu(menu, query), ...alsoTry(menu, searchWords, query)].map(({ item }) => item.name);
  const named = (word: string) =>
    menu
      .flatMap((category) => category.items)
      .filter((item) => new RegExp(`(^|[^a-z])${word}`).test(normaliseSearch(item.name)))
      .map((item) => item.name);

  // The examples: what customers type finds the dishes they mean.
  it.each([
    ['chai', 'tea'],
    ['चाय', 'tea'],
    ['noodles', 'chowmein'],
    ['noodles', 'noodles'],
    ['मोमो', 'momos'],
    ['panir', 'paneer'],
  ])('"%s" offers every dish named with "%s"', (typed, word) => {
    expect(named(word).length).toBeGreaterThan(0);
    expect(names(typed)).toEqual(expect.arrayContaining(named(word)));
  });

  it('each name a dish or category of the menu', () => {
    expect(unknownSearchWords(menu, searchWords)).toEqual([]);
  });
});

describe('unknownSearchWords', () => {
  it('names each word that starts no word of a dish or category', () => {
    const words = [
      { typed: 'pasta', means: ['spaghetti'] },
      { typed: 'chai', means: ['tea', 'ea'] },
    ];
    expect(unknownSearchWords(tiny, words)).toEqual([
      { typed: 'pasta', meant: 'spaghetti' },
      { typed: 'chai', meant: 'ea' },
    ]);
  });
});
