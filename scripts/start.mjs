// Builds the site when out/ is missing or older than its sources, then serves it on localhost.
import { spawnSync } from 'node:child_process';
import { isOutStale } from './out-stale.mjs';
import { createStaticServer } from './serve.mjs';

if (isOutStale()) {
  console.log('Building the site into out/ ...');
  // The package's build script, so that any step added after `next build` runs here too.
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
