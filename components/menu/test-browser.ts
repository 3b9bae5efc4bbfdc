// What jsdom lacks and the menu uses: the tests of components/menu stand these in.

/** An IntersectionObserver that never reports, as if nothing scrolled. */
class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

export function standInBrowser() {
  globalThis.IntersectionObserver ??= QuietObserver as unknown as typeof IntersectionObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.scrollBy ??= function scrollBy() {};
  window.scrollTo = () => {};
  window.scrollBy = () => {};
}
