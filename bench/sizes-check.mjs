// `npm run bench:sizes`, run by CI after the build: the deterministic size budgets of every page in
// out/. Exits with 1 when a route is over its ceiling in budgets.json.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isOutStale } from '../scripts/out.mjs';
import { budgets, printSizeBudgets, routes, sizeBudgetProblems, sizeCeiling } from './budgets.mjs';
import { kb, table } from './report.mjs';
import { measureRoutes } from './sizes.mjs';

// Paths below are relative to the project, wherever the script is started from.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

if (!existsSync('out/index.html')) {
  console.error('No export in out/: run "npm run build" first.');
  process.exit(1);
}
if (isOutStale()) console.warn('Note: out/ is older than the sources; run "npm run build".');

const sizes = measureRoutes('out', routes);
console.log(
  table([
    ['route', 'JS gz KB', 'budget', 'HTML gz KB', 'budget', 'inline gz KB'],
    ...Object.entries(sizes).map(([route, size]) => [
      route,
      kb(size.jsGzKB),
      sizeCeiling(route).jsGzKB,
      kb(size.htmlGzKB),
      sizeCeiling(route).htmlGzKB,
      kb(size.inlineGzKB),
    ]),
  ]),
);
console.log(
  `Framework floor JS, from bench/budgets.json: ${budgets.floor.jsGzKB} KB (Next.js ${budgets.floor.next}).`,
);
const problems = sizeBudgetProblems(sizes);
printSizeBudgets(problems);
process.exit(problems.length ? 1 : 0);
