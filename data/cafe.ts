import content from '@/content/cafe.json';
import type { Cafe } from './schema';

export type { Cafe } from './schema';

/** The cafe's details and hours (content/cafe.json), checked by the build against the schema. */
export const cafe = content as Cafe;
