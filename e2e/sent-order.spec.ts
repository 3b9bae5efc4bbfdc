import type { Page } from '@playwright/test';
import { cafe } from '../data/cafe';
import { cartReducer } from '../lib/cart';
import { formatClock } from '../lib/opening-hours';
import { hi } from '../lib/words/hi';
import { fill, plural } from '../lib/words/fill';
import { nameIn } from '../lib/locale';
import { sendGuardMs } from '../lib/checkout';
import { onePriceDish } from '../test/dishes';
import { middayOnOpenDay } from '../test/hours';
import {
  checkoutWith,
  countOpens,
  field,
  linesOf,
  openCount,
  openedLink,
  type Pick,
} from './checkout-helpers';
import { addFromMenu, comeBackToDiscardedTab, expect, test, visit } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

// A customer who must never send an order twice, nor lose one: what the page says after Send, a
// second press, a changed cart and a new order. The phone's clock runs from midday on a day the
// cafe opens, so that the kitchen is open whenever the suite runs.

const one: Pick[] = [{ item: onePriceDish }];
const sendButton = (page: Page) => page.getByRole('button', { name: 'Order via WhatsApp' });

/** The time on the cafe's clock at `ms`, as a customer reads it: "4:30 PM". */
function cafeTimeAt(ms: number): string {
  const sign = cafe.hours.utcOffset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = cafe.hours.utcOffset.slice(1).split(':').map(Number);
  const minute = (Math.floor(ms / 60_000) + sign * (hours * 60 + minutes)) % (24 * 60);
  return formatClock(`${Math.floor(minute / 60)}:${minute % 60}`);
}

/** Presses Send and returns the times the press may have read: the page's clock either side. */
async function sendAndTime(page: Page): Promise<RegExp> {
  const before = await page.evaluate(() => Date.now());
  await openedLink(page, () => sendButton(page).click());
  const after = await page.evaluate(() => Date.now());
  const times = [...new Set([cafeTimeAt(before), cafeTimeAt(after)])];
  return new RegExp(`(${times.join('|')})`);
}

test.beforeEach(async ({ context }) => {
  await context.clock.install({ time: middayOnOpenDay });
});

test('after Send the bar says when it went, the order stays, and a second Send asks first', async ({
  page,
}) => {
  await countOpens(page);
  await checkoutWith(page, one);
  await field(page, 'Name (required)').fill('Asha');
  await field(page, 'Phone number (required)').fill('94150 12345');
  await page.getByRole('radio', { name: 'Pickup' }).check();
  const time = await sendAndTime(page);

  // Where the finger was, and on the status line a screen reader reads.
  const sent = page.getByRole('status').filter({ hasText: 'Sent to WhatsApp at' });
  await expect(sent).toContainText(new RegExp(`Sent to WhatsApp at ${time.source}`));
  await expect(sent).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
    onePriceDish.name,
  );
  expect(await openCount(page)).toBe(1);

  // A second press, past a double tap's (which opens nothing), asks; No sends nothing.
  await page.clock.fastForward(sendGuardMs);
  await sendButton(page).click();
  const again = page.getByRole('alertdialog');
  await expect(again).toHaveAccessibleName(
    new RegExp(`^You sent this order at ${time.source}\\. Send it again\\?$`),
  );
  await expect(again.getByRole('button', { name: "Don't send" })).toBeFocused();
  await expectNoAxeViolations(page);
  await again.getByRole('button', { name: "Don't send" }).click();
  await expect(again).toHaveCount(0);
  await expect(sendButton(page)).toBeFocused();
  expect(await openCount(page)).toBe(1);

  // Yes sends it again, as it stands.
  await page.clock.fastForward(sendGuardMs);
  await sendButton(page).click();
  const link = await openedLink(page, () =>
    page.getByRole('alertdialog').getByRole('button', { name: 'Yes, send' }).click(),
  );
  expect(new URL(link).searchParams.get('text')).toContain('Name: Asha');
  expect(await openCount(page)).toBe(2);
});

