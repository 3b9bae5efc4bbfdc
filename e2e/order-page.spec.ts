import { en } from '../lib/words/en';
import type { Page } from '@playwright/test';
import { cafe } from '../data/cafe';
import { delivery } from '../data/delivery';
import { menu } from '../data/menu';
import { whatsappOrderUrl } from '../lib/site/cafe-links';
import { cartTotal, lineTotal } from '../lib/order/cart';
import { lineLabel } from '../lib/order/line-text';
import { deliveryTermsPhrases, orderTotal, shortOfMinimum } from '../lib/order/delivery';
import { formatRupees } from '../lib/order/money';
import { rememberedDetailsKey } from '../lib/order/remembered-details';
import { checkoutWith, field, linesOf, type Pick } from './checkout-helpers';
import { onePriceDishes } from '../test/dishes';
import { bakedDishStock } from '../lib/stock/baked-stock';
import { expect, followMainNav, sitePath, test, visit, waitForHydration } from './fixtures';
import { expectNoAxeViolations, gotoAsWithoutScripts, subPixel } from './page-checks';

// The order page as a customer uses it on a phone: the action bar, the dishes on the checkout
// view, UPI in one tap, Undo, remembered details and the owner's delivery terms.

function threeDishes(): Pick[] {
  const dishes = onePriceDishes.slice(0, 3);
  if (dishes.length < 3)
    throw new Error('The tests need three one-price dishes in content/menu.json.');
  return dishes.map((item) => ({ item }));
}

/** Whether the element is wholly inside the window, and not under the action bar. */
async function wholyOnScreen(page: Page, name: string, role: 'button' | 'link' = 'button') {
  const box = await page.getByRole(role, { name, exact: true }).boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= -subPixel && box.y + box.height <= height + subPixel;
}

