import { useEffect, useState } from 'react';

/** How far below the top of the screen a section starts when scrolled to: the sticky chrome. */
export function snapLine(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

/**
 * The category at the top of the screen, under the sticky header and category bar: the first
 * section, in menu order, that shows below them. Null while none shows (a search hides them).
 * It starts as `first` (where the menu opens), and the setter marks a category at once, before
 * the scroll to it has been observed.
 */
export function useCurrentCategory(slugs: readonly string[], first: string | null) {
  const [current, setCurrent] = useState(first);

  useEffect(() => {
    const showing = new Set<string>();
    let observer: IntersectionObserver | undefined;
    let line = -1;
    const observe = () => {
      const top = snapLine();
      if (top === line) return;
      line = top;
      observer?.disconnect();
      showing.clear();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) showing.add(entry.target.id);
            else showing.delete(entry.target.id);
          }
          setCurrent(slugs.find((slug) => showing.has(slug)) ?? null);
        },
        // One pixel more: the section that ends exactly at the line, as the one above a category
        // scrolled to does, is not on screen.
        { rootMargin: `-${top + 1}px 0px 0px 0px` },
      );
      for (const slug of slugs) {
        const section = document.getElementById(slug);
        if (section) observer.observe(section);
      }
    };
    observe();
    // The line moves with the text size, which a resize (a phone turned, or zoom) may change.
    window.addEventListener('resize', observe);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', observe);
    };
  }, [slugs]);

  return [current, setCurrent] as const;
}
