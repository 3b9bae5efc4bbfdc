// The system Chromium and the flags the tests, the benchmark and the icon renderer start it with:
// this machine has no network, and Chromium's background services would only fail to reach it.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
