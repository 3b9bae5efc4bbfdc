import type { Page } from '@playwright/test';
import { menu } from '../data/menu';
import { searchMenu } from '../lib/menu/menu-search';
import { expect, sitePath, test, visit, waitForHydration } from './fixtures';
import {
  cartBar,
  categoryHref,
  chooseCategory,
  currentChip,
  expectCategoryAtTop,
  middleCategory,
  openSpace,
  phone,
  press,
  searchBox,
} from './menu-page';
import { subPixel } from './page-checks';

test.use(phone);

/** The first dish wholly under the category bar, and where it is on the screen. */
async function topDish(page: Page): Promise<{ name: string; y: number }> {
  const { top } = await openSpace(page);
  const found = await page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((rows, line) => {
      for (const row of rows) {
        const box = row.getBoundingClientRect();
        if (box.height > 0 && box.top >= line) {
          return { name: row.querySelector('h3')?.textContent ?? '', y: box.top };
        }
      }
      return null;
    }, top - subPixel);
  if (!found) throw new Error('No dish is on the screen.');
  return found;
}

/** Whether the same dish is at the top, where it was to the pixel. */
function isAt(found: { name: string; y: number }, place: { name: string; y: number }) {
  return found.name === place.name && Math.abs(found.y - place.y) <= subPixel;
}

/** Chooses a category away from the top and scrolls on into it, then adds one of its dishes. */
async function leaveAPlace(page: Page) {
  await chooseCategory(page, middleCategory);
  await expectCategoryAtTop(page, middleCategory);
  await page.mouse.move(180, 400);
  await page.mouse.wheel(0, 150);
  await expect.poll(async () => (await topDish(page)).name).not.toBe(middleCategory.items[0]!.name);
  await expect(currentChip(page)).toHaveAccessibleName(middleCategory.name);
  const place = await topDish(page);
  await press(
    page
      .getByRole('main')
      .getByRole('article', { name: place.name, exact: true })
      .getByRole('button', { name: /^Add / })
      .first(),
  );
  expect(isAt(await topDish(page), place), `${place.name} stays at the top`).toBe(true);
  return place;
}

async function expectBackAt(page: Page, place: { name: string; y: number }) {
  await expect(page).toHaveURL(/\/menu\/$/);
  await expect
    .poll(async () => isAt(await topDish(page), place), `${place.name} back at the top`)
    .toBe(true);
  await expect(currentChip(page)).toHaveAccessibleName(middleCategory.name);
}

test('Back from the cart returns to the category and the place the customer left', async ({
  page,
}) => {
  await visit(page, '/menu/');
  const place = await leaveAPlace(page);
  await press(cartBar(page).getByRole('link', { name: /View Cart/ }));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await page.goBack();
  await expectBackAt(page, place);
});

test('the Menu link returns to the place the customer left', async ({ page }) => {
  await visit(page, '/menu/');
  const place = await leaveAPlace(page);
  await press(page.getByRole('link', { name: 'Cart, 1 item' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Menu', exact: true })
    .click();
  await expectBackAt(page, place);
});

test('a search the customer left is there when they come back', async ({ page }) => {
  await visit(page, '/menu/');
  const query = menu[1]!.items[0]!.name.split(' ')[0]!.toLowerCase();
  const matches = searchMenu(menu, query);
  await searchBox(page).fill(query);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  await press(page.getByRole('link', { name: /^Cart, / }));
  await expect(page).toHaveURL(/\/order\/$/);
  await page.goBack();
  await expect(searchBox(page)).toHaveValue(query);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: matches[0]!.item.name, exact: true }),
  ).toBeVisible();
});

test('a link to a category opens it', async ({ page }) => {
  const category = menu.at(-3)!;
  await page.goto(sitePath(`/menu/${categoryHref(category)}`));
  await waitForHydration(page);
  await expectCategoryAtTop(page, category);
});
