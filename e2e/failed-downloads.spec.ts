import type { Page } from '@playwright/test';
import { lineLabel } from '../lib/order/line-text';
import { field, linesOf, type Pick } from './checkout-helpers';
import { halfAndFullDish, onePriceDish } from '../test/dishes';
import {
  addFromMenu,
  expect,
  followMainNav,
  sitePath,
  test,
  visit,
  waitForHydration,
} from './fixtures';
import { en } from '../lib/words/en';

// A failed download shows on the console as the browser reports it; what the customer sees is
// tested here, and that no error reaches the page.
test.use({ allowConsoleErrors: true });
// Every script of the site passes through the test on its way to the page.
test.beforeEach(() => test.slow());
// A page still fetching a part as its test ends (checkout's form, fetched while the cart shows)
// would fail that fetch in the test after it.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/**
 * Makes every download of a script of the site that holds `text` fail, as a dropped signal does
 * (Turbopack's own retry included), until `restore`. While `stall` holds them, those downloads
 * hang, as on a slow signal, until the function it returns lets them fail.
 */
async function failScriptsHolding(page: Page, text: string) {
  let failing = true;
  let stalled: Promise<void> = Promise.resolve();
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    if (failing && (await response.text()).includes(text)) {
      await stalled;
      return route.abort('internetdisconnected');
    }
    return route.fulfill({ response });
  });
  return {
    restore: () => {
      failing = false;
    },
    stall: () => {
      let fail = () => {};
      stalled = new Promise((resolve) => (fail = resolve));
      return () => {
        stalled = Promise.resolve();
        fail();
      };
    },
  };
}

/** Uncaught errors of the page, which would be the error screen's. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const picks: Pick[] = [{ item: onePriceDish }, { item: halfAndFullDish, size: 'half' }];

async function fillCart(page: Page) {
  await visit(page, '/menu/');
  await addFromMenu(page, onePriceDish.name);
  await addFromMenu(page, halfAndFullDish.name, 'Half');
}

async function expectCartLines(page: Page) {
  for (const line of linesOf(picks)) {
    await expect(
      page.getByRole('button', { name: `Increase quantity of ${lineLabel(line)}` }),
    ).toBeVisible();
  }
}

test('checkout that fails to download opens at the next press, with the cart kept', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await fillCart(page);
  const signal = await failScriptsHolding(page, 'Order via WhatsApp');
  await page.getByRole('link', { name: /View Cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Checkout did not load' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expectCartLines(page);

  // Still no signal: the next press says it is trying, tries again, and says so again.
  const failNow = signal.stall();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const opening = page.getByRole('button', { name: 'Opening checkout…' });
  await expect(opening).toHaveAttribute('aria-disabled', 'true');
  await expect(failed).toHaveCount(0);
  failNow();
  await expect(failed).toBeVisible();
  await expect(opening).toHaveCount(0);

  signal.restore();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
  await expect(failed).toHaveCount(0);
  await field(page, 'Name (required)').fill('Ravi');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a cart review that fails to download says so, and comes on Try again, with the cart kept', async ({
  page,
}) => {
  const errors = pageErrors(page);
  // The cart review's script, fetched once the cart has a line: the only one that makes ids for
  // its lines' limit notes.
  const signal = await failScriptsHolding(page, '-limit-');
  await fillCart(page);
  await page.getByRole('link', { name: /View Cart/ }).click();
  const { reviewFailed, tryAgain } = en.checkout.flow;
  const failed = page.getByRole('alert').filter({ hasText: reviewFailed });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  signal.restore();
  await failed.getByRole('button', { name: tryAgain }).click();
  await expect(failed).toHaveCount(0);
  await expectCartLines(page);
  expect(errors).toEqual([]);
});

test('the offline note that fails to download leaves the page working, and comes on the next page', async ({
  page,
  context,
}) => {
  const errors = pageErrors(page);
  const signal = await failScriptsHolding(page, 'You are offline');
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await followMainNav(page, 'Menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  await addFromMenu(page, onePriceDish.name);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  signal.restore();
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test('a cart whose hand-over fails to download says so, and comes back on Try again', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await fillCart(page);
  // The hand-over's code prices the cart from the menu it carries: any script naming a dish.
  const signal = await failScriptsHolding(page, onePriceDish.name);
  // A load of a page of the site that the customer did not ask for, as a new build's link makes.
  await page.goto(sitePath('/order/'));
  await waitForHydration(page);
  const notice = page.getByRole('region', { name: 'Your cart could not be brought back yet' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();

  signal.restore();
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expectCartLines(page);
  expect(errors).toEqual([]);
});

test('with every script failing once the menu has loaded, the menu keeps working and says what it cannot do', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await visit(page, '/menu/');
  await page.route('**/_next/**', (route) => route.abort('internetdisconnected'));
  const dish = onePriceDish;
  await page
    .getByRole('button', { name: `Add ${dish.name} to cart`, exact: true })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(dish.name);
  await expect(
    page.getByRole('status').filter({ hasText: 'The search could not load' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByText("This page couldn't load")).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * The cart page opened while its own script fails (fetched ahead as the View Cart link shows: the
 * only one that names the checkout's address), and Try again pressed with no signal yet.
 */
