// What this tab keeps in sessionStorage for the next page of the visit, by key: each is read where
// it is needed, and the error screen and the layout read these few without the code that writes them.

/** sessionStorage, or null where the browser refuses it (storage off, some private modes). */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The cart and details a page hands to the next one (lib/hand-over.ts). */
export const handOverKey = 'cpc-cafe.hand-over';

/** Set by the site just before it reloads the page itself (to show today's prices). */
export const siteReloadKey = 'cpc-cafe.site-reload';

/** The table this tab is at, kept for a few hours (lib/table.ts). */
export const tableVisitKey = 'cpc-cafe.table.v1';

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
