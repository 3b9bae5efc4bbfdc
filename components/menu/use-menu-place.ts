import { useEffect, useLayoutEffect, useRef } from 'react';
import { basePath } from '@/lib/site/base-path';
import { categoryOfHash, isSearching, placeToOpen, type MenuPlace } from '@/lib/menu/menu-place';
import { pageKey } from '@/lib/site/page-key';
import { snapLine } from './use-current-category';

// Where the customer was when they left the menu, in memory for this visit only, like the cart.
let left: MenuPlace | null = null;

/** The place on screen now: the search, or the section under the sticky bar and how far into it. */
function placeNow(query: string, slugs: readonly string[]): MenuPlace {
  if (isSearching(query)) return { query, category: null, offset: window.scrollY };
  const line = snapLine();
  for (const slug of slugs) {
    const box = document.getElementById(slug)?.getBoundingClientRect();
    if (box && box.top <= line + 1 && box.bottom > line + 1) {
      return { query: '', category: slug, offset: line - box.top };
    }
  }
  return { query: '', category: null, offset: window.scrollY };
}

/**
 * Scrolls to the place, and keeps it there for a few frames while the sections around it are
 * drawn for the first time: until then each has only a guessed height, and drawing one above
 * the place would move it. Returns a function that stops, for when the customer scrolls first.
 */
function goTo(place: MenuPlace): () => void {
  const section = place.category ? document.getElementById(place.category) : null;
  if (!section) {
    window.scrollTo(0, place.offset);
    return () => {};
  }
  let frame = 0;
  const settle = (framesLeft: number) => {
    const drift = section.getBoundingClientRect().top - (snapLine() - place.offset);
    if (Math.abs(drift) >= 1) window.scrollBy(0, drift);
    if (framesLeft > 0) frame = requestAnimationFrame(() => settle(framesLeft - 1));
  };
  section.scrollIntoView();
  settle(5);
  return () => cancelAnimationFrame(frame);
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
export function useMenuPlace(opening: MenuPlace | null, query: string, slugs: readonly string[]) {
  const latestQuery = useRef(query);

  useLayoutEffect(() => {
    latestQuery.current = query;
  }, [query]);

  useLayoutEffect(() => {
    if (!opening) return;
    let stop = () => {};
    // Before the first frame, but after Next.js's own scroll for the navigation, which runs in a
    // layout effect above this one and would otherwise undo it.
    const frame = requestAnimationFrame(() => {
      stop = goTo(opening);
    });
    const onInput = () => stop();
    const inputs = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of inputs) window.addEventListener(type, onInput, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      stop();
      for (const type of inputs) window.removeEventListener(type, onInput);
    };
  }, [opening]);

  const wasSearching = useRef(isSearching(query));
  useEffect(() => {
    const searching = isSearching(query);
    // Clearing the search is a place too: the whole menu, where the page now stands. Without it,
    // a customer who cleared the search and added without scrolling came back to the old search.
    if (searching || wasSearching.current) left = placeNow(query, slugs);
    wasSearching.current = searching;
  }, [query, slugs]);

  // A layout effect, so that it stops listening before the next page is scrolled to its top.
  useLayoutEffect(() => {
    const path = pageKey(window.location.pathname, basePath);
    let frame = 0;
    let leaving = false;
    const save = () => {
      frame = 0;
      if (!leaving) left = placeNow(latestQuery.current, slugs);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(save);
    };
    // Going Back or Forward to another page, the browser first scrolls this one to where that page
    // was: that is not the customer's place.
    const onPopState = () => {
      if (pageKey(window.location.pathname, basePath) !== path) leaving = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
    };
  }, [slugs]);
}
