import { cafe } from '@/data/cafe';
import { pagePaths } from '@/lib/pages';
import { expect, test } from './fixtures';

for (const path of pagePaths) {
  test(`${path} answers 200 with one heading and the cafe's name in its title`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(cafe.name));
  });

  test(`${path} paints first once its whole header is parsed`, async ({ page }) => {
    await page.goto(path);
    // Its links never move aside for the ones parsed after them.
    const headerFirst = await page.evaluate(() => {
      const expected = document.querySelector<HTMLLinkElement>(
        'head link[rel="expect"][blocking="render"]',
      );
      const target = expected && document.querySelector(expected.getAttribute('href') ?? '');
      const header = document.querySelector('body > header');
      // After the header, not inside it.
      return Boolean(
        target &&
        header &&
        header.compareDocumentPosition(target) === Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(headerFirst).toBe(true);
  });
}

test('a route without its trailing slash reaches the same page', async ({ page }) => {
  const response = await page.goto('/menu');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/menu/');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
});

test.describe('an unknown path', () => {
  // The browser itself logs the page's 404 status as a console error.
  test.use({ allowConsoleErrors: true });

  test('shows the 404 page and none of the screens', async ({ page }) => {
    const response = await page.goto('/no-such-dish/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Menu' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'View Menu' })).toHaveAttribute(
      'href',
      '/menu/',
    );
  });
});
