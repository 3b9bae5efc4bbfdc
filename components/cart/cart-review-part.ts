import { retryableImport } from '@/lib/offline/retryable-import';

/**
 * The cart review (cart-review.tsx), off the order page's first script: a first visit to the page
 * finds the cart empty. It is fetched as soon as the cart has something in it, on any page
 * (cart-link.tsx), so that it is here when the customer opens the cart.
 */
export const cartReviewPart = retryableImport(() => import('./cart-review'));