async function toCart(page: Page, picks: Pick[]) {
  await checkoutWith(page, picks);
  await page.getByRole('button', { name: 'Back to Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
}

test('the main action and the total stay on screen at every scroll position', async ({ page }) => {
  const picks = threeDishes();
  const dishes = cartTotal(linesOf(picks));
  // A cart and a checkout start as a delivery order.
  const total = formatRupees(orderTotal(delivery, 'delivery', dishes));
  await toCart(page, picks);
  for (const to of [0, 400, 100_000]) {
    await page.evaluate((y) => window.scrollTo(0, y), to);
    expect(await wholyOnScreen(page, 'Proceed to Checkout'), `cart scrolled to ${to}`).toBe(true);
  }
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const send = page.getByRole('button', { name: 'Order via WhatsApp' });
  for (const to of [0, 700, 100_000]) {
    await page.evaluate((y) => window.scrollTo(0, y), to);
    expect(await wholyOnScreen(page, 'Order via WhatsApp'), `checkout at ${to}`).toBe(true);
  }
  // Disabled, it says why, and the reason is what the button describes itself with.
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await expect(send).toHaveAccessibleDescription(/fill in your name/);
  await expect(page.getByText(`Total${total}`, { exact: true }).last()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a focused field is never under the action bar', async ({ page }) => {
  await checkoutWith(page, threeDishes());
  for (const name of [/^Name/, /^Delivery address/, /^Cooking instructions/]) {
    const input = field(page, name);
    await input.focus();
    await input.fill('x');
    const [inputBox, barBox] = await Promise.all([
      input.boundingBox(),
      page.getByRole('button', { name: 'Order via WhatsApp' }).boundingBox(),
    ]);
    expect(inputBox && barBox && inputBox.y + inputBox.height <= barBox.y + subPixel).toBe(true);
  }
});

test('checkout lists every line with its quantity and total before the details', async ({
  page,
}) => {
  const picks = threeDishes();
  const lines = linesOf(picks);
  await checkoutWith(page, picks);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const items = summary.getByRole('listitem');
  await expect(items).toHaveText(
    lines.map((line) => `${line.quantity} × ${lineLabel(line)}${formatRupees(lineTotal(line))}`),
  );
  // Read before the details: first in the page's order.
  const order = await page
    .getByRole('heading', { level: 2 })
    .evaluateAll((headings) => headings.map((heading) => heading.textContent));
  expect(order.indexOf('Order Summary')).toBeLessThan(order.indexOf('Your Details'));
});

test('Pay with a UPI app opens a UPI payment to the cafe, with no amount', async ({ page }) => {
  await checkoutWith(page, threeDishes());
  const link = page.getByRole('link', { name: 'Pay with a UPI app' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith('upi://pay?')).toBe(true);
  const query = new URLSearchParams(href.slice('upi://pay?'.length));
  expect(Object.fromEntries(query)).toEqual({ pa: cafe.upiId, pn: cafe.name, cu: 'INR' });
  await expect(page.getByRole('button', { name: 'Copy UPI ID' })).toBeVisible();
  await expect(page.getByText(cafe.upiId, { exact: true })).toBeVisible();
});

test('Delivery and Pickup sit on one row on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await checkoutWith(page, threeDishes());
  const [home, pickup] = await Promise.all(
    ['Home Delivery', 'Pickup'].map((name) => page.getByRole('radio', { name }).boundingBox()),
  );
  expect(Math.abs(home!.y - pickup!.y)).toBeLessThanOrEqual(subPixel);
});

test('Undo after Clear Cart puts back every line as it was, and both are announced', async ({
  page,
}) => {
  const picks = threeDishes();
  await toCart(page, picks);
  const [first] = linesOf(picks);
  await page.getByRole('button', { name: `Increase quantity of ${lineLabel(first!)}` }).click();
  const before = await page.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cart cleared' })).toBeAttached();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
  expect(await page.getByRole('listitem').allTextContents()).toEqual(before);
  await expect(page.getByRole('status').filter({ hasText: 'Cart restored' })).toBeAttached();
});

test.describe('remembered details', () => {
  const details = { name: 'Asha Verma', phone: '94150 12345', address: '4 Park Street' };

  async function fill(page: Page) {
    await field(page, /^Name/).fill(details.name);
    await field(page, /^Phone number/).fill(details.phone);
    await field(page, /^Delivery address/).fill(details.address);
  }

  test('are kept only when asked, fill the next checkout and are forgotten on request', async ({
    page,
  }) => {
    const picks = threeDishes().slice(0, 1);
    await checkoutWith(page, picks);
    const remember = page.getByRole('checkbox', { name: 'Remember my details on this phone' });
    await expect(remember).not.toBeChecked();
    await fill(page);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), rememberedDetailsKey),
    ).toBeNull();
    await remember.check();
    await page.getByRole('radio', { name: 'Pickup' }).check();

    // A reload empties the cart, as the spec says; the details come back at the next checkout.
    await page.reload();
    // Hydrated, the reloaded page has read the cart the page before left, and will not hand it on.
    await waitForHydration(page);
    await checkoutWith(page, picks);
    await expect(field(page, /^Name/)).toHaveValue(details.name);
    await expect(field(page, /^Phone number/)).toHaveValue(details.phone);
    await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
    await expect(remember).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Forget my details' }).press('Enter');
    await expect(remember).not.toBeChecked();
    await expect(remember).toBeFocused();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), rememberedDetailsKey),
    ).toBeNull();
    await page.reload();
    // Hydrated, the reloaded page has read the cart the page before left, and will not hand it on.
    await waitForHydration(page);
    await checkoutWith(page, picks);
    await expect(field(page, /^Name/)).toHaveValue('');
  });

  test('stay forgotten: Forget in one tab stops another tab from writing them back', async ({
    page,
    context,
  }) => {
    const picks = threeDishes().slice(0, 1);
    const remember = (tab: Page) =>
      tab.getByRole('checkbox', { name: 'Remember my details on this phone' });
    const kept = (tab: Page) =>
      tab.evaluate((key) => localStorage.getItem(key), rememberedDetailsKey);
    await checkoutWith(page, picks);
    await fill(page);
    await remember(page).check();

    const other = await context.newPage();
    await checkoutWith(other, picks);
    await expect(field(other, /^Name/)).toHaveValue(details.name);
    await expect(remember(other)).toBeChecked();

    await page.getByRole('button', { name: 'Forget my details' }).click();
    await expect(remember(other)).not.toBeChecked();
    await expect(
      other.getByText('Your details were deleted from this phone in another tab'),
    ).toBeVisible();
    // The other tab keeps what it shows, and its next edit writes nothing back.
    await expect(field(other, /^Phone number/)).toHaveValue(details.phone);
    await field(other, /^Name/).fill(`${details.name} ji`);
    await expect(field(other, /^Name/)).toHaveValue(`${details.name} ji`);
    expect(await kept(other)).toBeNull();
    await other.close();
  });

  test("say so when the phone's storage fills, and keep what was typed", async ({ page }) => {
    await checkoutWith(page, threeDishes().slice(0, 1));
    await fill(page);
    const remember = page.getByRole('checkbox', { name: 'Remember my details on this phone' });
    await remember.check();
    await expect(page.getByText('will be kept on this phone')).toBeVisible();

    // Another site's data, as it were, fills the storage to its last few characters.
    await page.evaluate(() => {
      let key = 0;
      for (let size = 2 ** 20; size >= 1; size = Math.floor(size / 2)) {
        try {
          for (;;) localStorage.setItem(`filler-${key++}`, 'x'.repeat(size));
        } catch {
          // Full at this size: try a smaller one.
        }
      }
    });
    const address = field(page, /^Delivery address/);
    await address.pressSequentially(', Flat 12');
    await expect(
      page.getByText("This phone's storage is full, so your details could not be saved on it."),
    ).toBeVisible();
    await expect(remember).not.toBeChecked();
    await expect(address).toHaveValue(`${details.address}, Flat 12`);
    await expect(field(page, /^Name/)).toHaveValue(details.name);
    // No older copy is left to fill the next checkout with an address since changed.
    expect(
      await page.evaluate((key) => localStorage.getItem(key), rememberedDetailsKey),
    ).toBeNull();
  });

  test('break nothing where the browser refuses storage', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await checkoutWith(page, threeDishes().slice(0, 1));
    await fill(page);
    await page.getByRole('checkbox', { name: 'Remember my details on this phone' }).click();
    await expect(
      page.getByText('This browser does not let the site keep your details.'),
    ).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: 'Remember my details on this phone' }),
    ).not.toBeChecked();
    await expect(field(page, /^Name/)).toHaveValue(details.name);
  });
});

