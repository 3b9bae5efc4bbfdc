import type { CartItem, Size } from './cart';
import { emptyCustomer, type CustomerDetails } from './customer';

/**
 * The cart and the typed details, handed from a page that is going away to the next page of the
 * same tab (in sessionStorage), so that a page load the customer did not ask for (a new build going
 * live makes Next.js load the next page in full) loses nothing. The customer's own reload still
 * starts a new cart, as the spec says. The next page checks and prices what it takes back with
 * lib/order/take-hand-over.ts, which it loads only when there is something to take. The key and the
 * site's own reload are in lib/offline/tab-storage.ts.
 */

/**
 * Changes whenever the shape below changes, so that no build reads another build's hand-over
 * wrongly. A field that older builds can ignore (`was`) needs no new version: a deploy must not
 * lose the carts handed over from the build before it.
 */
export const handOverVersion = 1;

/**
 * A line as a page hands it over: the dish by name, size and quantity. `was` is the price the
 * customer saw, only to tell them that it changed: the next page prices the line from its menu.
 * `hindiName` names it on a Hindi page if the next page's menu no longer has it.
 */
export type HandedLine = {
  name: string;
  hindiName?: string;
  size?: Size;
  quantity: number;
  was?: number;
};

/** What a page leaves for the next one: dishes by name, size and quantity, and the price seen. */
export function handOverText(lines: CartItem[], customer: CustomerDetails): string {
  // JSON leaves out a name or size the line has not.
  const handed: HandedLine[] = lines.map(({ name, hindiName, size, quantity, price }) => ({
    name,
    hindiName,
    size,
    quantity,
    was: price,
  }));
  return JSON.stringify({ version: handOverVersion, lines: handed, customer });
}

/**
 * Whether there is anything worth handing over: a line, or a detail the customer gave. The table
 * alone is not: the next page reads it from the tab's own storage (lib/order/table.ts).
 */
export function hasAnythingToHand(lines: CartItem[], customer: CustomerDetails): boolean {
  return (
    lines.length > 0 ||
    (Object.keys(emptyCustomer) as (keyof CustomerDetails)[]).some(
      (field) =>
        field !== 'table' && field !== 'orderType' && customer[field] !== emptyCustomer[field],
    ) ||
    (customer.table === '' && customer.orderType !== emptyCustomer.orderType)
  );
}

/**
 * Whether a page load takes the hand-over: a navigation that loads a page of the site (as Next.js
 * does when a new build has gone live), Back or Forward to a page the browser loads again, the
 * site's own reload, or a tab the browser discarded in the background and loads again when the
 * customer returns to it; never the customer's own reload.
 */
export function takesHandOver(
  navigationType: string | undefined,
  { reloadedBySite, wasDiscarded }: { reloadedBySite: boolean; wasDiscarded: boolean },
): boolean {
  if (wasDiscarded) return true;
  if (navigationType === 'reload') return reloadedBySite;
  return navigationType === 'navigate' || navigationType === 'back_forward';
}
