// The routes the benchmark measures (every page in lib/pages.ts) and the budgets in budgets.json.
import { readFileSync } from 'node:fs';
import { pagePaths } from '../lib/pages.ts';
import { kb } from './report.mjs';

/** @typedef {import('./sizes.mjs').PageSizes} PageSizes */
/** @typedef {{ jsGzKB: number, htmlGzKB: number }} SizeCeiling */
/**
 * @typedef {object} Budgets
 * @property {{ next: string, jsGzKB: number }} floor
 * @property {{ jsAboveFloorKB: number, perfBelowFloorPoints: number, lcpOverFloorRatio: number }} relativeToFloor
 * @property {{ a11y: number, bp: number, seo: number, cls: number }} lighthouse
 * @property {number} searchMs
 * @property {{ default: SizeCeiling } & Record<string, Partial<SizeCeiling>>} sizes
 *   `default` for every route, and a route's own entry (its path) for the figures it sets apart.
 */

/** Every page of the site, from the page registry: a new page is measured without a change here. */
export const routes = /** @type {readonly string[]} */ (pagePaths);

/** @type {Budgets} */
export const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/**
 * The size ceilings of `route`: its own entry in budgets.json where it has one, the default for
 * the figures it does not set.
 * @param {string} route
 * @returns {SizeCeiling}
 */
export function sizeCeiling(route) {
  return { ...budgets.sizes.default, ...budgets.sizes[route] };
}

/**
 * What is over the size ceilings (CI enforces them), and any route budget that names no page.
 * @param {Record<string, PageSizes>} sizes the measured routes, by path
 * @returns {string[]}
 */
export function sizeBudgetProblems(sizes) {
  const problems = Object.keys(budgets.sizes)
    .filter((key) => key !== 'default' && !routes.includes(key))
    .map((key) => `${key}: a size budget in bench/budgets.json, but no page in lib/pages.ts`);
  for (const route of routes) {
    const measured = sizes[route];
    if (!measured) throw new Error(`${route} was not measured`);
    const ceiling = sizeCeiling(route);
    for (const [figure, name] of /** @type {const} */ ([
      ['jsGzKB', 'first-visit JS'],
      ['htmlGzKB', 'HTML'],
    ])) {
      if (measured[figure] > ceiling[figure]) {
        problems.push(
          `${route}: ${name} ${kb(measured[figure])} KB gzipped, over its ${ceiling[figure]} KB budget`,
        );
      }
    }
  }
  return problems;
}

/** @param {string[]} problems */
export function printSizeBudgets(problems) {
  if (!problems.length) console.log('Size budgets (bench/budgets.json): all met.');
  else console.log(`Over the size budgets (bench/budgets.json):\n  ${problems.join('\n  ')}`);
}
