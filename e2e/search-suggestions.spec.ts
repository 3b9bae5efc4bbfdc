import type { Page } from '@playwright/test';
import { menu } from '../data/menu';
import { searchMenu } from '../lib/menu-search';
import { maxSuggestions, suggestDishes } from '../lib/suggest';
import { dishes, dishesNamedWith } from '../test/dishes';
import { expect, test, visit } from './fixtures';
import { expectNoAxeViolations, tabTo } from './page-checks';

test.beforeEach(async ({ page }) => {
  await visit(page, '/menu/');
});

/** What the menu should offer for the query, and the dishes named with the word it misspells. */
function expected(query: string, word: string) {
  const offered = suggestDishes(dishes, query);
  const named = dishesNamedWith(word).map((item) => item.name);
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.length).toBeLessThanOrEqual(maxSuggestions);
  expect(offered.filter((name) => !named.includes(name))).toEqual([]);
  return offered;
}

function suggestions(page: Page) {
  return page.getByRole('list', { name: 'Did you mean' }).getByRole('button');
}

test('a misspelt dish offers close names, and one tap shows that dish', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('chowmin');
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('No items found');
  await expect(page.getByText('Did you mean')).toBeVisible();
  const offered = expected('chowmin', 'chowmein');
  await expect(suggestions(page)).toHaveText(offered);
  await expect(page.getByRole('article')).toHaveCount(0);

  const chosen = offered[0]!;
  await suggestions(page).getByText(chosen, { exact: true }).click();
  await expect(search).toHaveValue(chosen);
  await expect(page.getByRole('article', { name: chosen, exact: true })).toBeVisible();
  const found = searchMenu(menu, chosen).length;
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    `${found} ${found === 1 ? 'dish' : 'dishes'} found`,
  );
  await expect(page.getByText('Did you mean')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeFocused();
});

test('Hinglish spellings find their dishes', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  for (const [typed, word] of [
    ['biriyani', 'biryani'],
    ['panner', 'paneer'],
  ] as const) {
    const offered = expected(typed, word);
    await search.fill(typed);
    await expect(suggestions(page)).toHaveText(offered);
    await suggestions(page).first().click();
    await expect(page.getByRole('article', { name: offered[0], exact: true })).toBeVisible();
  }
});

test('a word the menu contains shows its dishes and no suggestions', async ({ page }) => {
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('momo');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ dish(es)? found$/ })).toBeVisible();
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
