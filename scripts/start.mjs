// Builds the site when out/ is missing or older than its sources, then serves it on localhost.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createStaticServer } from './serve.mjs';

const sources = [
  'app',
  'components',
  'lib',
  'data',
  'public',
  'next.config.mjs',
  'tailwind.config.ts',
  'package.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = join('out', 'index.html');
if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest))) {
  console.log('Building the site into out/ ...');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
createStaticServer('out').listen(port, '127.0.0.1', () => {
  console.log(`The cafe's site is running on http://localhost:${port}`);
});
