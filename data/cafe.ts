import content from '@/content/cafe.json';
import type { Cafe } from './schema';

export type { Cafe } from './schema';

/**
 * The cafe's details and hours (content/cafe.json), checked by the build against the schema, with
 * the schema's one default: no days off where the file names none (the editor leaves it out).
 */
export const cafe: Cafe = {
  ...content,
  hours: { ...content.hours, closedOn: (content.hours as Partial<Cafe['hours']>).closedOn ?? [] },
} as Cafe;
