// `npm run bench`: every page of lib/pages.ts against the framework floor measured in the same run.
// Prints each figure and its budget from bench/budgets.json, then what is over, and writes it all
// to bench/results.json. Timings on a shared machine are noisy, so it exits 0 whatever they are;
// CI holds the sizes (npm run bench:sizes). Usage: npm run bench [-- --runs=5]
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { buildIfStale } from '../scripts/out.mjs';
import { createStaticServer } from '../scripts/serve.mjs';
import { menuInteractions, repeatVisitScripts } from './browser.mjs';
import { buildFloor, hostFloor } from './floor.mjs';
import { startPhotoServer } from './photos.mjs';
import { renderingBeforeLcp } from './rendering.mjs';
import { budgets, pageSizes, routes, sizeProblems } from './sizes.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const rounds = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
const FLOOR = 'framework floor';
const menu = '/menu/';

/** Says that a measurement failed; the run goes on without it. @param {string} what */
const failed = (what) => (/** @type {unknown} */ error) => void console.log(`${what}: ${error}`);

/** The median of the finite values: NaN when there is none. @param {number[]} values */
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return ((sorted[Math.ceil(middle) - 1] ?? NaN) + (sorted[Math.floor(middle)] ?? NaN)) / 2;
}

/** @param {import('node:http').Server} server */
async function listen(server) {
  await once(server.listen(0, '127.0.0.1'), 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return `http://127.0.0.1:${port}`;
}

buildIfStale();
const floorOut = buildFloor();
hostFloor(floorOut);
const photos = await startPhotoServer();
const [site, floor] = [createStaticServer('out'), createStaticServer(floorOut)];
const [siteUrl, floorUrl] = await Promise.all([listen(site), listen(floor)]);
const floorPage = { name: FLOOR, url: `${floorUrl}/`, sizes: pageSizes(floorOut, '/') };
const routePages = routes.map((r) => ({ name: r, url: siteUrl + r, sizes: pageSizes('out', r) }));
const pages = [floorPage, ...routePages];

/**
 * One Lighthouse run in a new Chromium: mobile preset, its slow 4G and 4x slower CPU applied in the
 * browser rather than simulated, so that the page's real round trips are timed.
 * @param {string} url
 */
async function lighthouseRun(url) {
  const chromeFlags = ['--headless=new', ...chromiumFlags, ...photos.flags];
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
  try {
    const onlyCategories = ['performance', 'accessibility', 'best-practices', 'seo'];
    /** @type {import('lighthouse').Flags} */
    const flags = {
      port: chrome.port,
      onlyCategories,
      throttlingMethod: 'devtools',
      logLevel: 'error',
    };
    const result = await lighthouse(url, flags);
    if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.message);
    const { lhr } = result;
    const score = (/** @type {string} */ id) =>
      Math.round(100 * (lhr.categories[id]?.score ?? NaN));
    const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      rendering: renderingBeforeLcp(result.artifacts.Trace, lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      // What kept a category below 100.
      failed: onlyCategories
        .flatMap((id) => (id === 'performance' ? [] : (lhr.categories[id]?.auditRefs ?? [])))
        .filter(({ id, weight }) => weight > 0 && (lhr.audits[id]?.score ?? 1) < 1)
        .map(({ id }) => id),
    };
  } finally {
    chrome.kill();
  }
}
/** @typedef {Awaited<ReturnType<typeof lighthouseRun>>} LighthouseRun */

// Interleaved, the floor first in every round, so that a machine that gets busier slows all alike.
/** @type {Record<string, LighthouseRun[]>} */
const runs = Object.fromEntries(pages.map(({ name }) => [name, []]));
for (let round = 1; round <= rounds; round++) {
  for (const { name, url } of pages) {
    const what = `Lighthouse ${round}/${rounds} ${name}`;
    const run = await lighthouseRun(url).catch(failed(what));
    if (run) runs[name]?.push(run);
    if (run) console.log(`${what}: perf ${run.perf}, LCP ${run.lcp.toFixed(0)} ms`);
  }
}
console.log('Repeat visits, and the interactions of the menu ...');
/** @type {Record<string, string[] | void>} */
const repeat = {};
for (const route of routes) {
  repeat[route] = await repeatVisitScripts(siteUrl + route, site, photos.flags).catch(
    failed(route),
  );
}
// A visit's first tap is one sample of a noisy figure: the median of one visit per round.
const interactions = [];
for (let visit = 0; visit < rounds; visit++) {
  const measured = await menuInteractions(siteUrl + menu, photos.flags).catch(failed(menu));
  if (measured) interactions.push(measured);
}
for (const server of [site, floor, photos.server]) server.close();

/** @typedef {typeof floorPage} Page */
/** @param {Exclude<keyof LighthouseRun, 'failed'>} key @returns {(page: Page) => number} */
const lh = (key) => (page) => median((runs[page.name] ?? []).map((run) => run[key]));
/** @param {number | undefined} value @returns {(page: Page) => number} */
const onMenu = (value) => (page) => (page.name === menu ? (value ?? NaN) : NaN);
const { relativeToFloor: rel, lighthouse: scores, interactionMs } = budgets;
const { repeatVisitScripts: repeatScripts } = budgets;
const keystrokeMs = interactions.flatMap((visit) => visit.keystrokeMs).filter(Number.isFinite);
const tapMs = interactions.map((visit) => visit.tapMs).filter(Number.isFinite);
/**
 * Every figure, shown against the floor's ('+' difference, 'x' ratio) and held to a budget from
 * the floor's figure: at most `max`, at least `min`.
 * @typedef {(floor: number) => number} Limit
 * @type {{ name: string, of: (page: Page) => number, vs?: '+' | 'x', max?: Limit, min?: Limit }[]}
 */
