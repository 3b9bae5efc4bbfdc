'use client';

import { useId, useMemo, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { RemoteImage } from '@/components/ui/remote-image';
import { menu, type CategoryName } from '@/data/menu';
import { isSearching, searchMenu } from '@/lib/menu-search';
import { CategoryBar } from './category-bar';
import { DishCard } from './dish-card';
import { ViewCartLink } from './view-cart-link';

const firstCategory = menu[0]!.name;

const firstScreenful = 4;
// Columns follow the text size, so large text gets fewer, wider cards instead of overflowing.
const grid = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,19rem),1fr))] gap-3';

function resultSummary(count: number): string {
  if (count === 0) return 'No items found';
  return `${count} ${count === 1 ? 'dish' : 'dishes'} found`;
}

export function MenuBrowser() {
  const [selected, setSelected] = useState<CategoryName>(firstCategory);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searching = isSearching(query);
  const matches = useMemo(() => searchMenu(menu, query), [query]);
  const category = menu.find((entry) => entry.name === selected) ?? menu[0]!;

  return (
    <div>
      <div>
        <label htmlFor={searchId} className="mb-1 block font-semibold text-stone-900">
          Search the menu
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-600" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Try momos, paneer or chai"
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 w-full rounded-full border border-stone-400 bg-white pl-10 pr-4 text-base text-stone-900 placeholder:text-stone-600"
          />
        </div>
        <CategoryBar
          categories={menu}
          selected={searching ? null : selected}
          onSelect={(name) => {
            setSelected(name);
            setQuery('');
          }}
        />
      </div>

      <section aria-labelledby="results-heading" className="mt-6">
        <div className="flex items-center gap-3">
          {!searching && (
            <div className="relative flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-clay-100 text-3xl">
              <span aria-hidden="true">{category.emoji}</span>
              <RemoteImage
                key={category.name}
                src={category.image}
                sizes="56px"
                width={160}
                height={160}
                eager
              />
            </div>
          )}
          <h2 id="results-heading" className="text-2xl font-bold text-clay-900">
            {searching ? 'Search Results' : category.name}
          </h2>
        </div>
        {/* Always mounted, so that each new result count is announced. */}
        <p role="status" className={searching ? 'mt-1 text-lg text-stone-800' : 'sr-only'}>
          {searching ? resultSummary(matches.length) : ''}
        </p>
        {searching && matches.length === 0 && (
          <p className="mt-4 rounded-2xl bg-white p-6 text-center text-stone-700">
            Try another word, or pick a category above.
          </p>
        )}
        <div className={`${grid} mt-4`}>
          {searching
            ? matches.map((item, index) => (
                <DishCard
                  key={`${item.category}/${item.name}`}
                  item={item}
                  category={item.category}
                  eager={index < firstScreenful}
                />
              ))
            : category.items.map((item, index) => (
                <DishCard key={item.name} item={item} eager={index < firstScreenful} />
              ))}
        </div>
      </section>
      <ViewCartLink />
    </div>
  );
}
