import { useId, useMemo } from 'react';
import { useLocale } from '@/components/layout/locale-context';
import { favouriteDishNames } from '@/data/favourites';
import { menu } from '@/data/menu';
import { isVeg, vegOnlyFilter } from '@/lib/menu/diet';
import { nameIn } from '@/lib/site/locale';
import { matchesNamed } from '@/lib/menu/menu-lookup';
import type { MenuMatch } from '@/lib/menu/menu-search';
import { suggestDishes } from '@/lib/menu/suggest';
import type { menu as menuWords } from '@/lib/words/en/menu';
import { fill } from '@/lib/words/fill';
import { DishRow } from './dish-row';

// A found dish names its category (by its English name) in the page's language.
const categories = new Map(menu.map((category) => [category.name, category]));

type DishWords = (typeof menuWords)['dish'];

export type SearchExtrasProps = {
  query: string;
  vegOnly: boolean;
  imageHost: string;
  /** How many dishes the search itself found, before Veg only. */
  matched: number;
  /** The dishes the search words offer beside those (lib/menu/also-try.ts), after Veg only. */
  also: MenuMatch[];
  /**
   * Set when nothing the search found is shown and `also` leads in its place: the heading that
   * says why, and what Veg only hides, for the small print under them.
   */
  offered: { title: string; note: string } | null;
  /** Searches for a suggested dish name. */
  onPick: (name: string) => void;
  words: (typeof menuWords)['browser']['search'];
  /** For the dishes' rows. */
  dishWords: DishWords;
};

type MatchRowsProps = {
  dishes: MenuMatch[];
  /** Which list of the results the rows are in, for their ids. */
  list: string;
  imageHost: string;
  words: DishWords;
};

/** Found dishes as rows, each naming its category, since they come from all over the menu. */
export function MatchRows({ dishes, list, imageHost, words }: MatchRowsProps) {
  const locale = useLocale();
  return dishes.map(({ item, category }, index) => (
    <DishRow
      key={`${category}/${item.name}`}
      dish={item}
      nameId={`${list}-${index}`}
      imageHost={imageHost}
      category={nameIn(locale, categories.get(category) ?? { name: category })}
      locale={locale}
      // Drawn in the browser, where the name costs the page nothing: kept whatever the cafe's
      // order language.
      hindiOrders
      words={words}
    />
  ));
}

type DishListProps = Omit<MatchRowsProps, 'list'> & {
  title: string;
  intro?: string;
  /** Small print under the dishes. */
  after?: React.ReactNode;
};

function DishList({ title, intro, after, dishes, imageHost, words }: DishListProps) {
  const titleId = useId();
  return (
    // A query of one long word, pasted, breaks across lines in the heading and notes that quote it.
    <section aria-labelledby={titleId} className="break-words pt-6">
      <h2 id={titleId} className="text-xl font-bold text-brand-deep">
        {title}
      </h2>
      {intro && <p className="text-muted-foreground">{intro}</p>}
      <MatchRows dishes={dishes} list={titleId} imageHost={imageHost} words={words} />
      {after}
    </section>
  );
}

/**
 * What a search offers beyond the dishes whose names contain it: "Also try" dishes called by
 * what customers type (chai, noodles, चाय: content/search-words.json), "Did you mean" names for a
 * misspelling that finds nothing, and the cafe's favourites when nothing is close at all.
 */
export function SearchExtras({
  query,
  vegOnly,
  imageHost,
  matched,
  also,
  offered,
  onPick,
  words,
  dishWords,
}: SearchExtrasProps) {
  const titleId = useId();
  const locale = useLocale();
  // Close names only when nothing is offered: "kulhad chai" has its teas, not Kulhad Coffee.
  const guesses = useMemo(
    () =>
      matched === 0 && also.length === 0
        ? suggestDishes(menu, query, vegOnly ? isVeg : undefined)
        : [],
    [matched, also.length, query, vegOnly],
  );
  const names = guesses.map((item) => nameIn(locale, item));
  const favourites =
    matched === 0 && also.length === 0 && names.length === 0
      ? vegOnlyFilter(matchesNamed(menu, favouriteDishNames), vegOnly).shown
      : [];

  return (
    <>
      {names.length > 0 && (
        <div className="pt-4">
          <p id={titleId} className="font-bold text-foreground">
            {words.didYouMean}
          </p>
          <ul aria-labelledby={titleId} className="mt-2 flex flex-wrap gap-2">
            {/* In the page's language: a pick goes into the search box, and either name finds the
                dish. */}
            {names.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => onPick(name)}
                  className="inline-flex min-h-11 items-center rounded-full border-2 border-brand bg-surface px-4 font-bold text-brand-strong hover:bg-muted"
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {offered ? (
        <DishList
          title={offered.title}
          dishes={also}
          imageHost={imageHost}
          words={dishWords}
          after={
            <p className="pt-3 text-sm text-muted-foreground">
              {fill(words.notInName, { query: query.trim() })}
              {offered.note && ` ${offered.note}`}
            </p>
          }
        />
      ) : (
        also.length > 0 && (
          <DishList title={words.alsoTry} dishes={also} imageHost={imageHost} words={dishWords} />
        )
      )}
      {favourites.length > 0 && (
        <DishList
          title={words.favourites}
          intro={fill(words.favouritesIntro, { query: query.trim() })}
          dishes={favourites}
          imageHost={imageHost}
          words={dishWords}
        />
      )}
    </>
  );
}
