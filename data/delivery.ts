import content from '@/content/delivery.json';
import type { DeliveryTerms } from '@/lib/content-schema';

/** The owner's delivery terms (content/delivery.json): each is shown and charged only when set. */
export const delivery = content as DeliveryTerms;
