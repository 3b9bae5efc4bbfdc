// `npm run bench`: the sizes, Lighthouse and the menu search of every page, against a framework
// floor. The CI size check is bench/sizes-check.mjs.
// Lighthouse runs twice over: with its default simulated throttling (--runs, 3) and with the
// throttling applied in the browser (--applied-runs, 5), which times the real first round trips.
// Then the repeat visit of every route with the service worker active (--repeat-runs, 3).
// Usage: npm run bench [-- --runs=N --applied-runs=N --repeat-runs=N]
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isOutStale } from '../scripts/out.mjs';
import { createStaticServer } from '../scripts/serve.mjs';
import { budgets, printSizeBudgets, routes, sizeBudgetProblems } from './budgets.mjs';
import { buildFloor, hostFloor } from './floor.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { startPhotoServer } from './photos.mjs';
import { kb, median, messageOf, signed, table } from './report.mjs';
import { measureRepeatVisit } from './repeat.mjs';
import { measureSearch } from './search.mjs';
import { sentBytes, sentPhotos } from './sent.mjs';
import { measurePage, measureRoutes } from './sizes.mjs';

/** @typedef {import('./lighthouse.mjs').LighthouseResult} LighthouseResult */
/** @typedef {import('./lighthouse.mjs').Throttling} Throttling */
/** @typedef {import('./sizes.mjs').PageSizes} PageSizes */

// Paths below are relative to the project, wherever the script is started from.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const FLOOR = 'framework floor';
/** @param {string} name @param {number} fallback */
function count(name, fallback) {
  const argument = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return Number(argument?.slice(name.length + 3) ?? fallback);
}
/** @type {{ method: Throttling, label: string, runs: number }[]} */
const throttlings = [
  { method: 'simulate', label: 'simulated', runs: count('runs', 3) },
  { method: 'devtools', label: 'applied', runs: count('applied-runs', 5) },
];
const started = Date.now();

if (isOutStale()) {
  console.log('out/ is missing or older than the sources: npm run build ...');
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const floor = buildFloor();
hostFloor(floor.out);

/** @type {Record<string, PageSizes>} */
const sizes = { [FLOOR]: measurePage(floor.out, '/'), ...measureRoutes('out', routes) };

/** @param {import('node:http').Server} server */
async function listen(server) {
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return `http://127.0.0.1:${address.port}`;
}
const photos = await startPhotoServer('out');
const siteServer = createStaticServer('out');
const floorServer = createStaticServer(floor.out);
const siteOrigin = await listen(siteServer);
const floorOrigin = await listen(floorServer);
const pages = [
  { name: FLOOR, url: `${floorOrigin}/` },
  ...routes.map((route) => ({ name: route, url: `${siteOrigin}${route}` })),
];

/**
 * Lighthouse on every page, `runs` times, interleaved (floor, then each route, in every round) so
 * that the machine's changing load falls on the floor and the routes alike.
 * @param {{ method: Throttling, label: string, runs: number }} throttling
 * @returns {Promise<Record<string, LighthouseResult[]>>}
 */
async function lighthouseRounds({ method, label, runs }) {
  /** @type {Record<string, LighthouseResult[]>} */
  const results = Object.fromEntries(pages.map((page) => [page.name, []]));
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const t = Date.now();
      try {
        const result = await runLighthouse(page.url, photos.flags, method);
        results[page.name]?.push(result);
        console.log(
          `Lighthouse ${label} ${round}/${runs} ${page.name}: perf ${result.perf}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, benchmark index ${Math.round(result.benchmarkIndex)} (${((Date.now() - t) / 1000).toFixed(0)} s)`,
        );
      } catch (error) {
        console.log(
          `Lighthouse ${label} ${round}/${runs} ${page.name}: failed: ${messageOf(error)}`,
        );
      }
    }
  }
  return results;
}
/** @type {Record<string, Record<string, LighthouseResult[]>>} */
const lighthouseRuns = {};
for (const throttling of throttlings) {
  lighthouseRuns[throttling.label] = await lighthouseRounds(throttling);
}

