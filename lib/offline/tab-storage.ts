/**
 * sessionStorage: set by the site just before it reloads the page itself. Listed with the other
 * keys in lib/offline/storage-keys.ts; kept here so that the whole-page error's own first script, which
 * reloads, does not carry every key of the site.
 */
export const siteReloadKey = 'cpc-cafe.site-reload';

/** sessionStorage, or null where the browser refuses it (storage off, some private modes). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Loads the page again to run the build now live, with the cart and details handed over; the
 * page before is left to hand them over as it goes (pagehide).
 */
export function reloadWithCart() {
  try {
    window.sessionStorage.setItem(siteReloadKey, '1');
  } catch {
    // Without storage the reload still shows today's menu, with a new cart.
  }
  window.location.reload();
}
