import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';
import { expectNoAxeViolations, tabTo } from './page-checks';

test.beforeEach(async ({ page }) => {
  await visit(page, '/menu/');
});

function suggestions(page: Page) {
  return page.getByRole('list', { name: 'Did you mean' }).getByRole('button');
}

test('a misspelt dish offers close names, and one tap shows that dish', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('chowmin');
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('No items found');
  await expect(page.getByText('Did you mean')).toBeVisible();
  const offered = await suggestions(page).allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.length).toBeLessThanOrEqual(3);
  expect(offered.every((name) => name.includes('Chowmein'))).toBe(true);
  await expect(page.getByRole('article')).toHaveCount(0);

  await suggestions(page).getByText('Veg Chowmein', { exact: true }).click();
  await expect(search).toHaveValue('Veg Chowmein');
  await expect(page.getByRole('article', { name: 'Veg Chowmein', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 dish found');
  await expect(page.getByText('Did you mean')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeFocused();
});

test('Hinglish spellings find their dishes', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  for (const [typed, dish] of [
    ['biriyani', 'Biryani'],
    ['panner', 'Paneer'],
  ]) {
    await search.fill(typed!);
    await expect(suggestions(page).first()).toContainText(dish!);
    const name = await suggestions(page).first().textContent();
    await suggestions(page).first().click();
    await expect(page.getByRole('article', { name: name!, exact: true })).toBeVisible();
  }
});

test('a word the menu contains shows its dishes and no suggestions', async ({ page }) => {
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('momo');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('No items found')).toHaveCount(0);
  await expect(page.getByText('Did you mean')).toHaveCount(0);
});

test('nonsense finds nothing and suggests nothing', async ({ page }) => {
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('qqqqqq');
  await expect(page.getByText('No items found')).toBeVisible();
  await expect(page.getByText('Did you mean')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Did you mean' })).toHaveCount(0);
});

test('a suggestion can be chosen with the keyboard alone', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.focus();
  await page.keyboard.type('biriyani');
  await expect(page.getByText('Did you mean')).toBeVisible();

  // Onwards from the search box, past the page's other controls, to the suggestions.
  const first = suggestions(page).first();
  await tabTo(page, first);
  const firstName = (await first.textContent())!;
  await page.keyboard.press('Enter');
  await expect(search).toHaveValue(firstName);
  await expect(page.getByRole('article', { name: firstName, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeFocused();
  // The next stop is the dish's own add button.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^Add ${firstName}`));

  await search.fill('chowmin');
  await search.focus();
  const second = suggestions(page).nth(1);
  await tabTo(page, second);
  const secondName = (await second.textContent())!;
  await page.keyboard.press('Space');
  await expect(search).toHaveValue(secondName);
  await expect(page.getByRole('article', { name: secondName, exact: true })).toBeVisible();
});

test('the suggestions pass an accessibility check', async ({ page }) => {
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('panner');
  await expect(page.getByText('Did you mean')).toBeVisible();
  await expectNoAxeViolations(page);
});
