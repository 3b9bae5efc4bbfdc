import { categorySlug } from '../menu/menu-lookup';

/**
 * The ids the stock file (content/stock.json) and the editor's stock page know dishes by. The
 * editor names a form field by each id, and takes no field name that is empty, holds a space, a
 * dot, *, :, < or >, or is all digits (read as a list's index), nor two alike in one category
 * (lib/editor/config-check.ts). A dish's id is its name in small letters and hyphens ("Steam
 * Momos" is "steam-momos"), as it always was, when that is a usable name and no plainer dish of its
 * category has the same; else that, or "dish", with a short code of the name's own characters
 * after it: "मसाला चाय" is "dish-1k3x9qa", "Lemon Tea!" beside "Lemon Tea" "lemon-tea-0z8c1vb".
 */

/** Whether the editor can name a field so (Sveltia CMS: /^[^\s.*:<>]+$/, and not all digits). */
export function isFieldName(name: string): boolean {
  return /^[^\s.*:<>]+$/.test(name) && !/^\d+$/.test(name);
}

/** A short code of the name's characters: FNV-1a over its UTF-16 units, in base 36. */
function code(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}

/** The plainer of two names that read the same in small letters and hyphens: the shorter, then A-Z. */
const plainer = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each dish's id in one category, by its name (names are unique on the menu: lib/editor/data-check.ts).
 * It depends on the names alone, not on their order, so moving a dish keeps its id; and a dish
 * keeps its plain id when a dish with the same letters ("Kulhad Tea ☕" beside "Kulhad Tea") is
 * added, as long as its name is the plainer one.
 */
export function dishIds(names: readonly string[]): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  const bySlug = new Map<string, string[]>();
  for (const name of new Set(names)) {
    const slug = categorySlug(name);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), name]);
  }
  const rest: [string, string][] = [];
  for (const [slug, sharing] of bySlug) {
    const [first, ...others] = [...sharing].sort(plainer);
    if (isFieldName(slug)) {
      ids.set(first!, slug);
      taken.add(slug);
    } else others.unshift(first!);
    for (const name of others) rest.push([slug, name]);
  }
  rest.sort(([, a], [, b]) => plainer(a, b));
  for (const [slug, name] of rest) {
    // A code that another id has already (one in billions) takes the name's next code.
    let id = '';
    for (let round = 0; id === '' || taken.has(id); round++) {
      // Of the name as the check reads it, without the spaces at its ends.
      const written = name.trim();
      id = `${slug || 'dish'}-${code(round === 0 ? written : `${written}\u0000${round}`)}`;
    }
    ids.set(name, id);
    taken.add(id);
  }
  return ids;
}

/** The id of the dish named `name` among the dishes `names` of its category. */
export function dishId(names: readonly string[], name: string): string {
  return dishIds(names).get(name) ?? categorySlug(name);
}
