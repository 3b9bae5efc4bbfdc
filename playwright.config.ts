import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

// The journeys of e2e/offline.spec.ts across a deploy.
const newDeploy = /a new deploy/;

const customerJourneys = [
  'home',
  'navigation',
  'menu',
  'search-suggestions',
  'diet',
  'add-buttons',
  'cart',
  'checkout',
  'order-details',
  'order-page',
  'order-modes',
  'languages',
];

export default defineConfig({
  testDir: './e2e',
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: newDeploy },
    // Customers order on Android phones: the journeys they walk through run again with touch, a
    // phone's screen and the header's folded menu. Checks of hosting, SEO, offline, first paint and
    // the accessibility loops do not depend on the device and run on the desktop only.
    {
      name: 'phone',
      use: { ...devices['Pixel 5'] },
      testMatch: customerJourneys.map((journey) => `${journey}.spec.ts`),
    },
    // A new deploy builds the site a second time, which takes both cores for minutes: it runs once
    // the other projects are done, so that no journey beside it runs out of time.
    {
      name: 'new deploy',
      use: { ...devices['Desktop Chrome'] },
      grep: newDeploy,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs out ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
