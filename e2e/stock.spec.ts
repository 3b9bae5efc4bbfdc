import type { Page } from '@playwright/test';
import { cafe } from '../data/cafe';
import { halfAndFullDish, onePriceDish, otherOnePriceDish } from '../test/dishes';
import { middayOnOpenDay, onCafeClock } from '../test/hours';
import { countOpens, decodedText, field, openCount, openedLink } from './checkout-helpers';
import { expect, test, visit } from './fixtures';
import { dishRow } from './menu-page';
import { expectNoAxeViolations } from './page-checks';

// The stock a customer's page reads after it has drawn and again before Send: the published
// out/stock.json, answered here as the workflow's short path would publish it after the owner's
// save, with no new build of the site. The dishes come from the tests' content by their shape, in
// stock there.

type StockAnswer = { dishes: Record<string, string>; until: Record<string, string> };

const inStock: StockAnswer = { dishes: {}, until: {} };

/**
 * The next opening after the open day's midday: the day after, at opening time (test/hours.ts
 * picks an open day whose next day opens too), when a dish sold out that day is back.
 */
const nextOpening = new Date(onCafeClock(cafe.hours.opens).getTime() + 24 * 60 * 60_000);

/** The file as published after the owner marked `dish` so on the open day. */
function marked(dish: string, state: 'sold out today' | 'off the menu'): StockAnswer {
  return {
    dishes: { [dish]: state },
    until: state === 'sold out today' ? { [dish]: nextOpening.toISOString() } : {},
  };
}

/** Answers the page's reads of the stock with what `now()` says, as the host would at that moment. */
async function publishStock(page: Page, now: () => StockAnswer) {
  await page.route('**/stock.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(now()) }),
  );
}

const addButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Add ${name} to cart`, exact: true });

/** Two dishes added from the menu, and the cart opened. */
async function cartOfTwo(page: Page) {
  await visit(page, '/menu/');
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(onePriceDish.name);
  await addButton(page, onePriceDish.name).click();
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(halfAndFullDish.name);
  await addButton(page, `${halfAndFullDish.name} (Half)`).click();
  await page.getByRole('link', { name: /View Cart/ }).click();
}

test('a dish the owner marked sold out says so on the menu and cannot be added; one off the menu is not shown', async ({
  page,
}) => {
  // The whole menu is checked with axe in the sold-out state.
  test.slow();
  await page.clock.install({ time: middayOnOpenDay });
  const published = {
    dishes: { [onePriceDish.name]: 'sold out today', [otherOnePriceDish.name]: 'off the menu' },
    until: { [onePriceDish.name]: nextOpening.toISOString() },
  };
  await publishStock(page, () => published);
  await visit(page, '/menu/');

  const row = dishRow(page, onePriceDish);
  await expect(row.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(addButton(page, onePriceDish.name)).toHaveCount(0);
  await expect(dishRow(page, otherOnePriceDish)).toBeHidden();
  await expectNoAxeViolations(page);
  // Found by the search too, as the search draws its rows anew.
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(onePriceDish.name);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  await expect(dishRow(page, onePriceDish).getByText('Sold out', { exact: true })).toBeVisible();
  await expect(addButton(page, onePriceDish.name)).toHaveCount(0);
});

test('a page open since before the dish sold out learns of it at checkout, shows it, and does not send it', async ({
  page,
}) => {
  await page.clock.install({ time: middayOnOpenDay });
  let published = inStock;
  await publishStock(page, () => published);
  await cartOfTwo(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();

  // The owner saves in the editor while the customer reads the cart.
  published = marked(onePriceDish.name, 'sold out today');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const changes = page.getByRole('region', { name: 'Your cart now follows today’s menu' });
  await expect(changes).toContainText(`${onePriceDish.name} is sold out today and left your cart.`);

  await field(page, 'Name').fill('Asha');
  await field(page, 'Phone').fill('9415012345');
  await page.getByRole('radio', { name: 'Pickup' }).check();
  const link = await openedLink(page, () =>
    page.getByRole('button', { name: 'Order via WhatsApp' }).click(),
  );
  const message = decodedText(link);
  expect(message).toContain(halfAndFullDish.name);
  expect(message).not.toContain(onePriceDish.name);
});

test('a dish sold out today comes back by itself when the cafe next opens, on a page left open', async ({
  page,
}) => {
  await page.clock.install({ time: middayOnOpenDay });
  await publishStock(page, () => marked(onePriceDish.name, 'sold out today'));
  await visit(page, '/menu/');
  const row = dishRow(page, onePriceDish);
  await expect(row.getByText('Sold out', { exact: true })).toBeVisible();

  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(nextOpening.getTime() - now - 60_000);
  await expect(addButton(page, onePriceDish.name)).toBeHidden();
  await expect(row.getByText('Sold out', { exact: true })).toBeVisible();

  await page.clock.runFor(2 * 60_000);
  await expect(addButton(page, onePriceDish.name)).toBeVisible();
  await expect(row.getByText('Sold out', { exact: true })).toBeHidden();
});

test('a dish sold out while the checkout is open is caught at Send: shown, and nothing leaves', async ({
  page,
}) => {
  await page.clock.install({ time: middayOnOpenDay });
  let published = inStock;
  await publishStock(page, () => published);
  await countOpens(page);
  await cartOfTwo(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await field(page, 'Name').fill('Asha');
  await field(page, 'Phone').fill('9415012345');
  await page.getByRole('radio', { name: 'Pickup' }).check();

  // The owner saves while the customer types: the page has not read the stock since checkout.
  published = marked(onePriceDish.name, 'sold out today');
  await page.getByRole('button', { name: 'Order via WhatsApp' }).click();
  const changes = page.getByRole('region', { name: 'Your cart now follows today’s menu' });
  await expect(changes).toContainText(`${onePriceDish.name} is sold out today and left your cart.`);
  expect(await openCount(page)).toBe(0);

  // Seen, the next press sends what is left.
  const link = await openedLink(page, () =>
    page.getByRole('button', { name: 'Order via WhatsApp' }).click(),
  );
  expect(decodedText(link)).not.toContain(onePriceDish.name);
  expect(await openCount(page)).toBe(1);
});
