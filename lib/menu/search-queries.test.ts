import { cafeFavourites, cafeMenu, cafeSearchWords } from '../../test/cafe-menu';
import { searchQueries } from '../../test/search-queries';
import { searchFindings } from './search-rank';

// The search as customers type, on a made-up cafe's menu: the dish they mean comes first for
// nearly every query, and a query some word of which names a dish never finds nothing.

/** The dish a search shows first: of those it found, else of those it offers. */
function firstShown(query: string): string | undefined {
  const { found, also } = searchFindings(cafeMenu, cafeSearchWords, query, cafeFavourites);
  return (found[0] ?? also[0])?.item.name;
}

describe('searches as customers type them', () => {
  it('put the dish meant first for at least 95 in 100', () => {
    expect(searchQueries.length).toBeGreaterThanOrEqual(100);
    const missed = searchQueries.filter(({ query, first }) => firstShown(query) !== first);
    const share = 1 - missed.length / searchQueries.length;
    // The figure and the misses, for the record of a run.
    console.log(
      `Right dish first: ${(share * 100).toFixed(1)}% of ${searchQueries.length} searches.` +
        missed
          .map(({ query, first }) => `\n  "${query}": ${firstShown(query)} (meant ${first})`)
          .join(''),
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it('find something for a query of several words when one of them names a dish', () => {
    for (const query of ['veg momos', 'momos chutney', 'nimbu pani', 'fry momos', 'spicy paneer']) {
      const { found, also } = searchFindings(cafeMenu, cafeSearchWords, query, cafeFavourites);
      expect(found.length + also.length).toBeGreaterThan(0);
    }
  });

  it('lead with the cafe’s own dish for its everyday name', () => {
    const { found } = searchFindings(cafeMenu, cafeSearchWords, 'chai', cafeFavourites);
    expect(found[0]?.item.name).toBe('Kulhad Tea');
    // Tandoori Chai, whose name holds the word, is found too.
    expect(found.map(({ item }) => item.name)).toContain('Tandoori Chai');
  });

  it('never offer a loose match where close ones exist, whatever Veg only then hides', () => {
    // "chicken" names four dishes: Cheese Fries and Grilled Cheese Sandwich are no answer to it.
    const { found, also } = searchFindings(cafeMenu, cafeSearchWords, 'chicken', cafeFavourites);
    expect(also).toEqual([]);
    for (const { item } of found) expect(item.name).toContain('Chicken');
  });
});
