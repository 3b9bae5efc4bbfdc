import content from '@/content/search-words.json';
import type { SearchWords } from './schema';

export type { SearchWords } from './schema';

/** What customers type for dishes the menu names another way (content/search-words.json). */
export const searchWords: SearchWords = content.words;
