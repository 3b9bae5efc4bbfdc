// The benchmark: `npm run bench` (sizes, Lighthouse and menu search against a framework floor) and
// `npm run bench:sizes` (the deterministic size budgets only, for CI). See README, "Benchmark".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isOutStale } from '../scripts/out-stale.mjs';
import { createStaticServer } from '../scripts/serve.mjs';
import { buildFloor } from './floor.mjs';
import { measurePage } from './sizes.mjs';

// Paths below are relative to the project, wherever the script is started from.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const routes = ['/', '/menu/', '/order/', '/about/', '/contact/'];
const FLOOR = 'framework floor';
const args = process.argv.slice(2);
const sizesOnly = args.includes('--sizes-only');
const check = args.includes('--check') || args.includes('--check-sizes');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (value) => value.toFixed(1);
const signed = (value, digits = 1) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  const line = (row) =>
    row.map((cell, i) => (i ? String(cell).padStart(widths[i]) : cell.padEnd(widths[i])));
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)), ...rows.slice(1).map(line)]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

/** The per-route ceilings in budgets.json ("sizes"), which CI enforces. */
function sizeBudgetProblems(sizes) {
  const problems = [];
  for (const route of routes) {
    const ceiling = budgets.sizes[route];
    if (!ceiling) {
      problems.push(`${route}: no size budget in bench/budgets.json`);
      continue;
    }
    for (const [figure, name] of [
      ['jsGzKB', 'first-visit JS'],
      ['htmlGzKB', 'HTML'],
    ]) {
      if (sizes[route][figure] > ceiling[figure]) {
        problems.push(
          `${route}: ${name} ${kb(sizes[route][figure])} KB gzipped, over its ${ceiling[figure]} KB budget`,
        );
      }
    }
  }
  return problems;
}

function printSizeBudgets(problems) {
  if (!problems.length) console.log('Size budgets (bench/budgets.json): all met.');
  else console.log(`Over the size budgets (bench/budgets.json):\n  ${problems.join('\n  ')}`);
}

function measureRoutes() {
  return Object.fromEntries(routes.map((route) => [route, measurePage('out', route)]));
}

if (sizesOnly) {
  if (!existsSync('out/index.html')) {
    console.error('No export in out/: run "npm run build" first.');
    process.exit(1);
  }
  if (isOutStale()) console.warn('Note: out/ is older than the sources; run "npm run build".');
  const sizes = measureRoutes();
  console.log(
    table([
      ['route', 'JS gz KB', 'budget', 'HTML gz KB', 'budget', 'inline gz KB'],
      ...routes.map((route) => [
        route,
        kb(sizes[route].jsGzKB),
        budgets.sizes[route]?.jsGzKB ?? '-',
        kb(sizes[route].htmlGzKB),
        budgets.sizes[route]?.htmlGzKB ?? '-',
        kb(sizes[route].inlineGzKB),
      ]),
    ]),
  );
  console.log(
    `Framework floor JS, from bench/budgets.json: ${budgets.floor.jsGzKB} KB (Next.js ${budgets.floor.next}).`,
  );
  const problems = sizeBudgetProblems(sizes);
  printSizeBudgets(problems);
  process.exit(check && problems.length ? 1 : 0);
}

// The full benchmark. Lighthouse, Playwright and the photo helper load only here, so that the CI
// size check stays fast.
const { runLighthouse } = await import('./lighthouse.mjs');
const { measureSearch } = await import('./search.mjs');
const { startPhotoServer } = await import('./photos.mjs');
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

const sizes = { [FLOOR]: measurePage(floor.out, '/'), ...measureRoutes() };

