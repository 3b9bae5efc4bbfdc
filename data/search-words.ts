import content from '@/content/search-words.json';
import type { SearchWords } from '@/lib/content-schema';

export type { SearchWords } from '@/lib/content-schema';

/** What customers type for dishes the menu names another way (content/search-words.json). */
export const searchWords: SearchWords = content.words;
