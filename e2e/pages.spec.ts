import type { Page } from '@playwright/test';
import { languages } from '@/lib/site/locale';
import { pagePaths } from '@/lib/site/pages';
import { hi } from '@/lib/words/hi';
import { expect, sitePath, test, waitForHydration } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './page-checks';

// What only a browser sees of each page, once a page: it loads whole within its own policy, with
// no console error (the fixture's check), passes axe on the narrowest phone, and neither that
// phone nor text at 200% makes it scroll sideways. Its markup is markup/'s to read.

/** Records the site's requests that failed and the policy violations the page reports. */
async function watchLoad(page: Page, origin: string) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  return async () => ({
    failed,
    violations: await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    ),
  });
}

/** Text at 200% on a desktop's screen, as a reader who enlarges text has it. */
async function expectNoSidewaysScrollAtDoubleText(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Through the CSSOM: the site's CSP refuses an injected <style>, as it would any inline style.
  await page.evaluate(() =>
    document.documentElement.style.setProperty('font-size', '200%', 'important'),
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const path of pagePaths) {
  test(`${path} loads whole, passes axe and fits 320 px and 200% text`, async ({
    page,
    baseURL,
  }) => {
    // The menu holds every dish, and axe reads them all.
    if (path.endsWith('/menu/')) test.slow();
    const loaded = await watchLoad(page, baseURL ?? '');
    await page.setViewportSize({ width: 320, height: 640 });
    const response = await page.goto(sitePath(path));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loaded()).toEqual({ failed: [], violations: [] });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScrollAtDoubleText(page);
  });
}

test.describe('an unknown address', () => {
  // The browser itself logs the page's 404 status as a console error.
  test.use({ allowConsoleErrors: true });

  test('shows the 404 page, which passes axe and fits 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const response = await page.goto(sitePath('/no-such-dish/'));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Menu' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'View Menu' })).toHaveAttribute(
      'href',
      sitePath('/menu/'),
    );
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test('under /hi/, says so in Hindi on the first screen and leads to the Hindi pages', async ({
    page,
  }) => {
    // A host answers every unknown address with the one 404.html.
    const response = await page.goto(sitePath('/hi/no-such-dish/'));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const words = hi.site.notFound;
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: words.title })).toBeInViewport();
    await expect(main.getByRole('link', { name: words.menu })).toHaveAttribute(
      'href',
      sitePath('/hi/menu/'),
    );
    await main.getByRole('link', { name: words.home }).click();
    await expect(page).toHaveURL(sitePath('/hi/'));
    await expect(page.locator('html')).toHaveAttribute('lang', languages.hi.lang);
  });
});
