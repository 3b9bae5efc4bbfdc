import content from '@/content/delivery.json';
import type { DeliveryTerms } from './schema';

// Every key is optional; amounts are whole rupees and count the dishes only, never the fee.
export type { DeliveryTerms } from './schema';

/** The owner's delivery terms (content/delivery.json): each is shown and charged only when set. */
export const delivery = content as DeliveryTerms;