async function cartPageWithoutSignal(page: Page) {
  const signal = await failScriptsHolding(page, '#checkout');
  await fillCart(page);
  await page.getByRole('link', { name: /View Cart/ }).click();
  await page.getByRole('button', { name: en.error.tryAgain }).click();
  await expect(page.getByRole('status').filter({ hasText: en.error.noSignal })).toBeVisible();
  return signal;
}

test('the cart page whose script failed to download, Turbopack’s retry included, opens at the next press with the cart kept', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const signal = await cartPageWithoutSignal(page);

  signal.restore();
  await page.getByRole('button', { name: en.error.tryAgain }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expectCartLines(page);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a cart page whose script failed and then went in a deploy loads the new page, with the cart kept', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const signal = await cartPageWithoutSignal(page);

  // The signal is back, and a deploy has taken that script away: the host answers 404 for it,
  // while the page loaded again is the new build's, which has scripts of its own.
  signal.restore();
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const gone = route.request().resourceType() === 'fetch';
    return gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback();
  });
  await page.getByRole('button', { name: en.error.tryAgain }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expectCartLines(page);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signal lost as the cart opens keeps the page and the cart, and says so', async ({
  page,
  context,
}) => {
  const errors = pageErrors(page);
  // The cart page's data had not come before the signal went (a slow network, or data gone stale).
  const isOrderPage = (url: URL) => url.pathname.startsWith(sitePath('/order/'));
  await page.route(isOrderPage, (route) => route.abort('internetdisconnected'));
  await fillCart(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: /View Cart/ }).click();
  const stayed = page.getByRole('status').filter({ hasText: en.site.offline.notOpened });
  await expect(stayed).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // Still no signal: the next press stays too.
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await context.setOffline(false);
  await page.unroute(isOrderPage);
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expectCartLines(page);
  await expect(stayed).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a cart page missing for the moments a deploy replaces the files keeps the cart, and the next press opens it', async ({
  page,
}) => {
  const errors = pageErrors(page);
  // While a deploy replaces the files, a host answers the cart page and its data with its 404.
  // Once it is done, the data is the new build's, which this page cannot use: Next.js asks for a
  // full load of the page for it, as for any data that is not this build's (stood in for here by
  // the data still refused).
  let deployed = false;
  const isOrderPage = (url: URL) => url.pathname.startsWith(sitePath('/order/'));
  await page.route(isOrderPage, (route) =>
    deployed && !new URL(route.request().url()).pathname.endsWith('.txt')
      ? route.fallback()
      : route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await fillCart(page);
  await page.getByRole('link', { name: /View Cart/ }).click();
  const stayed = page.getByRole('status').filter({ hasText: en.site.offline.notOpened });
  await expect(stayed).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // The deploy is done: the same press loads the cart page in full, where Next.js, still waiting
  // on the load it asked for first, would open nothing.
  deployed = true;
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expectCartLines(page);
  expect(errors).toEqual([]);
});
