import { useEffect, useLayoutEffect, useRef } from 'react';
import { placeToOpen, categoryOfHash, type MenuPlace } from '@/lib/menu-place';
import { isSearching } from '@/lib/menu-search';

// Where the customer was when they left the menu, in memory for this visit only, like the cart.
let left: MenuPlace | null = null;

/** Starts afresh, as a reload does: for the unit tests, which mount the menu again and again. */
export function forgetMenuPlace() {
  left = null;
}

/** How far below the top of the screen a section starts when scrolled to: the sticky chrome. */
function snapLine(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

function placeNow(query: string, category: string | null): MenuPlace | null {
  if (isSearching(query) || !category) return { query, category: null, offset: window.scrollY };
  const section = document.getElementById(category);
  if (!section) return null;
  return { query: '', category, offset: snapLine() - section.getBoundingClientRect().top };
}

function goTo(place: MenuPlace) {
  const section = place.category && document.getElementById(place.category);
  if (!section) {
    window.scrollTo(0, place.offset);
    return;
  }
  // The section's start, then as far past it as the customer was: sections above it may not have
  // been drawn yet and have only their guessed height, so a bare scroll position would miss.
  section.scrollIntoView({ block: 'start' });
  window.scrollBy(0, place.offset);
}

/**
 * Where the menu opens: on coming back in the same visit (Back from the cart, the Menu link), the
 * place the customer left, unless the address names another category; null on a first visit,
 * where the browser itself goes to the address's category. Read once, on mount.
 */
export function openingPlace(slugs: readonly string[]): MenuPlace | null {
  if (typeof window === 'undefined') return null;
  return placeToOpen(categoryOfHash(window.location.hash, slugs), left);
}

/**
 * Goes to the opening place, and keeps the customer's place up to date as they scroll and search.
 */
export function useMenuPlace(opening: MenuPlace | null, query: string, current: string | null) {
  const latest = useRef({ query, current });

  useLayoutEffect(() => {
    latest.current = { query, current };
  }, [query, current]);

  useLayoutEffect(() => {
    if (!opening) return;
    // Before the first frame, but after Next.js's own scroll for the navigation, which runs in a
    // layout effect above this one and would otherwise undo it.
    const frame = requestAnimationFrame(() => goTo(opening));
    return () => cancelAnimationFrame(frame);
  }, [opening]);

  useEffect(() => {
    if (isSearching(query)) left = placeNow(query, null);
  }, [query]);

  // A layout effect, so that it stops listening before the next page is scrolled to its top.
  useLayoutEffect(() => {
    const path = window.location.pathname;
    let frame = 0;
    let leaving = false;
    const save = () => {
      frame = 0;
      if (!leaving) left = placeNow(latest.current.query, latest.current.current) ?? left;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(save);
    };
    // Going Back or Forward to another page, the browser first scrolls this one to where that page
    // was: that is not the customer's place.
    const onPopState = () => {
      if (window.location.pathname !== path) leaving = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
}
