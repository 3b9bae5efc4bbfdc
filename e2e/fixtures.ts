import { test as base, expect, type Page } from '@playwright/test';
import { basePath } from '../lib/site/base-path';
import { isHydrated } from '../scripts/hydrated.mjs';

type Options = {
  /** How the outside image host behaves: answering with a placeholder photo, or not at all. */
  imageHost: 'up' | 'down';
  /** Console errors and warnings fail a test unless it expects them. */
  allowConsoleErrors: boolean;
  /**
   * The time the browser's clock shows, for a spec that reads the order message
   * (`middayOnOpenDay`): an order sent while the cafe is closed is for later, and says so. Null
   * keeps the machine's own clock, as the hand-over and the worker's waits need a clock that moves.
   */
  cafeTime: Date | null;
};

// A warm-brown square, so photo boxes render a real image without the network.
const placeholderPhoto =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#c2652f"/></svg>';

/** Playwright's own word when serviceWorkers is 'block' (playwright.config.ts), not the site's. */
export const blockedWorkerWarning = 'Service Worker registration blocked by Playwright';

export const test = base.extend<Options>({
  imageHost: ['up', { option: true }],
  allowConsoleErrors: [false, { option: true }],
  cafeTime: [null, { option: true }],

  context: async ({ context, baseURL, imageHost, cafeTime }, provide) => {
    if (cafeTime) await context.clock.setFixedTime(cafeTime);
    // No test reaches the network: the site's own server answers, and anything else is answered here.
    await context.route(
      (url) => !url.href.startsWith(baseURL ?? 'http://localhost'),
      (route) => {
        if (route.request().resourceType() === 'image' && imageHost === 'up') {
          return route.fulfill({
            status: 200,
            contentType: 'image/svg+xml',
            // As the image host answers: the site asks for its photos with CORS.
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: placeholderPhoto,
          });
        }
        return route.abort('internetdisconnected');
      },
    );
    await provide(context);
  },

  page: async ({ page, allowConsoleErrors }, provide) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.text() === blockedWorkerWarning) return;
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await provide(page);
    if (!allowConsoleErrors) expect(problems, 'console errors and warnings').toEqual([]);
  },
});

export { expect };

/** Waits until the page says it has hydrated, so that clicks reach their handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated);
}

/**
 * The address of a path of the site, under the base path the build was made for (a GitHub Pages
 * project site sits under /<repository>/): Playwright resolves '/menu/' to the host's root.
 */
export function sitePath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${basePath}${path}` : path;
}

/**
 * The customer leaves for another app (WhatsApp, a UPI app): the page hides, Chrome later discards
 * the tab without the page hearing of it (no pagehide), and loads it again when they come back.
 */
export async function comeBackToDiscardedTab(page: Page, awayMs = 0) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.addEventListener('pagehide', (event) => event.stopImmediatePropagation(), {
      capture: true,
    });
  });
  // Away as long as `awayMs` on the page's clock, where the journey installed one.
  if (awayMs > 0) await page.clock.fastForward(awayMs);
  await page.addInitScript(() => {
    Object.defineProperty(document, 'wasDiscarded', { value: true });
  });
  await page.reload();
  await waitForHydration(page);
}

/** Opens the page at a path of the site and waits until React has hydrated it. */
export async function visit(page: Page, path: string) {
  await page.goto(sitePath(path));
  await waitForHydration(page);
}

/** Finds the dish with the menu's search box and adds it, as a customer would. */
export async function addFromMenu(page: Page, dish: string, size?: 'Half' | 'Full') {
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(dish);
  // The results take the list's place a moment after the text: until then the Add found would be
  // the list's, which the results then hide.
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  const label = size ? `${dish} (${size})` : dish;
  await page.getByRole('button', { name: `Add ${label} to cart`, exact: true }).click();
}

/**
 * Follows a link of the header's main navigation. On a small screen the links fold behind the
 * Open menu button, and a customer presses it first.
 */
export async function followMainNav(page: Page, name: string) {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name, exact: true })
    .click();
}
