import content from '@/content/stock.json';
import type { Stock } from './schema';

export type { Stock, StockMark, StockState } from './schema';

/**
 * The stock of content/stock.json as the build found it: what the pages' HTML shows before a
 * script has read the published file (lib/stock/stock.ts), and all that a page without JavaScript shows.
 */
export const bakedStock = content as Stock;
