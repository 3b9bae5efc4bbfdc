import type { CartItem, Size } from './cart';
import { emptyCustomer, type CustomerDetails } from './customer';

/**
 * The cart and the typed details, handed from a page that is going away to the next page of the
 * same tab (in sessionStorage), so that a page load the customer did not ask for (a new build going
 * live makes Next.js load the next page in full) loses nothing. The customer's own reload still
 * starts a new cart, as the spec says. The next page checks and prices what it takes back with
 * lib/take-hand-over.ts, which it loads only when there is something to take.
 */
export const handOverKey = 'cpc-cafe.hand-over';

/** Set by the site just before it reloads the page itself (to show today's prices). */
export const siteReloadKey = 'cpc-cafe.site-reload';

/** Changes whenever the shape below changes, so that no build reads another build's hand-over wrongly. */
export const handOverVersion = 1;

/** A line as a page hands it over: the dish by name, size and quantity, never a price. */
export type HandedLine = { name: string; size?: Size; quantity: number };

/** What a page leaves for the next one: dishes by name, size and quantity, never a price. */
export function handOverText(lines: CartItem[], customer: CustomerDetails): string {
  const handed: HandedLine[] = lines.map(({ name, size, quantity }) => ({
    name,
    ...(size ? { size } : {}),
    quantity,
  }));
  return JSON.stringify({ version: handOverVersion, lines: handed, customer });
}

/** Whether there is anything worth handing over. */
export function hasAnythingToHand(lines: CartItem[], customer: CustomerDetails): boolean {
  return (
    lines.length > 0 ||
    (Object.keys(emptyCustomer) as (keyof CustomerDetails)[]).some(
      (field) => customer[field] !== emptyCustomer[field],
    )
  );
}

/**
 * Whether a page load takes the hand-over: a navigation that loads a page of the site (as Next.js
 * does when a new build has gone live), or the site's own reload; never the customer's reload, nor
 * Back or Forward.
 */
export function takesHandOver(
  navigationType: string | undefined,
  reloadedBySite: boolean,
): boolean {
  return navigationType === 'navigate' || (navigationType === 'reload' && reloadedBySite);
}
