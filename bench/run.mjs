// `npm run bench`: every page of lib/pages.ts against the framework floor of the same run. It prints
// the sizes, Lighthouse's figures, the repeat visit and the menu's interactions, and what is over
// the budgets in bench/budgets.json, and writes them all to bench/results.json. Timings on a shared
// machine are noisy, so it exits 0 whatever they are; CI holds the sizes (npm run bench:sizes).
// Usage: npm run bench [-- --runs=5]
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
import { median, table } from './report.mjs';
import { budgets, pageSizes, routes, sizeProblems } from './sizes.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const rounds = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
const FLOOR = 'framework floor';
const menu = '/menu/';

/** What to do when a measurement fails: say so, and go on without it. @param {string} what */
const failed = (what) => (/** @type {unknown} */ error) => void console.log(`${what}: ${error}`);

/** @param {import('node:http').Server} server */
async function listen(server) {
  await once(server.listen(0, '127.0.0.1'), 'listening');
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
}

buildIfStale();
const floorOut = buildFloor();
hostFloor(floorOut);
const photos = await startPhotoServer();
const site = createStaticServer('out');
const floor = createStaticServer(floorOut);
const [siteOrigin, floorOrigin] = await Promise.all([listen(site), listen(floor)]);
const pages = [
  { name: FLOOR, url: `${floorOrigin}/`, sizes: pageSizes(floorOut, '/') },
  ...routes.map((route) => ({
    name: route,
    url: siteOrigin + route,
    sizes: pageSizes('out', route),
  })),
];

/**
 * One Lighthouse run in a new Chromium: mobile preset, with its slow 4G and 4x slower CPU applied in
 * the browser rather than simulated, so the page's real round trips are timed.
 * @param {string} url
 */
