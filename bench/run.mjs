// `npm run bench`: every page of lib/site/pages.ts against the framework floor measured in the same run.
// Prints each figure's median and its spread over the rounds beside the floor's, with its budget
// from bench/budgets.json and a verdict (bench/verdict.mjs), and writes it all to
// bench/results.json. Timings are reported, not gates: it exits 0 whatever they are; CI holds the
// sizes (npm run bench:sizes). Usage: npm run bench [-- --runs=5] [--pages=/menu/,/hi/menu/]
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { buildIfStale } from '../scripts/out.mjs';
import { createStaticServer } from '../scripts/serve.mjs';
import { interactions, repeatVisitScripts } from './browser.mjs';
import { buildFloor, hostFloor } from './floor.mjs';
import { printIslands } from './islands.mjs';
import { startPhotoServer } from './photos.mjs';
import { renderingBeforeLcp } from './rendering.mjs';
import { unindexedPaths } from '../lib/site/pages.ts';
import { budgets, pageSizes, routes, sizeProblems } from './sizes.mjs';
import { formatBudget, formatSummary, summarize, verdict, versusFloor } from './verdict.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
/** @param {string} name the value of --name=value on the command line, if given */
const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(option('runs') ?? 5);
// A change to one page is measured faster on that page alone (the floor is always measured).
const chosen = option('pages')?.split(',') ?? routes;
const unknown = chosen.filter((route) => !routes.includes(route));
if (unknown.length)
  throw new Error(`No such page: ${unknown.join(', ')}. Pages: ${routes.join(' ')}`);
const FLOOR = 'framework floor';
const menu = '/menu/';

/** Says that a measurement failed; the run goes on without it. @param {string} what */
const failed = (what) => (/** @type {unknown} */ error) => void console.log(`${what}: ${error}`);

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
const routePages = chosen.map((r) => ({ name: r, url: siteUrl + r, sizes: pageSizes('out', r) }));
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
// A page's runs are kept by round (a failed run leaves a hole) to compare each with the floor's.
/** @type {Record<string, (LighthouseRun | undefined)[]>} */
const runs = Object.fromEntries(pages.map(({ name }) => [name, Array(rounds).fill(undefined)]));
for (let round = 1; round <= rounds; round++) {
  for (const { name, url } of pages) {
    const what = `Lighthouse ${round}/${rounds} ${name}`;
    const run = await lighthouseRun(url).catch(failed(what));
    const byRound = runs[name] ?? [];
    byRound[round - 1] = run ?? undefined;
    if (run) console.log(`${what}: perf ${run.perf}, LCP ${run.lcp.toFixed(0)} ms`);
  }
}
console.log('Repeat visits, and the interactions of the menu ...');
/** @type {Record<string, string[] | void>} */
const repeat = {};
for (const route of chosen) {
  repeat[route] = await repeatVisitScripts(siteUrl + route, site, photos.flags).catch(
    failed(route),
  );
}
// A visit's first tap is one sample of a noisy figure: one visit per round, on the menu and on
// the floor, which shows what a key and a tap cost on this machine with next to nothing to do.
/** @type {Record<string, { keystrokeMs: number[], tapMs: number }[]>} */
const visits = { [menu]: [], [FLOOR]: [] };
/** @type {[name: string, url: string, tap: string][]} */
const tapped = [
  [menu, siteUrl + menu, 'button[aria-label^="Add "]'],
  [FLOOR, floorPage.url, 'main button'],
];
for (let visit = 0; chosen.includes(menu) && visit < rounds; visit++) {
  for (const [name, url, tap] of tapped) {
    const measured = await interactions(url, photos.flags, tap).catch(failed(name));
    if (measured) visits[name]?.push(measured);
  }
}
for (const server of [site, floor, photos.server]) server.close();

/** @typedef {typeof floorPage} Page */
/** @param {Exclude<keyof LighthouseRun, 'failed'>} key @returns {(page: Page) => number[]} */
const lh = (key) => (page) => (runs[page.name] ?? []).map((run) => run?.[key] ?? NaN);
const { relativeToFloor: rel, lighthouse: scores, interactionMs } = budgets;
/** A visit's keystrokes give their median. @type {(page: Page) => number[]} */
const keystrokeMs = (page) =>
  (visits[page.name] ?? []).map((visit) => summarize(visit.keystrokeMs).median);
/** @type {(page: Page) => number[]} */
const tapMs = (page) => (visits[page.name] ?? []).map((visit) => visit.tapMs);
/**
 * Every figure, by round: a size is the same in every round. One with `vs` is shown against the
 * floor's, round by round ('+' difference, 'x' ratio), and its budget holds that comparison; one
 * without holds the page's own figure.
 * @type {{ name: string, digits: number, of: (page: Page) => number[], vs?: '+' | 'x', budget?: import('./verdict.mjs').Budget }[]}
 */
