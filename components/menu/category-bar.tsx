import clsx from 'clsx';
import { memo, useEffect, useRef } from 'react';
import type { CategoryChip } from '@/lib/menu/menu-place';
import { chipClasses, chipRowClasses } from './chip-classes';

type CategoryBarProps = {
  categories: readonly CategoryChip[];
  /** The slug of the category at the top of the screen, or null while a search is shown. */
  current: string | null;
  onSelect: (slug: string) => void;
  /** The bar as links, for when JavaScript is off (category-links.tsx). */
  noScriptLinks: React.ReactNode;
  /** The toolbar's name: "Menu categories". */
  label: string;
};

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The categories, always on screen under the site header while the dishes scroll: a toolbar of
 * buttons, one tab stop with arrow keys between them, the category in view marked as current.
 * Without JavaScript, `noScriptLinks` stands in for it.
 */
export const CategoryBar = memo(function CategoryBar({
  categories,
  current,
  onSelect,
  noScriptLinks,
  label,
}: CategoryBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // A chip is being pressed: the bar holds still under it.
  const pressed = useRef(false);
  const currentIndex = categories.findIndex((category) => category.slug === current);

  useEffect(() => {
    // The current chip is kept in sight as the dishes scroll past its neighbours, but not while a
    // chip is pressed: the one under the finger would slide away before it lifts.
    // No chip is current while a search shows: nothing to measure, and measuring would lay out
    // the page the search has just changed in the keystroke's own task.
    const button = buttons.current[currentIndex];
    if (!button || !bar.current || pressed.current) return;
    const box = bar.current.getBoundingClientRect();
    const { left, right } = button.getBoundingClientRect();
    const margin = 16;
    if (left < box.left + margin || right > box.right - margin) {
      // At once, not gliding: a chip chosen while the bar still glided to the one before would be
      // carried out of sight, and the browser ends a glide only where it has got to.
      bar.current.scrollBy({ left: left - box.left - margin, behavior: 'instant' });
    }
  }, [currentIndex]);

  useEffect(() => {
    // A mouse wheel turns the bar sideways, as a finger swipes it: otherwise a desktop visitor
    // without a sideways wheel reaches the later chips only by the thin scroll bar.
    const row = bar.current;
    if (!row) return;
    const onWheel = (event: WheelEvent) => {
      const sideways = Math.abs(event.deltaX) >= Math.abs(event.deltaY);
      const room = row.scrollWidth - row.clientWidth;
      const atEnd = event.deltaY > 0 ? row.scrollLeft >= room - 1 : row.scrollLeft <= 0;
      if (sideways || room <= 0 || atEnd) return;
      event.preventDefault();
      row.scrollBy({ left: event.deltaY });
    };
    row.addEventListener('wheel', onWheel, { passive: false });
    return () => row.removeEventListener('wheel', onWheel);
  }, []);

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = buttons.current[step(index, categories.length)];
    next?.focus();
    next?.scrollIntoView({ block: 'nearest' });
  }

  /** A finger, or a mouse button, goes down on the bar, or lifts, or leaves it for a swipe. */
  function press(event: React.PointerEvent) {
    pressed.current = event.buttons > 0;
  }

  return (
    <div className="sticky top-[calc(4rem+1px)] z-20 -mx-4 h-14 border-b border-border bg-background lg:mx-0">
      <div
        ref={bar}
        role="toolbar"
        aria-label={label}
        onPointerDown={press}
        onPointerUp={press}
        onPointerCancel={press}
        className={`${chipRowClasses} no-js:hidden motion-safe:scroll-smooth`}
      >
        {categories.map((category, index) => {
          const isCurrent = index === currentIndex;
          return (
            <button
              key={category.slug}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              aria-current={isCurrent ? 'true' : undefined}
              tabIndex={index === Math.max(currentIndex, 0) ? 0 : -1}
              onClick={() => onSelect(category.slug)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                chipClasses,
                isCurrent
                  ? 'border-brand bg-brand text-brand-foreground'
                  : 'border-border bg-surface text-foreground hover:border-brand',
              )}
            >
              {category.name}
            </button>
          );
        })}
      </div>
      {noScriptLinks}
    </div>
  );
});