const repeatRuns = count('repeat-runs', 3);
const siteSent = sentBytes(siteServer);
const photosSent = sentPhotos(photos.server);
/** @type {Record<string, Awaited<ReturnType<typeof measureRepeatVisit>> | { na: string }>} */
const repeat = {};
for (const route of routes) {
  console.log(`Repeat visit of ${route}, ${repeatRuns} runs ...`);
  repeat[route] = await measureRepeatVisit(`${siteOrigin}${route}`, {
    runs: repeatRuns,
    flags: photos.flags,
    site: siteSent,
    photos: photosSent,
  }).catch((error) => ({ na: `the measurement failed: ${messageOf(error)}` }));
}

console.log('Measuring the menu search with 4x CPU slowdown ...');
const search = await measureSearch(`${siteOrigin}/menu/`, { extraFlags: photos.flags }).catch(
  (error) => ({ na: `the measurement failed: ${messageOf(error)}` }),
);

siteServer.close();
floorServer.close();
photos.server.close();

/** @typedef {'perf' | 'a11y' | 'bp' | 'seo' | 'lcp' | 'rendering' | 'tbt' | 'cls' | 'benchmarkIndex'} Metric */
/** @typedef {keyof LighthouseResult['failing']} Category */
/** @type {Metric[]} */
const metrics = ['perf', 'a11y', 'bp', 'seo', 'lcp', 'rendering', 'tbt', 'cls', 'benchmarkIndex'];
/** @type {Category[]} */
const categories = ['a11y', 'bp', 'seo'];

/**
 * The medians of a page's runs, and every audit that kept a category below 100 in any of them.
 * @param {LighthouseResult[]} results
 */
function summary(results) {
  const medians = /** @type {Record<Metric, number>} */ (
    Object.fromEntries(metrics.map((metric) => [metric, median(results.map((r) => r[metric]))]))
  );
  const failing = /** @type {Record<Category, string[]>} */ (
    Object.fromEntries(
      categories.map((category) => [
        category,
        [...new Set(results.flatMap((result) => result.failing[category]))],
      ]),
    )
  );
  const all = results.map((result) => ({ ...result, failing: undefined }));
  return { runs: results.length, median: medians, failing, all };
}

/** @param {Record<string, PageSizes>} record @param {string} name */
const sizesOf = (record, name) => {
  const found = record[name];
  if (!found) throw new Error(`${name} was not measured`);
  return found;
};
/** @param {string} label @param {string} name */
const summaryOf = (label, name) => summary(lighthouseRuns[label]?.[name] ?? []);
const measured = pages.map(({ name }) => ({
  name,
  sizes: sizesOf(sizes, name),
  lighthouse: Object.fromEntries(throttlings.map(({ label }) => [label, summaryOf(label, name)])),
}));
const lighthouse = Object.fromEntries(
  throttlings.map(({ label }) => [
    label,
    Object.fromEntries(pages.map(({ name }) => [name, summaryOf(label, name)])),
  ]),
);