const figures = [
  {
    name: 'script gz KB',
    digits: 1,
    of: (p) => [p.sizes.jsGzKB],
    vs: '+',
    budget: { max: rel.jsAboveFloorKB },
  },
  { name: 'HTML gz KB', digits: 1, of: (p) => [p.sizes.htmlGzKB], vs: '+' },
  { name: 'first screen gz KB', digits: 1, of: (p) => [p.sizes.firstScreenGzKB], vs: '+' },
  { name: 'perf', digits: 0, of: lh('perf'), vs: '+' },
  { name: 'a11y', digits: 0, of: lh('a11y'), budget: { min: scores.a11y } },
  { name: 'bp', digits: 0, of: lh('bp'), budget: { min: scores.bp } },
  {
    name: 'seo',
    digits: 0,
    // The owner's pages ask search engines to keep away, which Lighthouse scores down.
    of: (p) => (/** @type {string[]} */ (unindexedPaths).includes(p.name) ? [] : lh('seo')(p)),
    budget: { min: scores.seo },
  },
  { name: 'LCP ms', digits: 0, of: lh('lcp'), vs: 'x', budget: { max: rel.lcpOverFloorRatio } },
  { name: 'TBT ms', digits: 0, of: lh('tbt'), vs: '+', budget: { max: rel.tbtAboveFloorMs } },
  { name: 'CLS', digits: 3, of: lh('cls'), budget: { max: scores.cls } },
  { name: 'rendering ms', digits: 0, of: lh('rendering'), vs: '+' },
  {
    name: 'repeat scripts',
    digits: 0,
    of: (p) => (p === floorPage ? [] : [repeat[p.name]?.length ?? NaN]),
    budget: { max: budgets.repeatVisitScripts },
  },
  { name: 'keystroke ms', digits: 0, of: keystrokeMs, budget: { max: interactionMs } },
  { name: 'tap on Add ms', digits: 0, of: tapMs, budget: { max: interactionMs } },
];

// Sizes are read from files: every page's is checked, whichever pages were timed.
const sizesOver = sizeProblems(
  Object.fromEntries(routes.map((route) => [route, pageSizes('out', route)])),
);
/** @type {{ page: string, figure: string, verdict: import('./verdict.mjs').Verdict }[]} */
const verdicts = [];
/** @param {string[][]} table */
const print = (table) => {
  const widths = table[0]?.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((cell, i) => cell[i ? 'padStart' : 'padEnd'](widths?.[i] ?? 0)).join(' | ')} |`;
  const [header = [], ...body] = table;
  console.log([header, (widths ?? []).map((w) => '-'.repeat(w)), ...body].map(line).join('\n'));
};
console.log(`
Sizes: gzip -9. Lighthouse: mobile preset, throttling applied, ${rounds} interleaved rounds.
rendering: styling, layout and paint before the LCP. repeat scripts: build scripts fetched again on
a repeat visit with the service worker active. keystroke and tap: main-thread work at 4x CPU
slowdown, one visit a round (a visit's keystrokes give their median); the floor's are a key typed
into its React search box and a tap on its button.
Each figure: the median, then in brackets the lowest..highest over the rounds. 'vs floor' compares
each round with the floor's of the same round. A budget whose spread crosses it is within noise,
which counts as met.`);
for (const page of routePages) {
  const rows = figures.flatMap(({ name, digits, of, vs, budget }) => {
    const [values, floorValues] = [of(page), of(floorPage)];
    if (!values.length) return [];
    const compared = vs && summarize(versusFloor(values, floorValues, vs));
    const held = compared || summarize(values);
    const result = budget ? verdict(held, budget) : '';
    if (result) verdicts.push({ page: page.name, figure: name, verdict: result });
    return [
      [
        name,
        formatSummary(summarize(values), digits),
        floorValues.length ? formatSummary(summarize(floorValues), digits) : '',
        compared ? formatSummary(compared, vs === 'x' ? 2 : digits, vs) : '',
        budget ? formatBudget(budget, vs) : '',
        result,
      ],
    ];
  });
  console.log(`\n${page.name}`);
  print([['', 'page', FLOOR, 'vs floor', 'budget', 'verdict'], ...rows]);
}
for (const { name } of pages) {
  const audits = new Set(runs[name]?.flatMap((run) => run?.failed ?? []));
  if (audits.size) console.log(`${name}: audits failed in some run: ${[...audits].join(', ')}`);
}
const indexes = Object.values(runs).flatMap((list) =>
  list.map((run) => run?.benchmarkIndex ?? NaN),
);
const { low: slowest, high: fastest } = summarize(indexes);
console.log(
  `Lighthouse's benchmark index of the machine: ${slowest.toFixed(0)} to ${fastest.toFixed(0)}` +
    (fastest > 1.5 * slowest ? ', busy in part of the run: timings are noisy.' : '.'),
);
/** @param {import('./verdict.mjs').Verdict} which */
const listed = (which) =>
  verdicts.filter(({ verdict }) => verdict === which).map((v) => `${v.page} ${v.figure}`);
const [over, noise, missing] = [listed('over'), listed('within noise'), listed('not measured')];
const sections = /** @type {const} */ ([
  ['Over budget', [...sizesOver, ...over]],
  ['Within noise of the budget, so met', noise],
  ['Not measured', missing],
]);
for (const [title, list] of sections) {
  if (list.length) console.log(`\n${title}:\n  ${list.join('\n  ')}`);
}
if (!sizesOver.length && !over.length) console.log('\nEvery budget is met.');
console.log('');
printIslands(floorOut);
if (Math.abs(floorPage.sizes.jsGzKB - budgets.floor.jsGzKB) > 0.5)
  console.log("The floor's scripts changed: update floor and sizes in bench/budgets.json.");
const results = { date: new Date().toISOString(), rounds, pages, runs, repeat, visits };
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ ...results, sizesOver, verdicts }, null, 2)}\n`,
);
console.log('Wrote bench/results.json.');
// Chromium's and the servers' handles may outlive their close(); everything is written.
process.exit(0);
