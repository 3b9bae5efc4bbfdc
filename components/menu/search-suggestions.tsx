import { useId, useMemo } from 'react';
import type { MenuItem } from '@/data/menu';
import { suggestDishes } from '@/lib/suggest';

type SearchSuggestionsProps = {
  /** The dishes the customer can see, from which names are suggested. */
  dishes: readonly MenuItem[];
  /** A search that found nothing. */
  query: string;
  onPick: (name: string) => void;
};

/** "Did you mean" and a button for each close dish name; a tap searches for that name. */
export function SearchSuggestions({ dishes, query, onPick }: SearchSuggestionsProps) {
  const titleId = useId();
  const names = useMemo(() => suggestDishes(dishes, query), [dishes, query]);
  if (names.length === 0) return null;
  return (
    <div className="mb-4">
      <p id={titleId} className="font-bold text-foreground">
        Did you mean
      </p>
      <ul aria-labelledby={titleId} className="mt-2 flex flex-wrap justify-center gap-2">
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
  );
}
