import { en } from '../lib/words/en';
import type { Page } from '@playwright/test';
import { delivery } from '../data/delivery';
import { maxQuantity, quantityLimitNote } from '../lib/order/cart';
import { putBackNote } from '../lib/order/cart-undo';
import { lineLabel, lineReading } from '../lib/order/line-text';
import { lineNames } from '../lib/order/cart-rows';
import type { CartItem } from '../lib/order/cart';
import { emptyCustomer } from '../lib/order/checkout';
import { orderTotal } from '../lib/order/delivery';
import { formatRupees } from '../lib/order/money';
import { halfAndFullDish, onePriceDish, otherOnePriceDish, priceOf } from '../test/dishes';
import { linesOf, openWithCart } from './checkout-helpers';
import { addFromMenu, expect, followMainNav, test, visit } from './fixtures';
import { edgeShift, expectNoAxeViolations, subPixel, tabTo } from './page-checks';

/** What each line's buttons call it on the English page, in the order of the cart. */
const controlNames = (lines: CartItem[]) => [...lineNames(en.cart.review, 'en', lines).values()];

function line(page: Page, text: string) {
  return page.getByRole('listitem').filter({ hasText: text });
}

/** The first row of the cart's lines. */
function firstRow(page: Page) {
  return page.getByRole('region', { name: 'Dishes in your cart' }).getByRole('listitem').first();
}

/**
 * The cart's total for these plates, each a unit price and a quantity, with the owner's delivery
 * fee for the order type a cart starts with.
 */
function totalOf(...plates: [price: number, quantity: number][]): string {
  const dishes = plates.reduce((total, [price, quantity]) => total + price * quantity, 0);
  return formatRupees(orderTotal(delivery, emptyCustomer.orderType, dishes));
}

