// Whether out/ needs a new build: shared by `npm start` and the benchmark so that both agree.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = [
  'app',
  'components',
  'lib',
  'data',
  'public',
  'next.config.mjs',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** True when `<root>/out/index.html` is missing or older than any source file of the site. */
export function isOutStale(root = '.') {
  const built = join(root, 'out', 'index.html');
  return (
    !existsSync(built) ||
    statSync(built).mtimeMs < Math.max(...sources.map((source) => newest(join(root, source))))
  );
}
