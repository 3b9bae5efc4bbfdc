// What a first visit of a page downloads, read from the export: gzip -9 of the scripts its HTML
// loads, of its HTML and of the HTML its first screen needs, in KB, the same on every machine.
// `npm run bench:sizes` (CI, after the build) holds each page to bench/budgets.json; exit 1 if not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pagePaths } from '../lib/site/pages.ts';
import { builtContent, isOutStale } from '../scripts/out.mjs';

/** @typedef {{ jsGzKB: number, htmlGzKB: number, firstScreenGzKB: number }} Sizes */
/**
 * A page's ceilings; null holds no ceiling (the menu's whole HTML, which lists every dish).
 * @typedef {{ [K in keyof Sizes]: number | null }} Limits
 * @typedef {{ default: Sizes } & Partial<Record<string, Partial<Limits>>>} Ceilings
 */

/** @type {typeof import('./budgets.json') & { sizes: Ceilings }} */
export const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/** Every page of the site: a new page in lib/site/pages.ts is measured with no change here. */
export const routes = /** @type {readonly string[]} */ (pagePaths);

/** @param {Buffer | string} bytes */
const gzKB = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

/**
 * The build scripts an exported page makes the browser fetch, as paths in the export: script tags,
 * script preloads and the chunks its inline React payload names (Turbopack writes those without
 * /_next/). Not the noModule polyfills, which no browser that runs the site downloads.
 * @param {string} html
 */
export function scriptsOf(html) {
  const loaded = html.replace(/<script\b[^>]*\bnomodule\b[^>]*>/gi, '');
  const named = loaded.matchAll(/(?<![\w.-])(?:\/_next\/)?(static\/[\w./-]+?\.js)\b/g);
  return [...new Set(Array.from(named, ([, path]) => `_next/${path}`))];
}

/**
 * The HTML a page's first screen needs: the markup before React's copy of the page (the
 * `self.__next_f` scripts at the end of the body, which hydration reads and no paint waits for),
 * and on the menu only up to its second category (components/menu/menu-sections.tsx marks each
 * with data-category): a phone draws the first screen from that much, and the rest streams in.
 * @param {string} html
 */
export const firstScreenOf = (html) => {
  const data = html.search(/<script>self\.__next_f\b/);
  const markup = data === -1 ? html : html.slice(0, data);
  return markup.slice(0, [...markup.matchAll(/<section\b[^>]*\bdata-category\b/g)][1]?.index);
};

/** @param {string} out an exported folder @param {string} route @returns {Sizes} */
export function pageSizes(out, route) {
  const html = readFileSync(join(out, route, 'index.html'), 'utf8');
  const scripts = scriptsOf(html).map((path) => gzKB(readFileSync(join(out, path))));
  const jsGzKB = scripts.reduce((sum, kb) => sum + kb, 0);
  return { jsGzKB, htmlGzKB: gzKB(html), firstScreenGzKB: gzKB(firstScreenOf(html)) };
}

/**
 * The scripts whose code names a dish, as a string in the quotes a minifier writes: the part of
 * a first visit's script that grows with each dish the owner adds.
 * @param {Record<string, string>} scripts code by path
 * @param {readonly string[]} names the dishes
 */
export function scriptsNaming(scripts, names) {
  const quoted = names.flatMap((name) => [`"${name}"`, `'${name}'`, `\\"${name}\\"`]);
  return Object.keys(scripts).filter((path) =>
    quoted.some((text) => scripts[path]?.includes(text)),
  );
}

/**
 * Of the scripts a page loads, those that name a dish of the menu out/ was built from, and their
 * KB, gzip -9.
 * @param {string} out an exported folder
 * @param {string} route
 * @param {readonly { items: readonly { name: string }[] }[]} menu
 */