const [floorPage] = measured;
if (floorPage?.name !== FLOOR) throw new Error('the floor is measured first');
const base = floorPage.sizes;
/** @param {string} label */
const floorMedian = (label) => summaryOf(label, FLOOR).median;
/** @param {number} value */
const score = (value) => (Number.isNaN(value) ? 'n/a' : String(Math.round(value)));
/** @param {number} value @param {number} of */
const ratio = (value, of) => `x${(value / of).toFixed(2)}`;
const sizeRows = [
  ['route', 'JS gz KB', 'inline gz KB', 'HTML gz KB'],
  ...measured.map(({ name, sizes: s }) => {
    /** @param {string} text @param {string} diff */
    const vs = (text, diff) => (name === FLOOR ? text : `${text} (${diff})`);
    return [
      name,
      vs(kb(s.jsGzKB), signed(s.jsGzKB - base.jsGzKB)),
      vs(kb(s.inlineGzKB), signed(s.inlineGzKB - base.inlineGzKB)),
      vs(kb(s.htmlGzKB), signed(s.htmlGzKB - base.htmlGzKB)),
    ];
  }),
];
/** @param {string} label */
const lighthouseRows = (label) => [
  ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'rendering ms', 'TBT ms', 'CLS'],
  ...pages.map(({ name }) => {
    const m = summaryOf(label, name).median;
    const floorM = floorMedian(label);
    /** @param {string} text @param {string} diff */
    const vs = (text, diff) => (name === FLOOR ? text : `${text} (${diff})`);
    return [
      name,
      vs(score(m.perf), signed(m.perf - floorM.perf, 0)),
      score(m.a11y),
      score(m.bp),
      score(m.seo),
      vs(score(m.lcp), ratio(m.lcp, floorM.lcp)),
      vs(score(m.rendering), signed(m.rendering - floorM.rendering, 0)),
      vs(score(m.tbt), ratio(m.tbt, floorM.tbt)),
      Number.isNaN(m.cls) ? 'n/a' : m.cls.toFixed(3),
    ];
  }),
];

console.log(
  '\nSizes: gzip -9 of the exported files; in brackets, the difference to the framework floor.\n',
);
console.log(table(sizeRows));
for (const { label, runs } of throttlings) {
  console.log(
    `\nLighthouse, mobile preset, ${label} throttling: medians of ${runs} interleaved runs.` +
      `\nIn brackets: the difference to the framework floor (points; rendering ms) or the ratio to it` +
      ` (LCP, TBT).\nrendering: the main thread's styling, layout and paint before the LCP.\n`,
  );
  console.log(table(lighthouseRows(label)));
}
const repeatRows = [
  ['route', 'fetched KB', 'script KB', 'page KB', 'data KB', 'worker KB', 'other KB', 'LCP ms'],
  ...routes.map((route) => {
    const r = repeat[route];
    if (!r || 'na' in r) return [route, r?.na ?? 'n/a', '', '', '', '', '', ''];
    return [
      route,
      `${kb(r.totalKB)} (${r.requests})`,
      kb(r.scriptKB),
      kb(r.pageKB),
      kb(r.dataKB),
      kb(r.workerKB),
      kb(r.otherKB + r.photosKB),
      `${score(r.lcp)} (first ${score(r.firstLcp)})`,
    ];
  }),
];
console.log(
  `\nRepeat visit with the service worker active, applied throttling: medians of ${repeatRuns} runs.` +
    `\nfetched: what the servers sent (requests); script: build scripts; page: the HTML and the` +
    `\nchecks of linked pages; data: navigation data prefetched for links; worker: the browser's` +
    `\ncheck for a new sw.js; other: the rest and photos. LCP: this visit's, and the first visit's` +
    `\nin the same browser.\n`,
);
console.log(table(repeatRows));

const searchLine =
  'na' in search
    ? `n/a (${search.na})`
    : `median ${search.medianMs.toFixed(1)} ms of script per keystroke, worst ${search.maxMs.toFixed(1)} ms (${search.keystrokes} keystrokes typing and deleting "${search.query}")`;
console.log(`\nMenu search, 4x CPU slowdown: ${searchLine}`);
const indexes = Object.values(lighthouseRuns)
  .flatMap((byPage) => Object.values(byPage).flat())
  .map((result) => result.benchmarkIndex);
const [slowest, fastest] = [Math.min(...indexes), Math.max(...indexes)];
console.log(
  `Lighthouse's benchmark index of this machine went from ${Math.round(slowest)} to ${Math.round(fastest)} during the run (higher is faster).`,
);
// Other builds on the machine make single runs slow; the median only absorbs one slow run in three.
if (fastest > 1.5 * slowest) {
  console.log(
    'The machine was busy in part of the run: the timings are noisy; run it again when it is quiet.',
  );
}

for (const { name, lighthouse: byThrottling } of measured) {
  for (const [label, result] of Object.entries(byThrottling)) {
    for (const [category, audits] of Object.entries(result.failing)) {
      if (audits.length)
        console.log(`${name} ${category} below 100 in some ${label} run: ${audits.join('; ')}`);
    }
  }
}

