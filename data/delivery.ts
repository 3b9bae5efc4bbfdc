import type { DeliveryTerms } from '@/lib/delivery';

/**
 * The cafe's delivery terms. Each is optional: leave it out and nothing about it is shown or
 * charged. Amounts are whole rupees and count the dishes only. For example:
 *
 *   area: 'Within 3 km of Civil Lines',   shown on the menu and order pages
 *   time: '30-45 min',                    shown beside the area
 *   fee: 20,                              added to delivery orders (pickup pays none)
 *   freeAbove: 300,                       no fee once the dishes come to this much
 *   minimumOrder: 100,                    delivery orders below this cannot be sent
 */
export const delivery: DeliveryTerms = {};
