import clsx from 'clsx';
import { memo, useRef } from 'react';
import type { CategoryName, MenuCategory } from '@/data/menu';

type CategoryBarProps = {
  categories: MenuCategory[];
  /** The category shown, or null while a search spans them all. */
  selected: CategoryName | null;
  onSelect: (name: CategoryName) => void;
};

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** A toolbar of category buttons: one tab stop, arrow keys move between them. */
export const CategoryBar = memo(function CategoryBar({
  categories,
  selected,
  onSelect,
}: CategoryBarProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = Math.max(
    0,
    categories.findIndex((category) => category.name === selected),
  );

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = buttons.current[step(index, categories.length)];
    next?.focus();
    next?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  return (
    <div
      role="toolbar"
      aria-label="Menu categories"
      aria-orientation="horizontal"
      className="scrollbar-none -mx-4 flex snap-x gap-2 overflow-x-auto px-4 py-2 lg:mx-0 lg:flex-wrap lg:px-0"
    >
      {categories.map((category, index) => {
        const pressed = category.name === selected;
        return (
          <button
            key={category.name}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            aria-pressed={pressed}
            tabIndex={index === focusable ? 0 : -1}
            onClick={() => onSelect(category.name)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              'inline-flex min-h-11 shrink-0 snap-start items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-bold',
              pressed
                ? 'border-brand bg-brand text-brand-foreground'
                : 'border-border bg-surface text-foreground hover:border-brand',
            )}
          >
            <span aria-hidden="true" className="font-emoji">
              {category.emoji}
            </span>
            {category.name}
          </button>
        );
      })}
    </div>
  );
});
