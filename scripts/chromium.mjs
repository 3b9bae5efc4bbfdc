// The browser and the flags the tests, the benchmark and the icon renderer start Chromium with:
// this machine has no network, and Chromium's background services would only fail to reach it.
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium where it is installed, or the browser named by CHROMIUM_PATH. Undefined when
 * neither exists: Playwright then starts its own browser, and Lighthouse an installed Chrome.
 */
export const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path) => path && existsSync(path),
);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
