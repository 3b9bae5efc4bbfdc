// Whether out/ needs a new build: shared by `npm start` and the benchmark so that both agree.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Written into out/ by the last steps of the build (scripts/csp.mjs, then scripts/service-worker.mjs) once every page is complete. */
export const completeMark = '.build-complete';

const sources = [
  'app',
  'components',
  'lib',
  'data',
  'public',
  'scripts',
  'worker',
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package.json',
];

/**
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/**
 * The .env files Next.js reads at build time (.env, .env.local, .env.production ...).
 * @param {string} root
 */
function envFiles(root) {
  return readdirSync(root).filter((name) => /^\.env(\..+)?$/.test(name));
}

/**
 * True when out/ is missing, was left half-made by a build that failed after `next build`, or is
 * older than any source file of the site, build script or .env file.
 */
export function isOutStale(root = '.') {
  const mark = join(root, 'out', completeMark);
  const page = join(root, 'out', 'index.html');
  if (!existsSync(mark) || !existsSync(page)) return true;
  const built = statSync(mark).mtimeMs;
  const inputs = [...sources, ...envFiles(root)].map((source) => newest(join(root, source)));
  return built < statSync(page).mtimeMs || built < Math.max(...inputs);
}
