// Apart from lib/menu/menu-place.ts, which the menu's first script holds: only the server, the stock
// check and the data check make a category's id.

/** The id of a category's section on /menu/, for links like /menu/#momos. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