export function dishScripts(out, route, menu) {
  const html = readFileSync(join(out, route, 'index.html'), 'utf8');
  const scripts = Object.fromEntries(
    scriptsOf(html).map((path) => [path, readFileSync(join(out, path), 'utf8')]),
  );
  const names = menu.flatMap((category) => category.items.map((item) => item.name));
  const naming = scriptsNaming(scripts, names);
  const kb = naming.reduce((sum, path) => sum + gzKB(scripts[path] ?? ''), 0);
  return { kb, files: naming.length, of: Object.keys(scripts).length };
}

/**
 * A route's ceilings: `default`, replaced figure by figure by the route's own entry.
 * @param {string} route
 * @param {Ceilings} ceilings
 */
export function ceilingOf(route, ceilings = budgets.sizes) {
  return { ...ceilings.default, ...ceilings[route] };
}

/**
 * What is over its ceiling, and every entry of `ceilings` that names no measured page.
 * @param {Record<string, Sizes>} sizes by route
 * @param {Ceilings} ceilings
 */
export function sizeProblems(sizes, ceilings = budgets.sizes) {
  const problems = Object.keys(ceilings)
    .filter((path) => path !== 'default' && !(path in sizes))
    .map(
      (path) => `${path}: a size budget in bench/budgets.json, but no page in lib/site/pages.ts`,
    );
  for (const [route, measured] of Object.entries(sizes)) {
    const limit = ceilingOf(route, ceilings);
    for (const key of /** @type {const} */ (['jsGzKB', 'htmlGzKB', 'firstScreenGzKB'])) {
      const most = limit[key];
      if (most !== null && measured[key] > most) {
        problems.push(`${route}: ${key} ${measured[key].toFixed(1)}, over its ${most}`);
      }
    }
  }
  return problems;
}

/**
 * The pages whose first-visit script leaves less than `room` KB of its ceiling unused: the room
 * a page should keep (bench/budgets.json, jsRoomKB). Said, never failed.
 * @param {Record<string, Sizes>} sizes by route
 * @param {number} [room] KB
 * @param {Ceilings} [ceilings]
 */
export function crampedPages(sizes, room = budgets.jsRoomKB, ceilings = budgets.sizes) {
  return Object.entries(sizes).flatMap(([route, { jsGzKB }]) => {
    const most = ceilingOf(route, ceilings).jsGzKB;
    if (most === null || most - jsGzKB >= room) return [];
    return [
      `${route}: scripts ${jsGzKB.toFixed(2)} KB, ${(most - jsGzKB).toFixed(2)} KB under ${most}`,
    ];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  if (isOutStale('.', builtContent() ?? undefined))
    console.warn('Note: out/ is not a complete build of the sources: npm run build.');
  const content = builtContent() ?? 'content';
  const menu = JSON.parse(readFileSync(join(content, 'menu.json'), 'utf8')).categories;
  console.log(`out/ is a build of ${content}/.`);
  const sizes = Object.fromEntries(routes.map((route) => [route, pageSizes('out', route)]));
  for (const [route, measured] of Object.entries(sizes)) {
    /** @param {keyof Sizes} key */
    const figure = (key) => {
      const most = ceilingOf(route)[key];
      return `${measured[key].toFixed(1)} KB (${most === null ? 'no ceiling' : `ceiling ${most}`})`;
    };
    const html = `HTML ${figure('htmlGzKB')}, first screen ${figure('firstScreenGzKB')}`;
    console.log(`${route}: scripts ${figure('jsGzKB')}, ${html}`);
    const dishes = dishScripts('out', route, menu);
    if (dishes.files) {
      const files = `${dishes.files} of ${dishes.of} files`;
      console.log(`  of which ${dishes.kb.toFixed(1)} KB (${files}) in scripts that name a dish`);
    }
  }
  const cramped = crampedPages(sizes);
  if (cramped.length)
    console.log(`Less than ${budgets.jsRoomKB} KB of script room:\n  ${cramped.join('\n  ')}`);
  const problems = sizeProblems(sizes);
  console.log(
    problems.length
      ? `Over budget:\n  ${problems.join('\n  ')}`
      : 'Every page is within its size budgets.',
  );
  process.exit(problems.length ? 1 : 0);
}
