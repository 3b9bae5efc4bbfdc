import { menu } from '../data/menu';
import { lineLabel } from '../lib/cart';
import { formatRupees } from '../lib/money';
import { searchMenu } from '../lib/menu-search';
import {
  categoryOf,
  halfAndFullDish,
  photoDishFarDown,
  photoDishOnArrival,
  priceOf,
} from './dishes';
import { addFromMenu, expect, test, visit } from './fixtures';

const firstCategory = menu[0]!;
const arrivalDish = firstCategory.items.find((item) => typeof item.price === 'number')!;

test.beforeEach(async ({ page }) => {
  await visit(page, '/menu/');
});

test('opens on Hot Drinks with every category in order', async ({ page }) => {
  const bar = page.getByRole('toolbar', { name: 'Menu categories' });
  const buttons = bar.getByRole('button');
  await expect(buttons).toHaveCount(20);
  for (const [index, category] of menu.entries()) {
    await expect(buttons.nth(index)).toHaveAccessibleName(category.name);
  }
  await expect(bar.getByRole('button', { name: 'Hot Drinks' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Hot Drinks' })).toBeVisible();
  await expect(page.getByRole('article', { name: arrivalDish.name, exact: true })).toContainText(
    formatRupees(priceOf(arrivalDish, arrivalDish.fullPrice === undefined ? undefined : 'half')),
  );
});

test('every category shows its dishes, and Print Rate dishes have no add button', async ({
  page,
}) => {
  const bar = page.getByRole('toolbar', { name: 'Menu categories' });
  for (const category of menu) {
    await bar.getByRole('button', { name: category.name }).click();
    await expect(page.getByRole('heading', { level: 2, name: category.name })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(category.items.length);
    for (const item of category.items) {
      const card = page.getByRole('article', { name: item.name, exact: true });
      const buttons = card.getByRole('button', { name: /^Add / });
      if (item.price === 'Print Rate') {
        await expect(card).toContainText('Print Rate');
        await expect(buttons).toHaveCount(0);
      } else {
        await expect(buttons).toHaveCount(item.fullPrice === undefined ? 1 : 2);
      }
    }
  }
});

test('a half/full dish has a Half and a Full add button with both prices', async ({ page }) => {
  const dish = halfAndFullDish;
  await page.getByRole('button', { name: categoryOf(dish).name, exact: true }).click();
  const card = page.getByRole('article', { name: dish.name, exact: true });
  await expect(card.getByRole('button')).toHaveText(['Add', 'Add']);
  for (const size of ['half', 'full'] as const) {
    const label = lineLabel({ name: dish.name, size });
    await expect(card.getByRole('button', { name: `Add ${label} to cart` })).toBeVisible();
  }
  await expect(card).toContainText(`Half${formatRupees(priceOf(dish, 'half'))}`);
  await expect(card).toContainText(`Full${formatRupees(priceOf(dish, 'full'))}`);
});

test('search ignores case, matches part of a name and spans categories', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('PaNeEr');
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  const names = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(5);
  expect(names.every((name) => name.toLowerCase().includes('paneer'))).toBe(true);
  const matches = searchMenu(menu, 'paneer');
  expect(names).toEqual(matches.map(({ item }) => item.name));
  expect(new Set(matches.map(({ category }) => category)).size).toBeGreaterThan(1);
  for (const { item, category } of [matches[0]!, matches.at(-1)!]) {
    await expect(page.getByRole('article', { name: item.name, exact: true })).toContainText(
      category,
    );
  }
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    `${names.length} dishes found`,
  );
  for (const button of await page.getByRole('toolbar').getByRole('button').all()) {
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  }
});

test('a search with no match says No items found', async ({ page }) => {
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('pizza');
  await expect(page.getByText('No items found')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('choosing a category clears the search', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('momos');
  await page.getByRole('button', { name: 'Soups' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { level: 2, name: 'Soups' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search Results' })).toHaveCount(0);
});

test('adding shows on the card, in the live region, the badge and the View Cart link', async ({
  page,
}) => {
  const dish = firstCategory.items.find(
    (item) => typeof item.price === 'number' && item.fullPrice === undefined,
  )!;
  const add = page.getByRole('button', { name: `Add ${dish.name} to cart`, exact: true });
  await expect(page.getByRole('link', { name: /View Cart/ })).toHaveCount(0);
  await add.click();
  await add.click();
  await expect(page.getByRole('article', { name: dish.name, exact: true })).toContainText(
    '2 in cart',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    `Added ${dish.name} to cart. 2 items in cart.`,
  );
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toHaveText('2');
  const viewCart = page.getByRole('link', { name: /View Cart/ });
  await expect(viewCart).toContainText(`View Cart (2 items) · ${formatRupees(priceOf(dish) * 2)}`);
  await viewCart.click();
  await expect(page).toHaveURL(/\/order\/$/);
});

test('the category bar moves with the arrow keys', async ({ page }) => {
  const bar = page.getByRole('toolbar', { name: 'Menu categories' });
  await bar.getByRole('button', { name: 'Hot Drinks' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(bar.getByRole('button', { name: 'Cold Drinks' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(bar.getByRole('button', { name: 'Main Course' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(bar.getByRole('button', { name: 'Hot Drinks' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Main Course' })).toBeVisible();
});

test.describe('when the image host does not answer', () => {
  test.use({ imageHost: 'down', allowConsoleErrors: true });

  test('dishes show their emoji and no broken image', async ({ page }) => {
    const { category, item } = photoDishOnArrival;
    await addFromMenu(page, item.name);
    await page.getByRole('button', { name: category.name, exact: true }).click();
    const card = page.getByRole('article', { name: item.name, exact: true });
    await expect(card.getByText(item.emoji)).toBeVisible();
    await expect(card.locator('img')).toBeHidden();
  });
});

test('dish photos come from the image host at a fitting width', async ({ page }) => {
  const { item } = photoDishOnArrival;
  const photo = page.getByRole('article', { name: item.name, exact: true }).locator('img');
  await expect(photo).toBeVisible();
  const path = item.image!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(photo).toHaveAttribute('src', new RegExp(`,w_160/${path}$`));
  await expect(photo).toHaveAttribute('loading', 'eager');
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('photos further down the list wait until they are scrolled near', async ({ page }) => {
  const { category, item } = photoDishFarDown;
  await page.getByRole('button', { name: category.name, exact: true }).click();
  const photo = page.getByRole('article', { name: item.name, exact: true }).locator('img');
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
});