async function lighthouseRun(url) {
  const chromeFlags = ['--headless=new', ...chromiumFlags, ...photos.flags];
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
  try {
    const onlyCategories = ['performance', 'accessibility', 'best-practices', 'seo'];
    const flags = {
      port: chrome.port,
      onlyCategories,
      throttlingMethod: /** @type {const} */ ('devtools'),
    };
    const result = await lighthouse(url, { ...flags, logLevel: 'error' });
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
/** @typedef {NonNullable<Awaited<ReturnType<typeof lighthouseRun>>>} LighthouseRun */

// Interleaved, the floor first in every round, so that a machine that gets busier slows all alike.
/** @type {Record<string, LighthouseRun[]>} */
const runs = Object.fromEntries(pages.map(({ name }) => [name, []]));
for (let round = 1; round <= rounds; round++) {
  for (const { name, url } of pages) {
    const what = `Lighthouse ${round}/${rounds} ${name}`;
    const run = await lighthouseRun(url).catch(failed(what));
    if (!run) continue;
    runs[name]?.push(run);
    console.log(
      `${what}: perf ${run.perf}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms`,
    );
  }
}

console.log('Repeat visits, and the interactions of the menu ...');
/** @type {Record<string, string[] | undefined>} */
const repeat = {};
for (const route of routes) {
  const url = siteOrigin + route;
  repeat[route] = await repeatVisitScripts(url, site, photos.flags).catch(failed(route));
}
const interactions = await menuInteractions(siteOrigin + menu, photos.flags).catch(failed(menu));
for (const server of [site, floor, photos.server]) server.close();

const [floorPage, ...routePages] = pages;
if (floorPage?.name !== FLOOR) throw new Error('the floor comes first');
/** @typedef {(typeof pages)[number]} Page */
/** @param {Exclude<keyof LighthouseRun, 'failed'>} key @returns {(page: Page) => number} */
const lh = (key) => (page) => median((runs[page.name] ?? []).map((run) => run[key]));
/** @param {Page} page @param {number | undefined} value */
const onMenu = (page, value) => (page.name === menu ? (value ?? NaN) : NaN);
const relative = budgets.relativeToFloor;
/**
 * The figures of every page, each shown against the floor's ('+' difference, 'x' ratio) and held
 * to a budget from the floor's figure: at most `max`, at least `min`.
 * @typedef {(floor: number) => number} Limit
 * @type {{ name: string, of: (page: Page) => number, vs?: '+' | 'x', digits?: number, max?: Limit, min?: Limit }[]}
 */
const figures = [
  {
    name: 'script gz KB',
    of: (p) => p.sizes.jsGzKB,
    vs: '+',
    digits: 1,
    max: (f) => f + relative.jsAboveFloorKB,
  },
  { name: 'HTML gz KB', of: (p) => p.sizes.htmlGzKB, vs: '+', digits: 1 },
  { name: 'perf', of: lh('perf'), vs: '+', min: (f) => f - relative.perfBelowFloorPoints },
  { name: 'a11y', of: lh('a11y'), min: () => budgets.lighthouse.a11y },
  { name: 'bp', of: lh('bp'), min: () => budgets.lighthouse.bp },
  { name: 'seo', of: lh('seo'), min: () => budgets.lighthouse.seo },
  { name: 'LCP ms', of: lh('lcp'), vs: 'x', max: (f) => f * relative.lcpOverFloorRatio },
  { name: 'TBT ms', of: lh('tbt'), vs: '+', max: (f) => f + relative.tbtAboveFloorMs },
  { name: 'CLS', of: lh('cls'), digits: 3, max: () => budgets.lighthouse.cls },
  {
    name: 'rendering ms',
    of: lh('rendering'),
    vs: '+',
    max: (f) => f + relative.renderingAboveFloorMs,
  },
  { name: 'repeat-visit scripts', of: (p) => repeat[p.name]?.length ?? NaN, max: () => 0 },
  {
    name: 'keystroke ms',
    of: (p) => onMenu(p, median(interactions?.keystrokeMs ?? [])),
    max: () => budgets.interactionMs,
  },
  {
    name: 'tap on Add ms',
    of: (p) => onMenu(p, interactions?.tapMs),
    max: () => budgets.interactionMs,
  },
];

/** @type {string[]} */
const over = sizeProblems(Object.fromEntries(routePages.map(({ name, sizes }) => [name, sizes])));
const rows = figures.map(({ name, of, vs, digits = 0, max, min }) => {
  /** @param {number} value */
  const show = (value) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
  const floorValue = of(floorPage);
  const limit = (max ?? min)?.(floorValue);
  const cells = routePages.map((page) => {
    const value = of(page);
    // A figure not measured is n/a in the table, and its failure was printed.
    if (limit !== undefined && !Number.isNaN(value) && !(max ? value <= limit : value >= limit)) {
      over.push(`${page.name} ${name}: ${show(value)}, budget ${show(limit)}`);
    }
    const versus =
      vs === 'x'
        ? `x${(value / floorValue).toFixed(2)}`
        : `${value < floorValue ? '' : '+'}${show(value - floorValue)}`;
    return vs ? `${show(value)} (${versus})` : show(value);
  });
  return [
    name,
    limit === undefined ? '' : `${max ? '<=' : '>='} ${show(limit)}`,
    show(floorValue),
    ...cells,
  ];
});
console.log(
  `\nSizes: gzip -9. Lighthouse: mobile preset, throttling applied, medians of ${rounds} interleaved` +
    ` runs.\nrendering: the main thread's styling, layout and paint before the LCP. repeat-visit` +
    ` scripts: build scripts\nfetched again with the service worker active. keystroke, tap: main-thread work on the menu\nat 4x CPU slowdown, medians. In brackets: against the floor.\n`,
);
console.log(table([['', 'budget', ...pages.map(({ name }) => name)], ...rows]));
for (const { name } of pages) {
  const failed = new Set(runs[name]?.flatMap((run) => run.failed));
  if (failed.size) console.log(`${name}: audits failed in some run: ${[...failed].join(', ')}`);
}
const indexes = Object.values(runs).flatMap((list) => list.map((run) => run.benchmarkIndex));
const [slowest, fastest] = [Math.min(...indexes), Math.max(...indexes)];
console.log(
  `Lighthouse's benchmark index of the machine: ${slowest.toFixed(0)} to ${fastest.toFixed(0)}` +
    (fastest > 1.5 * slowest ? ', busy in part of the run: timings are noisy.' : '.'),
);
console.log(over.length ? `\nOver budget:\n  ${over.join('\n  ')}` : '\nEvery budget is met.');
if (Math.abs(floorPage.sizes.jsGzKB - budgets.floor.jsGzKB) > 0.5) {
  console.log(
    `The floor's scripts measure ${floorPage.sizes.jsGzKB.toFixed(1)} KB, not the ${budgets.floor.jsGzKB} KB` +
      ' in bench/budgets.json: update it and the size ceilings there (a new Next.js?).',
  );
}

const results = { date: new Date().toISOString(), rounds, pages, runs, repeat, interactions, over };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Wrote bench/results.json.');
// Chromium's and the servers' handles may outlive their close(); everything is written.
process.exit(0);
