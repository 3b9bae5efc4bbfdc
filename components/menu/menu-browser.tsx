'use client';

import { useCallback, useDeferredValue, useId, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { menu, type CategoryName } from '@/data/menu';
import { isSearching } from '@/lib/menu-search';
import { CategoryBar } from './category-bar';
import { MenuResults } from './menu-results';
import { useVegOnly } from './veg-only-context';
import { VegOnlySwitch } from './veg-only-switch';
import { ViewCartLink } from './view-cart-link';

const firstCategory = menu[0]!.name;

export function MenuBrowser() {
  const [selected, setSelected] = useState<CategoryName>(firstCategory);
  const [query, setQuery] = useState('');
  const { vegOnly, setVegOnly } = useVegOnly();
  const searchId = useId();
  // The box shows each key at once; the results follow as soon as the browser has a moment.
  const shownQuery = useDeferredValue(query);
  const searching = isSearching(shownQuery);
  const chooseCategory = useCallback((name: CategoryName) => {
    setSelected(name);
    setQuery('');
  }, []);
  const category = menu.find((entry) => entry.name === selected) ?? menu[0]!;

  return (
    <div>
      <div>
        <label htmlFor={searchId} className="mb-1 block font-bold text-foreground">
          Search the menu
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted-foreground" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Try momos, paneer or chai"
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 w-full rounded-full border border-input bg-surface pl-10 pr-4 text-base text-foreground placeholder:text-muted-foreground"
          />
        </div>
        <div className="mt-2">
          <VegOnlySwitch on={vegOnly} onChange={setVegOnly} />
        </div>
        <CategoryBar
          categories={menu}
          selected={searching ? null : selected}
          onSelect={chooseCategory}
        />
      </div>

      <MenuResults query={shownQuery} category={category} vegOnly={vegOnly} onSuggest={setQuery} />
      <ViewCartLink />
    </div>
  );
}