async function listen(server) {
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${server.address().port}`;
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

// Interleaved (floor, then each route, in every round) so that the machine's changing load
// falls on the floor and the routes alike.
const lighthouseRuns = Object.fromEntries(pages.map((page) => [page.name, []]));
for (let round = 1; round <= runs; round++) {
  for (const page of pages) {
    const t = Date.now();
    try {
      const result = await runLighthouse(page.url, photos.flags);
      lighthouseRuns[page.name].push(result);
      console.log(
        `Lighthouse ${round}/${runs} ${page.name}: perf ${result.perf}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, benchmark index ${Math.round(result.benchmarkIndex)} (${((Date.now() - t) / 1000).toFixed(0)} s)`,
      );
    } catch (error) {
      console.log(`Lighthouse ${round}/${runs} ${page.name}: failed: ${error.message}`);
    }
  }
}

console.log('Measuring the menu search with 4x CPU slowdown ...');
const search = await measureSearch(`${siteOrigin}/menu/`, { extraFlags: photos.flags }).catch(
  (error) => ({
    na: `the measurement failed: ${error.message}`,
  }),
);

siteServer.close();
floorServer.close();
photos.server.close();

const metrics = ['perf', 'a11y', 'bp', 'seo', 'lcp', 'tbt', 'cls', 'benchmarkIndex'];
const lighthouse = Object.fromEntries(
  pages.map(({ name }) => {
    const results = lighthouseRuns[name];
    const failing = {};
    for (const category of ['a11y', 'bp', 'seo']) {
      failing[category] = [...new Set(results.flatMap((result) => result.failing[category]))];
    }
    return [
      name,
      {
        runs: results.length,
        median: Object.fromEntries(
          metrics.map((metric) => [metric, median(results.map((r) => r[metric]))]),
        ),
        failing,
        all: results.map((result) => ({ ...result, failing: undefined })),
      },
    ];
  }),
);

const base = { ...sizes[FLOOR], ...lighthouse[FLOOR].median };
const rows = [
  [
    'route',
    'JS gz KB',
    'inline gz KB',
    'HTML gz KB',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'TBT ms',
    'CLS',
  ],
  ...pages.map(({ name }) => {
    const s = sizes[name];
    const m = lighthouse[name].median;
    const isFloor = name === FLOOR;
    const vs = (text, diff) => (isFloor ? text : `${text} (${diff})`);
    const ratio = (value, of) => `x${(value / of).toFixed(2)}`;
    const score = (value) => (Number.isNaN(value) ? 'n/a' : String(Math.round(value)));
    return [
      name,
      vs(kb(s.jsGzKB), signed(s.jsGzKB - base.jsGzKB)),
      vs(kb(s.inlineGzKB), signed(s.inlineGzKB - base.inlineGzKB)),
      vs(kb(s.htmlGzKB), signed(s.htmlGzKB - base.htmlGzKB)),
      vs(score(m.perf), signed(m.perf - base.perf, 0)),
      score(m.a11y),
      score(m.bp),
      score(m.seo),
      vs(score(m.lcp), ratio(m.lcp, base.lcp)),
      vs(score(m.tbt), ratio(m.tbt, base.tbt)),
      Number.isNaN(m.cls) ? 'n/a' : m.cls.toFixed(3),
    ];
  }),
];

console.log(
  `\nMedians of ${runs} interleaved Lighthouse runs (mobile preset); sizes are gzip -9 of the exported files.` +
    `\nIn brackets: the difference to the framework floor (KB, points) or the ratio to it (ms).\n`,
);
console.log(table(rows));
const searchLine =
  'na' in search
    ? `n/a (${search.na})`
    : `median ${search.medianMs.toFixed(1)} ms of script per keystroke, worst ${search.maxMs.toFixed(1)} ms (${search.keystrokes} keystrokes typing and deleting "${search.query}")`;
console.log(`\nMenu search, 4x CPU slowdown: ${searchLine}`);
const indexes = Object.values(lighthouseRuns)
  .flat()
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

for (const { name } of pages) {
  for (const [category, audits] of Object.entries(lighthouse[name].failing)) {
    if (audits.length)
      console.log(`${name} ${category} below 100 in some run: ${audits.join('; ')}`);
  }
}

// The budgets of the issue, read against this run's floor; the size ceilings come after.
const relative = budgets.relativeToFloor;
const checks = [];
for (const route of routes) {
  const s = sizes[route];
  const m = lighthouse[route].median;
  const add = (name, value, limit, ok) => checks.push({ route, name, value, limit, ok });
  add(
    'JS gz KB',
    s.jsGzKB,
    base.jsGzKB + relative.jsAboveFloorKB,
    s.jsGzKB <= base.jsGzKB + relative.jsAboveFloorKB,
  );
  for (const [key, name] of [
    ['a11y', 'accessibility'],
    ['bp', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    add(name, m[key], budgets.lighthouse[key], m[key] >= budgets.lighthouse[key]);
  }
  add('CLS', m.cls, budgets.lighthouse.cls, m.cls <= budgets.lighthouse.cls);
  add(
    'perf',
    m.perf,
    base.perf - relative.perfBelowFloorPoints,
    m.perf >= base.perf - relative.perfBelowFloorPoints,
  );
  add(
    'LCP ms',
    m.lcp,
    base.lcp * relative.lcpOverFloorRatio,
    m.lcp <= base.lcp * relative.lcpOverFloorRatio,
  );
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
const over = checks.filter((c) => !c.ok);
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
writeFileSync(
  new URL('./results.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      next: floor.version,
      lighthouseVersion: require('lighthouse/package.json').version,
      runs,
      seconds: Math.round((Date.now() - started) / 1000),
      imageHostsServedLocally: photos.hosts,
      sizes,
      lighthouse,
      search,
      budgets: checks,
      sizeBudgetProblems: sizeProblems,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWrote bench/results.json (${Math.round((Date.now() - started) / 1000)} s).`);
process.exit(check && sizeProblems.length ? 1 : 0);