test('a cart changed after Send is a new order: it says so and sends without asking', async ({
  page,
}) => {
  await countOpens(page);
  await checkoutWith(page, one);
  await field(page, 'Name (required)').fill('Asha');
  await field(page, 'Phone number (required)').fill('94150 12345');
  await page.getByRole('radio', { name: 'Pickup' }).check();
  const time = await sendAndTime(page);

  await page.getByRole('button', { name: 'Back to Cart' }).click();
  await page.getByRole('button', { name: `Increase quantity of ${onePriceDish.name}` }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your cart has changed' })).toContainText(
    new RegExp(`since the order you sent at ${time.source}: this is a new order\\.`),
  );
  const lines = linesOf(one);
  const twice = cartReducer(lines, { type: 'setQuantity', id: lines[0]!.id, quantity: 2 });
  const link = await openedLink(page, () => sendButton(page).click());
  expect(new URL(link).searchParams.get('text')).toContain(`x ${twice[0]!.quantity} =`);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await openCount(page)).toBe(2);
});

test('Start a new order empties the cart and keeps the details for the next one', async ({
  page,
}) => {
  await checkoutWith(page, one);
  await field(page, 'Name (required)').fill('Asha');
  await field(page, 'Phone number (required)').fill('94150 12345');
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await sendAndTime(page);
  await page.getByRole('button', { name: 'Start a new order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeFocused();

  await page.getByRole('link', { name: 'Browse Menu' }).click();
  await addFromMenu(page, onePriceDish.name);
  await page.getByRole('link', { name: /View Cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(field(page, 'Name (required)')).toHaveValue('Asha');
  await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  // The same dish again is a new order: nothing says it was sent, nothing asks.
  await expect(page.getByRole('status').filter({ hasText: 'Sent to WhatsApp' })).toHaveCount(0);
  await openedLink(page, () => sendButton(page).click());
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('in Hindi, the bar says when the order went, and the second Send asks in Hindi', async ({
  page,
}) => {
  const { form, fields, orderType } = hi.checkout;
  const shown = nameIn('hi', onePriceDish);
  await visit(page, '/hi/menu/');
  await page.getByRole('searchbox', { name: hi.menu.browser.searchLabel }).fill(shown);
  await page
    .getByRole('button', { name: fill(hi.menu.dish.add.label, { dish: shown }), exact: true })
    .click();
  await page.getByRole('link', { name: plural(hi.cart.link.label, 1) }).click();
  await page.getByRole('button', { name: hi.cart.review.checkout }).click();
  await page.getByRole('radio', { name: orderType.labels.pickup }).check();
  await page.getByRole('textbox', { name: new RegExp(`^${fields.labels.name}`) }).fill('आशा');
  await page.getByRole('textbox', { name: new RegExp(`^${fields.labels.phone}`) }).fill('94150');
  const send = page.getByRole('button', { name: form.send });
  const before = await page.evaluate(() => Date.now());
  await openedLink(page, () => send.click());
  const time = cafeTimeAt(before);
  await expect(page.getByRole('status').filter({ hasText: 'WhatsApp' }).first()).toContainText(
    fill(form.sentAt, { time }),
  );
  await page.clock.fastForward(sendGuardMs);
  await send.click();
  await expect(page.getByRole('alertdialog')).toHaveAccessibleName(fill(form.askAgain, { time }));
  await page.getByRole('button', { name: form.cancelSend }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('back at a tab the browser discarded, the order is still there, still sent, and asks first', async ({
  page,
}) => {
  await checkoutWith(page, one);
  await field(page, 'Name (required)').fill('Asha');
  await field(page, 'Phone number (required)').fill('94150 12345');
  await page.getByRole('radio', { name: 'Pickup' }).check();
  const time = await sendAndTime(page);

  // The customer stays in WhatsApp; Chrome discards the hidden tab and loads it again on return.
  await comeBackToDiscardedTab(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent to WhatsApp at' })).toContainText(
    new RegExp(`Sent to WhatsApp at ${time.source}`),
  );
  await page.clock.fastForward(sendGuardMs);
  await sendButton(page).click();
  await expect(page.getByRole('alertdialog')).toHaveAccessibleName(
    new RegExp(`^You sent this order at ${time.source}\\. Send it again\\?$`),
  );
});
