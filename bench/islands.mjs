// Each island's weight: the project's code a client component runs as a page loads (what it
// imports, and what that imports, until the framework's own code), read from the export's scripts,
// gzip -9, in KB. Code two islands share is counted in each; "alone" is what no other island of
// the page needs. `npm run bench:islands` (and npm run bench) print it; nothing fails on it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { buildFloor } from './floor.mjs';
import { routes, scriptsOf } from './sizes.mjs';

/**
 * The modules a Turbopack script defines, by id, as source text. A script pushes one list onto
 * `globalThis.TURBOPACK`: its own element, then ids, each run of ids followed by the function that
 * defines them.
 * @param {string} script
 * @returns {Map<number, string>}
 */
export function modulesOf(script) {
  const context = /** @type {{ TURBOPACK: unknown[], globalThis?: unknown }} */ ({ TURBOPACK: [] });
  context.globalThis = context;
  try {
    runInNewContext(script, context);
  } catch {
    return new Map(); // Not a chunk of modules (the runtime, a polyfill).
  }
  const modules = new Map();
  for (const list of context.TURBOPACK.filter(Array.isArray)) {
    let ids = [];
    for (const item of list.slice(1)) {
      if (typeof item === 'number') ids.push(item);
      if (typeof item !== 'function') continue;
      for (const id of ids) modules.set(id, item.toString());
      ids = [];
    }
  }
  return modules;
}

/**
 * The modules a module imports as it runs: `<turbopack>.i(id)` and `.r(id)`, where the turbopack
 * object is the function's first parameter. Not `.A(id)`, a part fetched when first needed.
 * @param {string} source
 */
export function importsOf(source) {
  const runtime = /^\(?\s*([\w$]+)/.exec(source)?.[1];
  if (!runtime) return [];
  const calls = new RegExp(`(?<![\\w$])${runtime.replace('$', '\\$')}\\.[ir]\\((\\d+)\\)`, 'g');
  return [...source.matchAll(calls)].map(([, id]) => Number(id));
}

/**
 * The client components a page's HTML names in React's copy of the page (rows like
 * `8:I[35630,["$7"],"SiteProviders"]`): module id and export name.
 * @param {string} html
 */
export function clientComponentsOf(html) {
  const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map(([, text]) => JSON.parse(/** @type {string} */ (text)))
    .join('');
  return [...payload.matchAll(/^[0-9a-f]+:I\[(\d+),\[[^\]]*\],"([^"]*)"\]/gm)].map(
    ([, id, name]) => ({ id: Number(id), name: /** @type {string} */ (name) }),
  );
}

/** @param {string[]} sources */
const gzKB = (sources) => gzipSync(sources.join('\n'), { level: 9 }).length / 1024;

/**
 * A page's islands with their KB: each client component its HTML names that is not the
 * framework's. `framework` holds the ids of the modules the framework floor loads (the same ids in
 * any app built with this Next.js from this folder); `names` gives a default export its file.
 * @param {string} out an exported folder
 * @param {string} route
 * @param {ReadonlySet<number>} framework
 * @param {ReadonlyMap<number, string>} [names]
 */
export function islandsOf(out, route, framework, names = new Map()) {
  const html = readFileSync(join(out, route, 'index.html'), 'utf8');
  /** @type {Map<number, string>} */
  const modules = new Map();
  for (const path of scriptsOf(html)) {
    for (const [id, source] of modulesOf(readFileSync(join(out, path), 'utf8'))) {
      if (!framework.has(id)) modules.set(id, source);
    }
  }
  /** @param {number} id @param {Set<number>} reached */
  const reach = (id, reached = new Set()) => {
    const source = modules.get(id);
    if (source === undefined || reached.has(id)) return reached;
    reached.add(id);
    for (const imported of importsOf(source)) reach(imported, reached);
    return reached;
  };
  const islands = clientComponentsOf(html)
    .filter(({ id }) => modules.has(id))
    .map(({ id, name }) => ({
      id,
      name: name === 'default' ? (names.get(id) ?? `default ${id}`) : name,
      code: reach(id),
    }));
  return islands.map(({ id, name, code }) => {
    const others = new Set(islands.filter((other) => other.id !== id).flatMap((o) => [...o.code]));
    const only = [...code].filter((module) => !others.has(module));
    const source = (/** @type {number[]} */ ids) => ids.map((module) => modules.get(module) ?? '');
    return { name, kb: gzKB(source([...code])), aloneKB: gzKB(source(only)) };
  });
}

/**
 * The files of the client components, by module id, as the client reference manifests of Next.js's
 * build list them (under .next/server/app/): how a default export is named. Empty without .next.
 * @param {string} dotNext
 * @returns {Map<number, string>}
 */
export function clientFiles(dotNext = '.next') {
  const files = new Map();
  const app = join(dotNext, 'server/app');
  if (!existsSync(app)) return files;
  const manifests = readdirSync(app, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('_client-reference-manifest.js'),
  );
  for (const manifest of manifests) {
    const text = readFileSync(join(app, manifest), 'utf8');
    for (const [, path, id] of text.matchAll(
      /"\[project\]\/([^"\s]+?)(?:\.[jt]sx?)?":\{"id":(\d+)/g,
    )) {
      files.set(Number(id), /** @type {string} */ (path));
    }
  }
  return files;
}

/**
 * Prints every page's islands: those on every page once, then each page's own.
 * @param {string} floorOut the framework floor's export
 */
export function printIslands(floorOut) {
  const floorHtml = readFileSync(join(floorOut, 'index.html'), 'utf8');
  const framework = new Set(
    scriptsOf(floorHtml).flatMap((path) => [
      ...modulesOf(readFileSync(join(floorOut, path), 'utf8')).keys(),
    ]),
  );
  const names = clientFiles();
  const format = (/** @type {{ name: string, kb: number, aloneKB: number }} */ island) =>
    `${island.name} ${island.kb.toFixed(2)} (alone ${island.aloneKB.toFixed(2)})`;
  const byRoute = new Map(
    routes.map((route) => [route, islandsOf('out', route, framework, names)]),
  );
  const everywhere = [...byRoute.values()].reduce((common, islands) =>
    common.filter(({ name }) => islands.some((island) => island.name === name)),
  );
  console.log(
    "Islands: the project's code each client component runs as the page loads, KB gzip -9 (shared" +
      ' code counted in each; alone: what no other island of the page needs).',
  );
  console.log(`  every page (as on /): ${everywhere.map(format).join(' · ')}`);
  for (const [route, islands] of byRoute) {
    const own = islands.filter(({ name }) => !everywhere.some((island) => island.name === name));
    if (own.length) console.log(`  ${route}: ${own.map(format).join(' · ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  printIslands(buildFloor());
}