// The budgets of the issue, read against this run's floor; the size ceilings come after.
const relative = budgets.relativeToFloor;
/** @type {{ route: string, name: string, value: number, limit: number, ok: boolean }[]} */
const checks = [];
for (const { name: route, sizes: s } of measured) {
  if (route === FLOOR) continue;
  /** @param {string} name @param {number} value @param {number} limit @param {boolean} ok */
  const add = (name, value, limit, ok) => checks.push({ route, name, value, limit, ok });
  const jsLimit = base.jsGzKB + relative.jsAboveFloorKB;
  add('JS gz KB', s.jsGzKB, jsLimit, s.jsGzKB <= jsLimit);
  for (const { label } of throttlings) {
    const m = summaryOf(label, route).median;
    const floorM = floorMedian(label);
    for (const [key, name] of /** @type {const} */ ([
      ['a11y', 'accessibility'],
      ['bp', 'best practices'],
      ['seo', 'SEO'],
    ])) {
      add(`${name} (${label})`, m[key], budgets.lighthouse[key], m[key] >= budgets.lighthouse[key]);
    }
    add(`CLS (${label})`, m.cls, budgets.lighthouse.cls, m.cls <= budgets.lighthouse.cls);
    // The timing budgets are set for applied throttling, which times the real round trips; the
    // simulation's timings are printed beside them, not held to them.
    if (label !== 'applied') continue;
    const perfLimit = floorM.perf - relative.perfBelowFloorPoints;
    add(`perf (${label})`, m.perf, perfLimit, m.perf >= perfLimit);
    const lcpLimit = floorM.lcp * relative.lcpOverFloorRatio;
    add(`LCP ms (${label})`, m.lcp, lcpLimit, m.lcp <= lcpLimit);
  }
}
if (!('na' in search)) {
  checks.push({
    route: '/menu/',
    name: 'search script ms',
    value: search.medianMs,
    limit: budgets.searchMs,
    ok: search.medianMs <= budgets.searchMs,
  });
}
// The worker's promise: a repeat visit downloads no build script again.
for (const route of routes) {
  const r = repeat[route];
  if (r && !('na' in r)) {
    checks.push({
      route,
      name: 'repeat visit script KB',
      value: r.scriptKB,
      limit: 0,
      ok: r.scriptKB === 0,
    });
  }
}
const over = checks.filter((c) => !c.ok);
/** @param {number} value */
const shown = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
if (over.length) {
  console.log(`\nOver budget (read against this run's floor):`);
  for (const c of over)
    console.log(`  ${c.route} ${c.name}: ${shown(c.value)}, budget ${shown(c.limit)}`);
} else {
  console.log('\nEvery budget read against the floor is met.');
}
const sizeProblems = sizeBudgetProblems(sizes);
printSizeBudgets(sizeProblems);
if (Math.abs(base.jsGzKB - budgets.floor.jsGzKB) > 0.5) {
  console.log(
    `Note: the floor's JS now measures ${kb(base.jsGzKB)} KB, not the ${budgets.floor.jsGzKB} KB recorded in bench/budgets.json: update the floor and the size budgets there (Next.js upgraded?).`,
  );
}

const require = createRequire(import.meta.url);
/** @type {{ version: string }} */
const lighthousePackage = require('lighthouse/package.json');
writeFileSync(
  new URL('./results.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      next: floor.version,
      lighthouseVersion: lighthousePackage.version,
      runs: Object.fromEntries(throttlings.map(({ label, runs }) => [label, runs])),
      seconds: Math.round((Date.now() - started) / 1000),
      imageHostsServedLocally: photos.hosts,
      sizes,
      lighthouse,
      repeat,
      search,
      budgets: checks,
      sizeBudgetProblems: sizeProblems,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWrote bench/results.json (${Math.round((Date.now() - started) / 1000)} s).`);
// Chromium's and the servers' handles may outlive their close(); the report is written.
process.exit(0);