test.describe("the owner's delivery terms", () => {
  const phrases = deliveryTermsPhrases(delivery, en.checkout.delivery);

  test('are shown before checkout on the menu and the order page, or not at all', async ({
    page,
  }) => {
    const picks = threeDishes().slice(0, 1);
    await toCart(page, picks);
    if (phrases.length === 0) {
      await expect(page.getByText(/delivery fee|minimum order|Delivers /i)).toHaveCount(0);
    } else {
      await expect(page.getByText(`${phrases.join(' · ')}.`)).toBeVisible();
      await followMainNav(page, 'Menu');
      await expect(page.getByText(`${phrases.join(' · ')}.`)).toBeVisible();
    }
  });

  test('on the Hindi menu, in the area and time the owner wrote in Hindi', async ({ page }) => {
    const { area, time, hindiArea, hindiTime } = delivery;
    if (!hindiArea || !hindiTime)
      throw new Error('The tests’ cafe writes its delivery terms in Hindi too.');
    await visit(page, '/hi/menu/');
    const note = page.getByRole('main').getByText(hindiArea);
    await expect(note).toBeVisible();
    await expect(note).toContainText(hindiTime);
    await expect(note).not.toContainText(area!);
    await expect(note).not.toContainText(time!);
    // A Hindi sentence, read in the page's Hindi voice.
    await expect(note).not.toHaveAttribute('lang');
  });

  test('hold back a delivery below the minimum, and never a pickup', async ({ page }) => {
    const picks = threeDishes().slice(0, 1);
    const dishes = cartTotal(linesOf(picks));
    const short = shortOfMinimum(delivery, 'delivery', dishes);
    test.skip(short === 0, 'content/delivery.json sets no minimum this order falls short of');
    await checkoutWith(page, picks);
    await field(page, /^Name/).fill('Asha');
    await field(page, /^Phone number/).fill('94150 12345');
    await field(page, /^Delivery address/).fill('4 Park Street');
    const send = page.getByRole('button', { name: 'Order via WhatsApp' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAccessibleDescription(
      `Minimum order for delivery is ${formatRupees(delivery.minimumOrder ?? 0)}: add ${formatRupees(short)} more, or choose Pickup.`,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await expect(send).not.toHaveAttribute('aria-disabled', 'true');
  });
});

test('a sold-out dish stays listed and searchable, says so and cannot be added', async ({
  page,
}) => {
  const dish = menu
    .flatMap((category) => category.items)
    .find((item) => bakedDishStock(item.name) === 'sold out today');
  test.skip(!dish, 'no dish in content/stock.json is sold out');
  if (!dish) return;
  await visit(page, '/menu/');
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(dish.name);
  const row = page.getByRole('article', { name: dish.name, exact: true });
  await expect(row).toContainText('Sold out');
  await expect(row.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the order page offers to order by phone or WhatsApp', async ({ page }) => {
    await page.goto(sitePath('/order/'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your Cart is Empty');
    await expect(main.getByRole('note', { name: 'How to order' })).toContainText(
      'Online ordering needs JavaScript',
    );
    const [phoneNumber] = cafe.phones;
    const call = main.getByRole('link', { name: `Call ${phoneNumber!.display}` });
    await expect(call).toHaveAttribute('href', `tel:${phoneNumber!.tel}`);
    await expect(call).toBeInViewport();
    await expect(main.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
      'href',
      whatsappOrderUrl,
    );
    await expect(main.getByText('to get started')).toBeHidden();
  });
});

test.describe('as drawn with JavaScript off', () => {
  test.use({ allowConsoleErrors: true });

  test('the order page has no axe violations', async ({ page }) => {
    await gotoAsWithoutScripts(page, '/order/');
    await expect(page.getByRole('note', { name: 'How to order' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
