// The keys the site keeps in the browser's storage, apart from the code that reads and writes
// each: a page checks whether one is set before it fetches that code.

/** sessionStorage: the cart and details a page hands to the next one (lib/order/hand-over.ts). */
export const handOverKey = 'cpc-cafe.hand-over';

/** sessionStorage: set by the site just before it reloads the page itself (to show today's prices). */
export { siteReloadKey } from './tab-storage';

/** sessionStorage: the build this tab last reloaded to reach (lib/offline/build.ts): it reloads once for it. */
export const followedBuildKey = 'cpc-cafe.followed-build';

/** sessionStorage: the table this tab is at, kept for a few hours (lib/order/table.ts). */
export const tableVisitKey = 'cpc-cafe.table.v1';

/** localStorage: the last order sent, kept with the remembered details (lib/order/last-order.ts). */
export const lastOrderKey = 'cpc-cafe.last-order.v1';

/** sessionStorage: the orders this tab has sent (lib/order/sent-orders.ts). */
export const sentOrdersKey = 'cpc-cafe.sent-orders.v2';
