import type { Locator, Page } from '@playwright/test';
import { menu } from '@/data/menu';
import { isVeg, vegOnlyFilter } from '@/lib/menu/diet';
import { rankDishes } from '@/lib/menu/search-rank';
import { en } from '@/lib/words/en';
import { expect, followMainNav, sitePath, test, visit, waitForHydration } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

const dietLabels = en.menu.dish.diet;
const anyMark = new RegExp(`^(${Object.values(dietLabels).join('|')})$`);
// The first category with both kinds of dish, so that Veg only visibly changes it.
const mixed = menu.find((category) => category.items.some(isVeg) && !category.items.every(isVeg))!;
const hiddenDish = mixed.items.find((item) => !isVeg(item))!;
const dishes = menu.flatMap((category) => category.items);
const hasVegMatch = (query: string) => rankDishes(menu, query).some(({ item }) => isVeg(item));
// A dish whose whole name matches only dishes that Veg only hides.
const meatDish = dishes.find((item) => !isVeg(item) && !hasVegMatch(item.name))!;
// A word of a hidden dish that veg dishes share too.
const word = dishes
  .filter((item) => !isVeg(item))
  .flatMap((item) => item.name.split(' '))
  .find(hasVegMatch)!;

function vegOnlySwitch(page: Page): Locator {
  return page.getByRole('switch', { name: 'Veg only' });
}

/** The dishes shown in a category's section of the one-list menu, or in the search results. */
function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

async function dishNames(scope: Page | Locator): Promise<string[]> {
  return scope.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

test.beforeEach(async ({ page }) => {
  await visit(page, '/menu/');
});

test('Veg only hides exactly the egg and non-veg dishes of a category, and off brings them back', async ({
  page,
}) => {
  await page.getByRole('button', { name: mixed.name, exact: true }).click();
  const all = mixed.items.map((item) => item.name);
  const mixedDishes = section(page, mixed.name);
  await expect.poll(() => dishNames(mixedDishes)).toEqual(all);

  const toggle = vegOnlySwitch(page);
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  const veg = mixed.items.filter(isVeg).map((item) => item.name);
  await expect.poll(() => dishNames(mixedDishes)).toEqual(veg);
  await expect(mixedDishes.getByRole('img', { name: anyMark })).toHaveCount(veg.length);
  await expect(mixedDishes.getByRole('img', { name: 'Vegetarian', exact: true })).toHaveCount(
    veg.length,
  );

  // The category buttons still work with Veg only on.
  for (const category of menu.slice(0, 3)) {
    await page.getByRole('button', { name: category.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeInViewport();
    await expect
      .poll(() => dishNames(section(page, category.name)))
      .toEqual(category.items.filter(isVeg).map((item) => item.name));
  }

  await page.getByRole('button', { name: mixed.name, exact: true }).click();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(() => dishNames(mixedDishes)).toEqual(all);
});

test('search with Veg only shows only the veg matches, and says when it hides them all', async ({
  page,
}) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  const matches = rankDishes(menu, word);
  const { shown, hidden } = vegOnlyFilter(matches, true);

  await vegOnlySwitch(page).click();
  await search.fill(word);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  await expect.poll(() => dishNames(page)).toEqual(shown.map(({ item }) => item.name));
  await expect(page.getByText(`Veg only hides ${hidden} matching`)).toBeVisible();

  const onlyHidden = rankDishes(menu, meatDish.name);
  await search.fill(meatDish.name);
  await expect(page.getByText('No items found')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  const count = onlyHidden.length;
  await expect(page.getByRole('status').filter({ hasText: 'No items found' })).toContainText(
    `Veg only hides ${count} matching ${count === 1 ? 'dish' : 'dishes'} with egg or meat: switch it off to see ${count === 1 ? 'it' : 'them'}.`,
  );
  await expectNoAxeViolations(page);

  await vegOnlySwitch(page).click();
  await expect.poll(() => dishNames(page)).toEqual(onlyHidden.map(({ item }) => item.name));
  await expect(page.getByText(/Veg only hides/)).toHaveCount(0);
  await expect(search).toHaveValue(meatDish.name);
});

test('Veg only lasts while moving between pages, and a reload turns it off', async ({ page }) => {
  await vegOnlySwitch(page).click();
  await followMainNav(page, 'About Us');
  await expect(page).toHaveURL(sitePath('/about/'));
  await expect(vegOnlySwitch(page)).toHaveCount(0);
  await followMainNav(page, 'Menu');
  await expect(page).toHaveURL(sitePath('/menu/'));
  await expect(vegOnlySwitch(page)).toBeChecked();
  await page.getByRole('button', { name: mixed.name, exact: true }).click();
  await expect(page.getByRole('article', { name: hiddenDish.name, exact: true })).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await expect(vegOnlySwitch(page)).not.toBeChecked();
  await page.getByRole('button', { name: mixed.name, exact: true }).click();
  await expect(page.getByRole('article', { name: hiddenDish.name, exact: true })).toBeVisible();
});

test('the keyboard alone reaches the switch and Space toggles it', async ({ page }) => {
  const toggle = vegOnlySwitch(page);
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await toggle.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await page.keyboard.press('Space');
  // Tab goes on past the search box to the category bar, whose keys still choose a category.
  const bar = page.getByRole('toolbar', { name: 'Menu categories' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button').and(page.locator(':focus'))).toHaveCount(1);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const last = menu.at(-1)!;
  await expect(page.getByRole('heading', { level: 2, name: last.name })).toBeInViewport();
  await expect
    .poll(() => dishNames(section(page, last.name)))
    .toEqual(last.items.filter(isVeg).map((item) => item.name));
});

test('the menu with Veg only on has no axe violations', async ({ page }) => {
  await vegOnlySwitch(page).click();
  await page.getByRole('button', { name: mixed.name, exact: true }).click();
  await expect(page.getByRole('article', { name: hiddenDish.name, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
