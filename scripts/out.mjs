// The exported site in out/, as the build steps, `npm start`, the Observatory run, the benchmark and
// the tests use it: which pages it holds, whether it needs a new build, and a copy of the project
// to build another one in.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * Written into out/ by the build's last step once every page is complete, naming the content the
 * pages were made from: the owner's content/, or the made-up test/content/ the tests build.
 */
export const completeMark = '.build-complete';

/** The owner's content, which `npm run build`, `npm start` and a deploy build. */
export const ownerContent = 'content';

const sources = [
  ...['app', 'components', 'lib', 'content', 'data', 'admin', 'public', 'scripts', 'worker'],
  'package.json',
  ...['next.config.mjs', 'tailwind.config.ts', 'postcss.config.mjs'],
];

/**
 * The stock (lib/stock/stock.ts): published on its own, without a new build, so it is not part of the
 * build's name. The HTML shows it as the build found it, until a page reads the published file.
 */
const stockSource = join('content', 'stock.json');

/** @param {string} path @returns {number} */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** The content folder out/ was built from, as its mark names it; null when out/ is no finished build. */
export function builtContent(root = '.') {
  const mark = join(root, 'out', completeMark);
  if (!existsSync(mark)) return null;
  return /^content: (.+)$/m.exec(readFileSync(mark, 'utf8'))?.[1] ?? ownerContent;
}

/**
 * True when out/ is missing, was left half-made by a build that failed after `next build`, was
 * built from other content than `content`, or is older than any source of the site, build script
 * or .env file (Next.js reads those at build time).
 */
export function isOutStale(root = '.', content = ownerContent) {
  const mark = join(root, 'out', completeMark);
  const page = join(root, 'out', 'index.html');
  if (!existsSync(mark) || !existsSync(page) || builtContent(root) !== content) return true;
  const built = statSync(mark).mtimeMs;
  const envFiles = readdirSync(root).filter((name) => /^\.env(\..+)?$/.test(name));
  const read = sources.map((source) => (source === ownerContent ? content : source));
  const inputs = [...read, ...envFiles].map((source) => newest(join(root, source)));
  return built < statSync(page).mtimeMs || built < Math.max(...inputs);
}

/**
 * The files of `path` (a file or a folder), sorted, as paths from `root`.
 * @param {string} root @param {string} path @returns {string[]}
 */
function filesOf(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(root, join(path, name)));
}

/**
 * A short name for the site's sources and the overrides the build reads (`env`): the same for the
 * same sources, so that a page can tell whether the site now live is another build
 * (lib/offline/build.ts), and a host that serves the same build again reloads nothing.
 * @param {string} root @param {Record<string, string>} env
 */
export function sourceHash(root, env) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(env));
  const files = sources.flatMap((source) => filesOf(root, source));
  for (const file of files.filter((file) => file !== stockSource)) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('base64url').slice(0, 16);
}

/** Runs the package's build (every step after `next build` included) when out/ is stale. */
export function buildIfStale(root = '.') {
  if (!isOutStale(root)) return;
  console.log('Building the site into out/ ...');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Marks `folder` as a finished build of `content` (`next build` empties out/, so the mark goes
 * with it).
 */
export function markComplete(folder = 'out', content = ownerContent) {
  writeFileSync(join(folder, completeMark), `${new Date().toISOString()}\ncontent: ${content}\n`);
}

/**
 * The HTML files of an exported folder, as paths from its root (`/menu/index.html`).
 * @param {string} folder
 * @returns {string[]}
 */
export function htmlFiles(folder, base = '') {
  return readdirSync(join(folder, base), { withFileTypes: true }).flatMap((entry) => {
    const path = `${base}/${entry.name}`;
    if (entry.isDirectory()) return htmlFiles(folder, path);
    return entry.isFile() && entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * A copy of the project in a new temporary folder, as a checkout of its own: what git tracks and the
 * new files it does not ignore, with node_modules hard-linked rather than copied, and in its
 * content/ the files of `content` (test/content for a build of the tests' made-up cafe).
 */
export function copyProject(project = '.', content = ownerContent) {
  const from = resolve(project);
  const work = mkdtempSync(join(tmpdir(), 'cpc-copy-'));
  const git = (/** @type {string} */ args, cwd = work) =>
    execFileSync('git', args.split(' '), { cwd });
  const listed = git('ls-files -z -co --exclude-standard', from);
  for (const file of listed.toString().split('\0').filter(Boolean)) {
    if (!existsSync(join(from, file))) continue; // deleted in the work tree, not yet in the index
    mkdirSync(dirname(join(work, file)), { recursive: true });
    copyFileSync(join(from, file), join(work, file));
  }
  execFileSync('cp', ['-al', join(from, 'node_modules'), join(work, 'node_modules')]);
  if (content !== ownerContent) {
    rmSync(join(work, ownerContent), { recursive: true, force: true });
    cpSync(join(from, content), join(work, ownerContent), { recursive: true });
  }
  git('init -q');
  git('add -A');
  return work;
}
