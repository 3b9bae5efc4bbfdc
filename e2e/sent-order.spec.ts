import type { Page } from '@playwright/test';
import { cafe } from '../data/cafe';
import { tables } from '../data/ordering';
import { hi } from '../lib/words/hi';
import { fill, plural } from '../lib/words/fill';
import { nameIn } from '../lib/site/locale';
import { onePriceDish, otherOnePriceDish } from '../test/dishes';
import { ordersInEnglish, hindiOrders } from '../test/order-language';
import { middayOnOpenDay } from '../test/hours';
import {
  checkoutWith,
  countOpens,
  decodedText,
  field,
  itemLines,
  linesOf,
  openCount,
  openedLink,
  type Pick,
} from './checkout-helpers';
import { englishClock, hindiClock } from '../test/hours';
import { addFromMenu, comeBackToDiscardedTab, expect, test, visit } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

// A customer who must never send an order twice, nor lose one: what the page says after Send, Send
// again, a dish added afterwards, and two rounds and a bill at a table. The phone's clock runs from midday on a day the
// cafe opens, so that the kitchen is open whenever the suite runs.

const one: Pick[] = [{ item: onePriceDish }];
const sendButton = (page: Page) => page.getByRole('button', { name: 'Order via WhatsApp' });

/** The minute of the day on the cafe's clock at `ms`. */
function cafeMinuteAt(ms: number): number {
  const sign = cafe.hours.utcOffset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = cafe.hours.utcOffset.slice(1).split(':').map(Number);
  return (Math.floor(ms / 60_000) + sign * (hours * 60 + minutes)) % (24 * 60);
}

/** The time on the cafe's clock at `ms`, as a customer reads it: "4:30 PM". */
function cafeTimeAt(ms: number): string {
  return englishClock(cafeMinuteAt(ms));
}

/** The same time as a Hindi speaker says it: "शाम 4:30 बजे", "दोपहर 12 बजे". */
function hindiTimeAt(ms: number): string {
  return hindiClock(cafeMinuteAt(ms));
}

/** Presses Send and returns the times the press may have read: the page's clock either side. */
async function sendAndTime(page: Page): Promise<RegExp> {
  return (await sendTimeAndText(page)).time;
}

/** Presses Send: the times the press may have read, and the message WhatsApp opened with. */
async function sendTimeAndText(page: Page): Promise<{ time: RegExp; text: string }> {
  const before = await page.evaluate(() => Date.now());
  const link = await openedLink(page, () => sendButton(page).click());
  const after = await page.evaluate(() => Date.now());
  const times = [...new Set([cafeTimeAt(before), cafeTimeAt(after)])];
  return { time: new RegExp(`(${times.join('|')})`), text: decodedText(link) };
}

test.beforeEach(async ({ context }) => {
  await context.clock.install({ time: middayOnOpenDay });
});

/** Fills the details for a pickup, as a customer does on the way to Send. */
async function pickupDetails(page: Page) {
  await field(page, 'Name (required)').fill('Asha');
  await field(page, 'Phone number (required)').fill('94150 12345');
  await page.getByRole('radio', { name: 'Pickup' }).check();
}

