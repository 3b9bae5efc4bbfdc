import content from '@/content/search-words.json';
import { searchWordsOf } from '@/lib/also-try';

/** What customers type for dishes the menu names another way (content/search-words.json). */
export const searchWords = searchWordsOf(content);