const figures = [
  { name: 'script gz KB', of: (p) => p.sizes.jsGzKB, vs: '+', max: (f) => f + rel.jsAboveFloorKB },
  { name: 'HTML gz KB', of: (p) => p.sizes.htmlGzKB, vs: '+' },
  { name: 'first screen gz KB', of: (p) => p.sizes.firstScreenGzKB, vs: '+' },
  { name: 'perf', of: lh('perf'), vs: '+', min: (f) => f - rel.perfBelowFloorPoints },
  { name: 'a11y', of: lh('a11y'), min: () => scores.a11y },
  { name: 'bp', of: lh('bp'), min: () => scores.bp },
  { name: 'seo', of: lh('seo'), min: () => scores.seo },
  { name: 'LCP ms', of: lh('lcp'), vs: 'x', max: (f) => f * rel.lcpOverFloorRatio },
  { name: 'TBT ms', of: lh('tbt'), vs: '+', max: (f) => f + rel.tbtAboveFloorMs },
  { name: 'CLS', of: lh('cls'), max: () => scores.cls },
  { name: 'rendering ms', of: lh('rendering'), vs: '+', max: (f) => f + rel.renderingAboveFloorMs },
  { name: 'repeat scripts', of: (p) => repeat[p.name]?.length ?? NaN, max: () => repeatScripts },
  { name: 'keystroke ms', of: onMenu(median(keystrokeMs)), max: () => interactionMs },
  { name: 'tap on Add ms', of: onMenu(median(tapMs)), max: () => interactionMs },
];

const over = sizeProblems(Object.fromEntries(routePages.map(({ name, sizes }) => [name, sizes])));
const rows = figures.map(({ name, of, vs, max, min }) => {
  const digits = name.includes('KB') ? 1 : name === 'CLS' ? 3 : 0;
  const show = (/** @type {number} */ value) =>
    Number.isNaN(value) ? 'n/a' : value.toFixed(digits);
  const floorValue = of(floorPage);
  const limit = (max ?? min)?.(floorValue);
  const cells = routePages.map((page) => {
    const value = of(page);
    // A figure that was not measured shows n/a, and its failure was printed.
    if (limit !== undefined && !Number.isNaN(value) && !(max ? value <= limit : value >= limit)) {
      over.push(`${page.name} ${name}: ${show(value)}, budget ${show(limit)}`);
    }
    const difference = `${value < floorValue ? '' : '+'}${show(value - floorValue)}`;
    const versus = vs === 'x' ? `x${(value / floorValue).toFixed(2)}` : difference;
    return vs ? `${show(value)} (${versus})` : show(value);
  });
  const budget = limit === undefined ? '' : `${max ? '<=' : '>='} ${show(limit)}`;
  return [name, budget, show(floorValue), ...cells];
});
const table = [['', 'budget', ...pages.map(({ name }) => name)], ...rows];
const widths = table[0]?.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0))) ?? [];
const line = (/** @type {string[]} */ row) =>
  `| ${row.map((cell, i) => cell[i ? 'padStart' : 'padEnd'](widths[i] ?? 0)).join(' | ')} |`;
console.log(`
Sizes: gzip -9. Lighthouse: mobile preset, throttling applied, medians of ${rounds} interleaved
runs. rendering: styling, layout and paint before the LCP. repeat scripts: build scripts fetched
again on a repeat visit with the service worker active. keystroke and tap: main-thread work at 4x
CPU slowdown, medians of ${keystrokeMs.length} keystrokes and of ${tapMs.length} visits' first taps on Add.
In brackets: against the floor.
`);
const [header = [], ...body] = table;
console.log([header, widths.map((width) => '-'.repeat(width)), ...body].map(line).join('\n'));
for (const { name } of pages) {
  const audits = new Set(runs[name]?.flatMap((run) => run.failed));
  if (audits.size) console.log(`${name}: audits failed in some run: ${[...audits].join(', ')}`);
}
const indexes = Object.values(runs).flatMap((list) => list.map((run) => run.benchmarkIndex));
const [slowest, fastest] = [Math.min(...indexes), Math.max(...indexes)];
console.log(
  `Lighthouse's benchmark index of the machine: ${slowest.toFixed(0)} to ${fastest.toFixed(0)}` +
    (fastest > 1.5 * slowest ? ', busy in part of the run: timings are noisy.' : '.'),
);
console.log(over.length ? `\nOver budget:\n  ${over.join('\n  ')}` : '\nEvery budget is met.');
if (Math.abs(floorPage.sizes.jsGzKB - budgets.floor.jsGzKB) > 0.5)
  console.log("The floor's scripts changed: update floor and sizes in bench/budgets.json.");
const results = { date: new Date().toISOString(), rounds, pages, runs, repeat, interactions, over };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Wrote bench/results.json.');
// Chromium's and the servers' handles may outlive their close(); everything is written.
process.exit(0);
