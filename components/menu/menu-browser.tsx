'use client';

import { useCallback, useDeferredValue, useId, useLayoutEffect, useRef, useState } from 'react';
import { SearchIcon } from '@/components/ui/search-icon';
import { useModule } from '@/components/ui/use-module';
import { isSearching, type CategoryChip } from '@/lib/menu/menu-place';
import type { cart } from '@/lib/words/en/cart';
import type { menu } from '@/lib/words/en/menu';
import { fill } from '@/lib/words/fill';
import { CartBar } from './cart-bar';
import { CategoryBar } from './category-bar';
import { SearchArea, searchPart } from './search-area';
import { useCurrentCategory } from './use-current-category';
import { openingPlace, useMenuPlace } from './use-menu-place';
import { useVegOnly } from './veg-only-context';
import { VegOnlySwitch } from './veg-only-switch';

type MenuBrowserProps = {
  /** The categories in menu order, for the bar: the sections (children) carry the same ids. */
  categories: readonly CategoryChip[];
  /** Where the dishes' photos come from (lib/site/site.ts). */
  imageHost: string;
  /**
   * The most characters a search looks at (lib/menu/menu-search.ts): the box takes no more, and
   * says so once it is full. Given by the server, so that the search's code loads only when used.
   */
  searchLimit: number;
  /** Shown under the title when JavaScript is off: how to order without the cart. */
  noScriptNote: React.ReactNode;
  /** The category bar when JavaScript is off: links to the sections. */
  noScriptCategories: React.ReactNode;
  /** The menu's sections, rendered on the server (menu-sections.tsx). */
  children: React.ReactNode;
  words: (typeof menu)['browser'];
  /** For the found dishes' rows. */
  dishWords: (typeof menu)['dish'];
  /** The Veg only switch's mark, drawn on the server. */
  vegMark: React.ReactNode;
  /** For the cart bar's Order again. */
  orderAgainWords: (typeof cart)['orderAgain'];
};

/**
 * The menu's controls around its server-rendered sections: the sticky category bar, the search,
 * Veg only and the cart bar. The first render here is the same on the server and in the browser,
 * and a return in the same visit opens where the customer left.
 */
export function MenuBrowser({
  categories,
  imageHost,
  searchLimit,
  noScriptNote,
  noScriptCategories,
  children,
  words,
  dishWords,
  vegMark,
  orderAgainWords,
}: MenuBrowserProps) {
  const [slugs] = useState(() => categories.map((category) => category.slug));
  const [opening] = useState(() => openingPlace(slugs));
  const [query, setQuery] = useState(opening?.query ?? '');
  // The category chosen on the bar, until the list is shown to scroll to it.
  const jumpTo = useRef<string | null>(null);
  const [jumps, setJumps] = useState(0);
  const { vegOnly, setVegOnly } = useVegOnly();
  const search = useModule(searchPart);
  const searchId = useId();
  const cutId = useId();
  // The box shows each key at once; the results follow as soon as the browser has a moment.
  const shownQuery = useDeferredValue(query);
  const searching = isSearching(shownQuery);
  const [current, setCurrent] = useCurrentCategory(slugs, opening?.category ?? slugs[0] ?? null);
  useMenuPlace(opening, query, slugs);

  const chooseCategory = useCallback(
    (slug: string) => {
      jumpTo.current = slug;
      setQuery('');
      setCurrent(slug);
      setJumps((count) => count + 1);
    },
    [setCurrent],
  );

  useLayoutEffect(() => {
    // Once the list is back from a search, go to the chosen category and give it the focus, as
    // a link to it would.
    if (!jumpTo.current || searching) return;
    const section = document.getElementById(jumpTo.current);
    jumpTo.current = null;
    section?.scrollIntoView();
    section?.querySelector('h2')?.focus({ preventScroll: true });
  }, [jumps, searching]);

  return (
    <div data-menu="" data-veg-only={vegOnly ? '' : undefined} className="flex flex-col">
      <div className="flex items-center justify-between gap-3 pt-3">
        <h1 className="text-xl font-bold text-brand-deep sm:text-2xl">{words.title}</h1>
        <div className="no-js:hidden">
          <VegOnlySwitch on={vegOnly} onChange={setVegOnly} label={words.vegOnly} mark={vegMark} />
        </div>
      </div>
      {noScriptNote}
      <div className="relative mb-2 mt-1 no-js:hidden">
        <label htmlFor={searchId} className="sr-only">
          {words.searchLabel}
        </label>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground" />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={search.load}
          // A paste of any length is cut here, so that no key costs more than a dish name's search.
          maxLength={searchLimit}
          aria-describedby={cutId}
          placeholder={words.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full rounded-full border border-input bg-surface pl-10 pr-4 text-base text-foreground placeholder:text-muted-foreground"
        />
      </div>
      <p id={cutId} aria-live="polite" className="text-sm text-muted-foreground">
        {query.length >= searchLimit && fill(words.searchCut, { count: searchLimit })}
      </p>
      <CategoryBar
        categories={categories}
        current={searching ? null : current}
        onSelect={chooseCategory}
        noScriptLinks={noScriptCategories}
        label={words.categories}
      />
      {/* Drawn last, at the foot of the screen, but early in the HTML: it paints with the first
          screen rather than after every dish has arrived. */}
      <CartBar words={words.cartBar} orderAgainWords={orderAgainWords} />
      <div hidden={searching}>{children}</div>
      <SearchArea
        query={shownQuery}
        searching={searching}
        vegOnly={vegOnly}
        imageHost={imageHost}
        onSuggest={setQuery}
        search={search}
        words={words.search}
        dishWords={dishWords}
      />
    </div>
  );
}
