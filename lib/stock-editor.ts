import { menu, type MenuCategory } from '@/data/menu';
import { stockStates } from '@/data/schema';
import type { EditorFieldConfig } from './editor-config';
import { dishStockIds, stockId } from './stock';

/** How the editor names each state, and the empty choice that leaves a dish out of the file. */
const choices = [
  { label: 'In stock', value: '' },
  ...stockStates.map((state) => ({
    label: state.charAt(0).toUpperCase() + state.slice(1),
    value: state,
  })),
];

/**
 * The editor's stock page (content/stock.json): every category of the menu, folded, and in each
 * every dish with In stock, Sold out today and Off the menu, so that the owner reaches a dish's
 * choice in three taps from the editor's first screen: the page, the category, the choice. A
 * choice of In stock leaves the dish out of the file (the editor omits an empty field). The page
 * lists the menu as the site was built; a dish added since is on it after the next build.
 */
export function stockEditorFields(categories: readonly MenuCategory[] = menu): EditorFieldConfig[] {
  return categories.map((category) => {
    const ids = dishStockIds(category);
    return {
      name: stockId(category.name),
      label: category.name,
      widget: 'object',
      // Always there, folded, so that each category opens with the same tap (an optional one
      // would first ask to be added). The file holds each, empty when all its dishes are in stock.
      collapsed: true,
      fields: category.items.map(({ name }) => ({
        name: ids.get(name) ?? name,
        label: name,
        widget: 'select',
        required: false,
        options: choices,
      })),
    };
  });
}