/** Adds a dish from the menu and opens the checkout, as a customer adds one more. */
async function addAndCheckout(page: Page, name: string) {
  await page.getByRole('link', { name: 'Add more dishes' }).click();
  await addFromMenu(page, name);
  await page.getByRole('link', { name: /View Cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
}

test('after Send the order is a record: the cart is empty, and Send again asks first', async ({
  page,
}) => {
  await countOpens(page);
  await checkoutWith(page, one);
  await pickupDetails(page);
  const { time, text: first } = await sendTimeAndText(page);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Order sent to WhatsApp' }),
  ).toBeFocused();
  const record = page.getByRole('article', { name: /^Sent at / });
  await expect(record).toHaveAccessibleName(new RegExp(`^Sent at ${time.source}$`));
  await expect(record).toContainText(onePriceDish.name);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await openCount(page)).toBe(1);
  await expectNoAxeViolations(page);

  // Send again asks; No sends nothing, Yes sends the same order.
  await record.getByRole('button', { name: 'Send again' }).click();
  const again = page.getByRole('alertdialog');
  await expect(again).toHaveAccessibleName(
    new RegExp(`^You sent this order at ${time.source}\\. Send it again\\?$`),
  );
  await expect(again.getByRole('button', { name: "Don't send" })).toBeFocused();
  await again.getByRole('button', { name: "Don't send" }).click();
  await expect(again).toHaveCount(0);
  expect(await openCount(page)).toBe(1);
  await record.getByRole('button', { name: 'Send again' }).click();
  const link = await openedLink(page, () =>
    page.getByRole('alertdialog').getByRole('button', { name: 'Yes, send' }).click(),
  );
  expect(decodedText(link)).toBe(first);
  expect(await openCount(page)).toBe(2);
});

test('a dish added after Send goes alone, as a second order that names the first', async ({
  page,
}) => {
  test.skip(!ordersInEnglish, hindiOrders);
  await countOpens(page);
  await checkoutWith(page, one);
  await pickupDetails(page);
  const time = await sendAndTime(page);

  await addAndCheckout(page, otherOnePriceDish.name);
  await expect(page.getByText(/^This is a new order: what you sent at/)).toContainText(
    new RegExp(`sent at ${time.source} is not in it`),
  );
  await expect(field(page, 'Name (required)')).toHaveValue('Asha');
  const link = await openedLink(page, () => sendButton(page).click());
  const lines = decodedText(link).split('\n');
  expect(lines[0]).toMatch(
    new RegExp(`^\\*Second order for ${cafe.name}, first sent at ${time.source}\\*$`),
  );
  expect(lines).not.toContain(itemLines(linesOf(one), 'pickup')[0]);
  expect(lines).toEqual(
    expect.arrayContaining(itemLines(linesOf([{ item: otherOnePriceDish }]), 'pickup')),
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await openCount(page)).toBe(2);
  await expect(page.getByRole('article', { name: /^Sent at / })).toHaveCount(2);
});

