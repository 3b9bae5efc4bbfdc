import content from '@/content/about.json';
import type { About } from '@/lib/content-schema';

export type { About } from '@/lib/content-schema';

/** The cafe's story as the About page tells it (content/about.json). */
export const about = content as About;
