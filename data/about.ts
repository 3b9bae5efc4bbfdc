import content from '@/content/about.json';
import type { About } from './schema';

export type { About } from './schema';

/** The cafe's story as the About page tells it (content/about.json). */
export const about = content as About;