test('two rounds and a bill at a table: each dish once, then one message with both orders', async ({
  page,
}) => {
  const table = tables[0];
  test.skip(!table, 'content/ordering.json lists no tables');
  test.skip(!ordersInEnglish, hindiOrders);
  await countOpens(page);
  await visit(page, `/menu/?table=${encodeURIComponent(table!)}`);
  await addFromMenu(page, onePriceDish.name);
  await page.getByRole('link', { name: /View Cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await field(page, 'Name (required)').fill('Asha');
  await field(page, 'Phone number (required)').fill('94150 12345');
  const first = await sendAndTime(page);

  // Ten minutes on, one more dish.
  await page.clock.fastForward('10:00');
  await addAndCheckout(page, otherOnePriceDish.name);
  await expect(page.getByRole('radio', { name: `Dine-in · Table ${table}` })).toBeChecked();
  const second = decodedText(await openedLink(page, () => sendButton(page).click())).split('\n');
  expect(second[0]).toMatch(
    new RegExp(`^\\*Second order for Table ${table}, first sent at ${first.source}\\*$`),
  );
  expect(second.join('\n')).not.toContain(`${onePriceDish.name} -`);

  await page.getByRole('radio', { name: 'UPI' }).check();
  // A double tap asks for it once; a second bill is the customer's own choice, asked first.
  const opened = await openCount(page);
  const askBill = page.getByRole('button', { name: 'Ask for the bill' });
  const bill = decodedText(await openedLink(page, () => askBill.dblclick())).split('\n');
  const again = page.getByRole('alertdialog', {
    name: /^You asked for the bill at .*\. Ask again\?$/,
  });
  await again.getByRole('button', { name: "Don't send" }).click();
  await expect(again).toHaveCount(0);
  expect(await openCount(page)).toBe(opened + 1);
  const dishes = [...linesOf(one), ...linesOf([{ item: otherOnePriceDish }])];
  expect(bill[0]).toBe(`*Bill please: Table ${table}, ${cafe.name}*`);
  expect(bill).toContain(itemLines(linesOf(one), 'dine-in')[0]);
  expect(bill).toContain(itemLines(linesOf([{ item: otherOnePriceDish }]), 'dine-in')[0]);
  expect(bill).toContain(itemLines(dishes, 'dine-in').at(-1));
  expect(bill).toContain('Payment: UPI');
  await expect(page.getByRole('status').filter({ hasText: 'Bill asked for at' })).toBeVisible();
  await askBill.click();
  const repeat = decodedText(
    await openedLink(page, () => again.getByRole('button', { name: 'Yes, send' }).click()),
  );
  expect(repeat.split('\n')[0]).toBe(bill[0]);
  expect(await openCount(page)).toBe(opened + 2);
});

test('in Hindi, the sent order is named in Hindi, and Send again asks in Hindi', async ({
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
  const before = await page.evaluate(() => Date.now());
  await openedLink(page, () => page.getByRole('button', { name: form.send }).click());
  const time = hindiTimeAt(before);
  await expect(
    page.getByRole('heading', { level: 1, name: hi.checkout.flow.sentTitle }),
  ).toBeVisible();
  const record = page.getByRole('article', { name: fill(hi.checkout.flow.sentAt, { time }) });
  await expect(record).toContainText(shown);
  await record.getByRole('button', { name: hi.checkout.flow.sendAgain }).click();
  await expect(page.getByRole('alertdialog')).toHaveAccessibleName(
    fill(hi.checkout.flow.askAgain, { time }),
  );
  await page.getByRole('button', { name: hi.checkout.flow.cancelSend }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('back at a tab the browser discarded, the sent order is still there', async ({ page }) => {
  await checkoutWith(page, one);
  await pickupDetails(page);
  const time = await sendAndTime(page);

  // The customer stays in WhatsApp; Chrome discards the hidden tab and loads it again on return.
  await comeBackToDiscardedTab(page);
  await expect(page.getByRole('article', { name: /^Sent at / })).toHaveAccessibleName(
    new RegExp(`^Sent at ${time.source}$`),
  );
});

test('while Send checks a slow network it says so, and two taps open WhatsApp once', async ({
  page,
}) => {
  await countOpens(page);
  // The host takes a second and a half to say which build is live.
  await page.route('**/build.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await checkoutWith(page, one);
  await pickupDetails(page);
  const opened = page
    .context()
    .waitForEvent('request', (sent) => sent.url().startsWith('https://wa.me/'));
  await sendButton(page).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Checking prices and stock…' }),
  ).toBeVisible();
  await sendButton(page).click({ force: true });
  await opened;
  await expect(
    page.getByRole('heading', { level: 1, name: 'Order sent to WhatsApp' }),
  ).toBeVisible();
  expect(await openCount(page)).toBe(1);
});

test('with storage blocked, a deploy made while the checkout was open is asked about before Send', async ({
  page,
}) => {
  await countOpens(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await checkoutWith(page, one);
  await pickupDetails(page);
  // The owner's change goes live: build.json names another build than this page's.
  await page.route('**/build.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ build: 'newer' }) }),
  );
  await sendButton(page).click();
  const question = page.getByRole('alertdialog', {
    name: /^Our menu has changed since this page opened, and it could not load the new one/,
  });
  await question.getByRole('button', { name: "Don't send" }).click();
  expect(await openCount(page)).toBe(0);
  await sendButton(page).click();
  await openedLink(page, () => question.getByRole('button', { name: 'Yes, send' }).click());
  expect(await openCount(page)).toBe(1);
});
