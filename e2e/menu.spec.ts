import { menu } from '../data/menu';
import { addFromMenu, expect, test, visit } from './fixtures';

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
  await expect(page.getByRole('article', { name: 'Kulhad Tea', exact: true })).toContainText('₹15');
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
  await page.getByRole('button', { name: 'Chinese', exact: true }).click();
  const card = page.getByRole('article', { name: 'Veg Chowmein' });
  await expect(card.getByRole('button')).toHaveText(['Add', 'Add']);
  await expect(card.getByRole('button', { name: 'Add Veg Chowmein (Half) to cart' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add Veg Chowmein (Full) to cart' })).toBeVisible();
  await expect(card).toContainText('Half₹60');
  await expect(card).toContainText('Full₹110');
});

test('search ignores case, matches part of a name and spans categories', async ({ page }) => {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('PaNeEr');
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  const names = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(5);
  expect(names.every((name) => name.toLowerCase().includes('paneer'))).toBe(true);
  await expect(page.getByRole('article', { name: 'Paneer Roll' })).toContainText('Rolls');
  await expect(page.getByRole('article', { name: 'Shahi Paneer' })).toContainText('Main Course');
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
  await expect(page.getByRole('link', { name: /View Cart/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Kulhad Tea to cart' }).click();
  await page.getByRole('button', { name: 'Add Kulhad Tea to cart' }).click();
  await expect(page.getByRole('article', { name: 'Kulhad Tea', exact: true })).toContainText(
    '2 in cart',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    'Added Kulhad Tea to cart. 2 items in cart.',
  );
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toHaveText('2');
  const viewCart = page.getByRole('link', { name: /View Cart/ });
  await expect(viewCart).toContainText('View Cart (2 items) · ₹30');
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
    await addFromMenu(page, 'Kulhad Tea');
    await page.getByRole('button', { name: 'Hot Drinks' }).click();
    const card = page.getByRole('article', { name: 'Kulhad Tea', exact: true });
    await expect(card.getByText('🍵')).toBeVisible();
    await expect(card.locator('img')).toBeHidden();
  });
});

test('dish photos come from the image host at a fitting width', async ({ page }) => {
  const photo = page.getByRole('article', { name: 'Kulhad Tea', exact: true }).locator('img');
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /,w_160\/menu\/kulhad-tea\.jpg$/);
  await expect(photo).toHaveAttribute('loading', 'eager');
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('photos further down the list wait until they are scrolled near', async ({ page }) => {
  await page.getByRole('button', { name: 'Chinese', exact: true }).click();
  const photo = page.getByRole('article', { name: 'Chilli Paneer' }).locator('img');
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
});
