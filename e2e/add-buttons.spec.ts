import type { Locator, Page } from '@playwright/test';
import type { MenuItem } from '../data/menu';
import { categoryOf, halfAndFullDish, onePriceDish } from '../test/dishes';
import { expect, test, visit } from './fixtures';
import { chooseCategory } from './menu-page';
import { edgeShift, subPixel, type Box } from './page-checks';

async function openCard(page: Page, item: MenuItem): Promise<Locator> {
  await visit(page, '/menu/');
  await chooseCategory(page, categoryOf(item));
  return page.getByRole('article', { name: item.name, exact: true });
}

/** Where the buttons are on the page, not on the screen: a click may scroll the page. */
async function boxes(buttons: Locator[]) {
  return Promise.all(
    buttons.map((button) =>
      button.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x: x + window.scrollX, y: y + window.scrollY, width, height };
      }),
    ),
  );
}

/** Each button is where it was, to the pixel. */
async function expectStillAt(buttons: Locator[], before: Box[]) {
  const after = await boxes(buttons);
  after.forEach((box, at) => expect(edgeShift(before[at]!, box)).toBeLessThanOrEqual(subPixel));
}

function buttonsStayPut() {
  test('the Add button stays put when "in cart" appears on a one-price dish', async ({ page }) => {
    const card = await openCard(page, onePriceDish);
    const add = card.getByRole('button', { name: `Add ${onePriceDish.name} to cart` });
    const before = await boxes([add]);
    await add.click();
    await expect(card).toContainText('1 in cart');
    await expectStillAt([add], before);
  });

  test('the Half and Full buttons stay put as plates are added', async ({ page }) => {
    const card = await openCard(page, halfAndFullDish);
    const { name } = halfAndFullDish;
    const half = card.getByRole('button', { name: `Add ${name} (Half) to cart` });
    const full = card.getByRole('button', { name: `Add ${name} (Full) to cart` });
    const before = await boxes([half, full]);
    await half.click();
    await expect(card).toContainText('1 in cart');
    await expectStillAt([half, full], before);
    await full.click();
    // Each size counts its own plates, on its own button's corner.
    await expect(card).toHaveText(/1 in cart.*1 in cart/);
    await expectStillAt([half, full], before);
  });
}

test.describe('on the narrowest phones, 360 px wide', buttonsStayPut);

test('a double click on Add adds two separate lines', async ({ page }) => {
  const card = await openCard(page, halfAndFullDish);
  const { name } = halfAndFullDish;
  await card.getByRole('button', { name: `Add ${name} (Half) to cart` }).dblclick();
  await expect(card).toContainText('2 in cart');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toHaveText('2');

  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  const halfLine = page.getByRole('button', { name: `Decrease quantity of ${name} (Half)` });
  await expect(page.getByRole('listitem').filter({ has: halfLine })).toHaveCount(2);
});
