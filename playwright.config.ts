import { defineConfig, devices } from '@playwright/test';
import { basePath } from './lib/site/base-path';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
import { suiteContent, testedContent } from './scripts/suite-site.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

// The journeys across a deploy, with a second build: e2e/offline.spec.ts.
const newDeploy = /a new deploy/;
// The few tests about a desktop: the keyboard alone, the wide header, the mouse wheel.
const desktop = /@desktop/;
// An Android phone at the width most customers' phones have.
const phone = { ...devices['Pixel 5'], viewport: { width: 360, height: 780 } };

export default defineConfig({
  testDir: './e2e',
  // The journeys read the content the site they visit was built from (scripts/suite-site.mjs):
  // test/content's, through test/tsconfig.json, or the owner's with CAFE_CONTENT=content.
  tsconfig: testedContent === suiteContent ? './test/tsconfig.json' : './tsconfig.json',
  // A server left running is reused: the site it serves is rebuilt first if out/ holds another.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The specs test the site as a browser without a service worker gets it, and answer outside
    // requests per context; e2e/offline.spec.ts allows the worker and tests what it changes.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium (or CHROMIUM_PATH) where there is one, else Playwright's own browser.
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    // Customers order on Android phones: every journey and every page check runs once, on a phone.
    { name: 'phone', use: phone, grepInvert: [desktop, newDeploy] },
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grep: desktop },
    // A new deploy builds the site a second time, which takes both cores for a minute: it runs
    // once the other projects are done, so that no journey beside it runs out of time.
    // Android's Chrome keeps a tab's pages for Back and Forward (the back/forward cache), which
    // Playwright turns off: on here, where Back crosses a deploy.
    {
      name: 'new deploy',
      use: {
        ...phone,
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumFlags,
          ignoreDefaultArgs: ['--disable-back-forward-cache'],
        },
      },
      grep: newDeploy,
      dependencies: ['phone', 'desktop'],
    },
  ],
  webServer: {
    // The site of the content the journeys read, built first if out/ holds another.
    command: `node scripts/suite-site.mjs --if-stale && node scripts/serve.mjs out ${port}`,
    timeout: 10 * 60_000,
    // Built for a base path (NEXT_PUBLIC_BASE_PATH, as GitHub Pages publishes), served under it.
    url: `http://localhost:${port}${basePath}/`,
    reuseExistingServer: !process.env.CI,
  },
});
