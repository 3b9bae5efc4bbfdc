import content from '@/content/menu.json';
import type { MenuCategory } from './schema';

export type { Diet, MenuCategory, MenuItem, Price } from './schema';

/**
 * The menu of content/menu.json, where the owner changes it (docs/owner.md). The build refuses a
 * file that breaks data/schema.ts, so the site reads it as that schema's type.
 */
export const menu = content.categories as MenuCategory[];