test('an empty cart says so and links to the menu', async ({ page }) => {
  await visit(page, '/order/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
});

test('a screen reader hears each line as its name, size, price and quantity, apart', async ({
  page,
}) => {
  const picks = [{ item: halfAndFullDish, size: 'full' as const }, { item: onePriceDish }];
  await visit(page, '/menu/');
  await addFromMenu(page, halfAndFullDish.name, 'Full');
  await addFromMenu(page, onePriceDish.name);
  await page.getByRole('link', { name: /View Cart/ }).click();
  const rows = page.getByRole('region', { name: 'Dishes in your cart' }).getByRole('listitem');
  for (const [index, line] of linesOf(picks).entries()) {
    // The first text read in the row says it all; no other text read there repeats the name.
    const read = rows.nth(index).getByRole('paragraph');
    await expect(read.first()).toHaveText(lineReading(en.cart.line, 'en', line));
    await expect(read.filter({ hasText: line.name })).toHaveCount(1);
  }
});

test('the plate limit counts a dish over all its lines', async ({ page }) => {
  const dish = onePriceDish;
  // Two lines of the dish, one plate short of the limit between them.
  const lines = linesOf([{ item: dish }, { item: dish }]).map((line, index) =>
    index === 0 ? { ...line, quantity: maxQuantity - 2 } : line,
  );
  await openWithCart(page, '/order/', lines);
  const [first, second] = controlNames(lines);
  const plusFirst = page.getByRole('button', { name: `Increase quantity of ${first}` });
  const plusSecond = page.getByRole('button', { name: `Increase quantity of ${second}` });
  await expect(page.getByRole('link', { name: `Cart, ${maxQuantity - 1} items` })).toBeVisible();
  await plusFirst.click();
  await expect(page.getByRole('link', { name: `Cart, ${maxQuantity} items` })).toBeVisible();
  for (const plus of [plusFirst, plusSecond]) {
    await expect(plus).toBeDisabled();
    await expect(plus).toHaveAccessibleDescription(quantityLimitNote(en.cart.line, 'en', dish));
  }

  // Adding the dish again from the menu makes no 51st plate, and says why.
  await followMainNav(page, 'Menu');
  await addFromMenu(page, dish.name);
  await expect(
    page.getByRole('status').filter({ hasText: quantityLimitNote(en.cart.line, 'en', dish) }),
  ).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Cart, ${maxQuantity} items` })).toBeVisible();
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(line(page, dish.name)).toHaveCount(2);
});

test('Undo at the plate limit brings back what it can, and the row and the announcement say what it could not', async ({
  page,
}) => {
  const dish = onePriceDish;
  // Two plates on the first line, and the second three short of the limit after it is removed.
  const lines = linesOf([{ item: dish }, { item: dish }]).map((line, index) => ({
    ...line,
    quantity: index === 0 ? 2 : maxQuantity - 3,
  }));
  const [firstName, secondName] = controlNames(lines);
  const [firstLine] = linesOf([{ item: dish }]);
  const said = (text: string) => page.getByRole('status').filter({ hasText: text });
  await openWithCart(page, '/order/', lines);
  await expect(firstRow(page)).toContainText('Quantity 2');
  await page.getByRole('button', { name: `Remove ${firstName}`, exact: true }).click();
  // The second line, alone now, carries the dish's name; it grows to one plate short of the limit.
  const plus = page.getByRole('button', { name: `Increase quantity of ${dish.name}`, exact: true });
  for (let plates = maxQuantity - 3; plates < maxQuantity - 1; plates++) await plus.click();
  await expect(page.getByRole('link', { name: `Cart, ${maxQuantity - 1} items` })).toBeVisible();

  const undo = page.getByRole('button', { name: `Undo: put ${firstName} back` });
  await undo.click();
  const onlyOne = putBackNote(en.cart.line, 'en', { ...firstLine!, quantity: 2 }, 1);
  await expect(firstRow(page)).toContainText(onlyOne);
  await expect(firstRow(page)).toContainText('Quantity 1');
  await expect(said(onlyOne)).toHaveCount(1);
  await expect(
    page.getByRole('button', { name: `Decrease quantity of ${firstName}` }),
  ).toBeFocused();
  await expect(page.getByRole('link', { name: `Cart, ${maxQuantity} items` })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Increase quantity of ${secondName}` }),
  ).toBeDisabled();

  // At the limit, nothing comes back: the row still says removed, and why, as the status does.
  await page.getByRole('button', { name: `Remove ${firstName}`, exact: true }).click();
  await plus.click();
  await expect(page.getByRole('link', { name: `Cart, ${maxQuantity} items` })).toBeVisible();
  await undo.click();
  const none = putBackNote(en.cart.line, 'en', firstLine!, 0);
  await expect(firstRow(page)).toContainText(`${lineLabel(dish)} removed.`);
  await expect(firstRow(page)).toContainText(none);
  await expect(said(none)).toHaveCount(1);
  await expect(undo).toBeFocused();
  await expect(page.getByRole('link', { name: `Cart, ${maxQuantity} items` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('steppers, remove and clear keep the totals right to the rupee', async ({ page }) => {
  const dish = halfAndFullDish;
  const other = otherOnePriceDish;
  const half = priceOf(dish, 'half');
  const full = priceOf(dish, 'full');
  const single = priceOf(other);
  const halfLabel = lineLabel({ name: dish.name, size: 'half' });
  const fullLabel = lineLabel({ name: dish.name, size: 'full' });

  await visit(page, '/menu/');
  await addFromMenu(page, dish.name, 'Half');
  await addFromMenu(page, dish.name, 'Full');
  await addFromMenu(page, other.name);
  await page.getByRole('link', { name: /View Cart/ }).click();

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Items3');
  await expect(summary).toContainText(`Total${totalOf([half, 1], [full, 1], [single, 1])}`);

  const halfLine = line(page, 'Half');
  await expect(halfLine).toContainText(`${formatRupees(half)} each`);
  await page.getByRole('button', { name: `Increase quantity of ${halfLabel}` }).click();
  await page.getByRole('button', { name: `Increase quantity of ${halfLabel}` }).click();
  await expect(halfLine).toContainText('Quantity 3');
  await expect(halfLine).toContainText(`Line total ${formatRupees(half * 3)}`);
  await page.getByRole('button', { name: `Increase quantity of ${other.name}` }).click();
  await expect(summary).toContainText('Items6');
  await expect(summary).toContainText(`Total${totalOf([half, 3], [full, 1], [single, 2])}`);
  await expect(page.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();

  await page.getByRole('button', { name: `Decrease quantity of ${halfLabel}` }).click();
  await expect(halfLine).toContainText('Quantity 2');
  await expect(summary).toContainText(`Total${totalOf([half, 2], [full, 1], [single, 2])}`);

  await page.getByRole('button', { name: `Remove ${other.name}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${other.name}` })).toHaveCount(0);
  await expect(line(page, `${other.name} removed.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Undo: put ${other.name} back` })).toBeFocused();
  await expect(summary).toContainText(`Total${totalOf([half, 2], [full, 1])}`);

  await page.getByRole('button', { name: `Decrease quantity of ${fullLabel}` }).click();
  await expect(page.getByRole('button', { name: `Decrease quantity of ${fullLabel}` })).toHaveCount(
    0,
  );
  await expect(line(page, `${fullLabel} removed.`)).toBeVisible();
  await expect(summary).toContainText('Items2');
  await expect(summary).toContainText(`Total${totalOf([half, 2])}`);

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('a quick triple tap on − changes only the line tapped, and Undo puts it back', async ({
    page,
  }) => {
    const dish = onePriceDish;
    const next = otherOnePriceDish;
    await visit(page, '/menu/');
    await addFromMenu(page, dish.name);
    await addFromMenu(page, next.name);
    await page.getByRole('link', { name: /View Cart/ }).click();
    await page.getByRole('button', { name: `Increase quantity of ${dish.name}` }).tap();
    await expect(line(page, dish.name)).toContainText('Quantity 2');

    const nextLine = line(page, next.name);
    const nextBefore = await nextLine.boundingBox();
    const minus = await page
      .getByRole('button', { name: `Decrease quantity of ${dish.name}` })
      .boundingBox();
    if (!minus || !nextBefore) throw new Error('The cart lines are not on the screen.');
    for (let tap = 0; tap < 3; tap++) {
      await page.touchscreen.tap(minus.x + minus.width / 2, minus.y + minus.height / 2);
    }
    await expect(line(page, `${dish.name} removed.`)).toBeVisible();
    await expect(nextLine).toContainText('Quantity 1');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(edgeShift(nextBefore, (await nextLine.boundingBox())!)).toBeLessThanOrEqual(subPixel);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Undo: put ${dish.name} back` }).tap();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(firstRow(page)).toContainText(dish.name);
    await expect(line(page, dish.name)).toContainText('Quantity 1');
    await expect(line(page, 'removed.')).toHaveCount(0);
  });
});

test('by keyboard, Remove leaves Undo focused in its place, and Undo brings the line back', async ({
  page,
}) => {
  const dish = onePriceDish;
  await visit(page, '/menu/');
  await addFromMenu(page, dish.name);
  await addFromMenu(page, otherOnePriceDish.name);
  await page.getByRole('link', { name: /View Cart/ }).click();
  await tabTo(page, page.getByRole('button', { name: `Remove ${dish.name}`, exact: true }));
  await page.keyboard.press('Enter');
  const undo = page.getByRole('button', { name: `Undo: put ${dish.name} back` });
  await expect(undo).toBeFocused();
  await expect(firstRow(page)).toContainText(`${dish.name} removed.`);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: `Decrease quantity of ${dish.name}`, exact: true }),
  ).toBeFocused();
  await expect(firstRow(page)).not.toContainText('removed.');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});

test('the cart is kept across pages of the site and lost on reload', async ({ page }) => {
  const dish = otherOnePriceDish;
  await visit(page, '/menu/');
  await addFromMenu(page, dish.name);
  await followMainNav(page, 'About Us');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(line(page, dish.name)).toContainText(formatRupees(priceOf(dish)));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});
