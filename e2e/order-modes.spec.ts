import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { cafe } from '../data/cafe';
import { orderAhead, tables } from '../data/ordering';
import { emptyCustomer } from '../lib/order/customer';
import { handOverText } from '../lib/order/hand-over';
import { handOverKey } from '../lib/offline/storage-keys';
import { siteUrl } from '../lib/site/site';
import { onePriceDish, otherOnePriceDish } from '../test/dishes';
import { hindiOrders, ordersInEnglish } from '../test/order-language';
import {
  cafeClock,
  clockAfter,
  middayOnOpenDay,
  onCafeClock,
  openDay,
  reopensAfterClosing,
} from '../test/hours';
import {
  checkoutWith,
  countOpens,
  decodedText,
  deliverablePicks,
  field,
  itemLines,
  linesOf,
  openCount,
  openedLink,
  type Pick,
} from './checkout-helpers';
import { englishClock } from '../test/hours';
import { addFromMenu, expect, sitePath, test, visit, waitForHydration } from './fixtures';
import { press } from './menu-page';
import { expectNoAxeViolations } from './page-checks';

// The message of an order for now: the browser's clock shows midday on a day the cafe opens.
test.use({ cafeTime: middayOnOpenDay });

// The ways the cafe takes an order, as customers use them on a phone: at a table by its QR code,
// for later, paid a way they say, and the same again. The message's item lines are the spec's own
// (checkout.spec.ts, checkout-helpers.ts); the times expected come from content/ through the
// calendar, never from the site's own functions.

const one: Pick[] = [{ item: onePriceDish }];
const table = tables[0];
const sendButton = (page: Page) => page.getByRole('button', { name: 'Order via WhatsApp' });

/** A date as the checkout writes it, from the calendar rather than from the site: "Tue 24 Nov". */
function calendarWords(date: string, daysLater = 0): string {
  const day = new Date(Date.parse(`${date}T12:00:00Z`) + daysLater * 86_400_000);
  const weekday = day.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  const month = day.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${weekday} ${day.getUTCDate()} ${month}`;
}

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** `minutes` after `clock`, up to the next quarter hour, as a customer reads it: "5:00 PM". */
function laterClock(clock: string, minutes: number): string {
  const total = Math.ceil((minutesOf(clock) + minutes) / 15) * 15;
  return englishClock(total);
}

/** The first time an opening offers: opening time plus the kitchen's lead time. */
const firstTimeOfOpening = laterClock(cafe.hours.opens, orderAhead.leadTime);

/** Whether the cafe is still open `minutes` after `clock` on the same opening. */
function openFor(clock: string, minutes: number): boolean {
  const opens = minutesOf(cafe.hours.opens);
  const closes = minutesOf(cafe.hours.closes);
  const end = closes > opens ? closes : closes + 24 * 60;
  const at = minutesOf(clock) < opens ? minutesOf(clock) + 24 * 60 : minutesOf(clock);
  return at + minutes <= end;
}

async function fillNameAndPhone(page: Page) {
  await field(page, 'Name (required)').fill('Asha <b>&</b>');
  await field(page, 'Phone number (required)').fill('94150 12345');
}

/** The message's lines from the order type to the first item, and from the total to the end. */
async function sentLines(page: Page) {
  const lines = decodedText(await openedLink(page, () => sendButton(page).click())).split('\n');
  const items = lines.indexOf('Items:');
  const total = lines.findIndex((line) => line.startsWith('*Total:'));
  return { head: lines.slice(4, items), tail: lines.slice(total + 1), lines };
}

test.describe('at a table, by its QR code', () => {
  test.skip(!table, 'content/ordering.json lists no tables');

  test('the visit orders for that table: no address, no delivery fee, the table in the message', async ({
    page,
  }) => {
    test.skip(!ordersInEnglish, hindiOrders);
    await visit(page, `/menu/?table=${encodeURIComponent(table!)}`);
    // The address no longer carries the table: a link shared from here is not for this table.
    await expect(page).toHaveURL(sitePath('/menu/'));
    await expect(page.getByRole('region', { name: 'Your cart' })).toContainText(`Table ${table}`);
    await addFromMenu(page, onePriceDish.name);
    await page.getByRole('link', { name: /View Cart/ }).click();
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
      `Table${table}`,
    );
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await expect(page.getByRole('radio', { name: `Dine-in · Table ${table}` })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /Delivery address/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
    await expect(sendButton(page)).toHaveAccessibleDescription(
      'To send your order, fill in your name and phone number.',
    );
    await expectNoAxeViolations(page);
    await fillNameAndPhone(page);
    const { lines } = await sentLines(page);
    expect(lines).toEqual([
      `*New order for ${cafe.name}*`,
      '',
      'Name: Asha <b>&</b>',
      'Phone: 94150 12345',
      'Order type: Dine-in',
      `Table: ${table}`,
      '',
      'Items:',
      // No delivery fee, whatever the owner's delivery terms.
      ...itemLines(linesOf(one), 'pickup'),
      '',
      'Please confirm my order.',
    ]);
  });

  test('a link to a table the cafe does not have says so, and makes no order for a table', async ({
    page,
  }) => {
    // axe reads every dish of the menu.
    test.slow();
    const unknown = `${tables.join('')}9<img src=x>`;
    await visit(page, `/menu/?table=${encodeURIComponent(unknown)}`);
    const note = page.getByRole('region', { name: 'This is not one of our tables' });
    await expect(note).toContainText(`We have no table "${[...unknown].slice(0, 20).join('')}`);
    await expect(page.locator('img[src=x]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await note.getByRole('button', { name: 'OK' }).click();
    await addFromMenu(page, onePriceDish.name);
    await page.getByRole('link', { name: /View Cart/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Dine-in/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
  });

  test('the table stays with this tab: a later visit and the remembered details know nothing of it', async ({
    page,
    context,
  }) => {
    await visit(page, `/menu/?table=${encodeURIComponent(table!)}`);
    await addFromMenu(page, onePriceDish.name);
    await page.getByRole('link', { name: /View Cart/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await fillNameAndPhone(page);
    await page.getByRole('checkbox', { name: 'Remember my details on this phone' }).check();

    const later = await context.newPage();
    await visit(later, '/menu/');
    await expect(later.getByRole('region', { name: 'Your cart' })).not.toContainText('Table');
    await addFromMenu(later, onePriceDish.name);
    await later.getByRole('link', { name: /View Cart/ }).click();
    await later.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(later.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(field(later, 'Name (required)')).toHaveValue('Asha <b>&</b>');
    await expect(later.getByRole('radio', { name: /Dine-in/ })).toHaveCount(0);
    await expect(later.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();

    // Back at a table another day, with the details remembered: still an order for the table.
    const atTable = await context.newPage();
    await visit(atTable, `/menu/?table=${encodeURIComponent(table!)}`);
    await addFromMenu(atTable, onePriceDish.name);
    await atTable.getByRole('link', { name: /View Cart/ }).click();
    await atTable.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(field(atTable, 'Name (required)')).toHaveValue('Asha <b>&</b>');
    await expect(atTable.getByRole('radio', { name: `Dine-in · Table ${table}` })).toBeChecked();
  });
});

test.describe('for later', () => {
  test('while open, a pickup for tomorrow says when in words the kitchen reads at a glance', async ({
    page,
  }) => {
    test.skip(!ordersInEnglish, hindiOrders);
    test.skip(orderAhead.daysAhead < 1, 'content/ordering.json allows today only');
    await checkoutWith(page, one);
    await fillNameAndPhone(page);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await expect(page.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
    await page.getByRole('radio', { name: 'Later' }).check();
    const tomorrow = `${firstTimeOfOpening}, tomorrow (${calendarWords(openDay, 1)})`;
    await page.getByRole('combobox', { name: 'Time' }).selectOption({ label: tomorrow });
    await expectNoAxeViolations(page);
    const { head } = await sentLines(page);
    expect(head).toEqual(['Order type: Pickup', `*Pickup at ${tomorrow}*`, '']);
  });

  test('while closed, the checkout says so at the top and a delivery is for the first time it can be', async ({
    page,
  }) => {
    test.skip(!ordersInEnglish, hindiOrders);
    await page.clock.setFixedTime(onCafeClock(cafeClock.afterClosing));
    await checkoutWith(page, deliverablePicks());
    await expect(
      page.getByText(`We are closed now and open at ${reopensAfterClosing}.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
    const first = await page
      .getByRole('combobox', { name: 'Time' })
      .locator('option:checked')
      .textContent();
    // Opening time plus the kitchen's lead time, on the day it opens again.
    const reopensTomorrow = reopensAfterClosing.endsWith('tomorrow');
    expect(first).toBe(
      `${firstTimeOfOpening}, ${reopensTomorrow ? `tomorrow (${calendarWords(openDay, 1)})` : `today (${calendarWords(openDay)})`}`,
    );
    await expectNoAxeViolations(page);
    await fillNameAndPhone(page);
    await field(page, 'Delivery address (required)').fill('4 Park Street');
    const { head } = await sentLines(page);
    expect(head.slice(0, 3)).toEqual([
      'Order type: Home Delivery',
      `*Delivery at ${first}*`,
      'Address: 4 Park Street',
    ]);
  });
});

test.describe('times never move without the customer’s word, on a running clock', () => {
  test.use({ cafeTime: null });

  /** The instant `minutes` after closing time (before it when negative) on an open day. */
  const fromClosing = (minutes: number) => onCafeClock(clockAfter(cafe.hours.closes, minutes));

  async function pickupAsSoonAsPossible(page: Page) {
    await checkoutWith(page, one);
    await fillNameAndPhone(page);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await expect(page.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  }

  test('near closing, As soon as possible says by Send how long is left, and asks first', async ({
    page,
    context,
  }) => {
    test.skip(!ordersInEnglish, hindiOrders);
    const left = Math.min(20, orderAhead.leadTime);
    await context.clock.install({ time: fromClosing(-left) });
    await pickupAsSoonAsPossible(page);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `We close at ${englishClock(minutesOf(cafe.hours.closes))}` }),
    ).toContainText(new RegExp(`in (${left}|${left - 1}) min: the kitchen may not finish`));
    await sendButton(page).click();
    const question = page.getByRole('alertdialog', {
      name: /^We close in \d+ min\. Send this order for as soon as possible\?$/,
    });
    await expectNoAxeViolations(page);
    const link = await openedLink(page, () =>
      question.getByRole('button', { name: 'Yes, send' }).click(),
    );
    const lines = decodedText(link).split('\n');
    expect(lines.slice(4, lines.indexOf('Items:'))).toEqual(['Order type: Pickup', '']);
  });

  test('at closing, As soon as possible says it is now for the next opening, and asks first', async ({
    page,
    context,
  }) => {
    test.skip(!ordersInEnglish, hindiOrders);
    await context.clock.install({ time: fromClosing(-2) });
    await pickupAsSoonAsPossible(page);
    await page.clock.fastForward('03:00');
    const time = page.getByRole('combobox', { name: 'Time' });
    const first = await time.locator('option:checked').textContent();
    // Opening time plus the kitchen's lead time, on the day it opens again.
    expect(first).toMatch(new RegExp(`^${firstTimeOfOpening}, `));
    await expect(page.getByRole('status').filter({ hasText: 'We have closed' })).toHaveText(
      `We have closed: “As soon as possible” is now ${first}.`,
    );
    await sendButton(page).click();
    const question = page.getByRole('alertdialog', {
      name: `We have closed. Send this order for ${first}?`,
    });
    const link = await openedLink(page, () =>
      question.getByRole('button', { name: 'Yes, send' }).click(),
    );
    expect(decodedText(link).split('\n')).toContain(`*Pickup at ${first}*`);
  });

  test('a phone that wakes past closing sends no order to the table', async ({ page, context }) => {
    test.skip(!table, 'content/ordering.json lists no tables');
    await countOpens(page);
    await context.clock.install({ time: fromClosing(-5) });
    await visit(page, `/menu/?table=${encodeURIComponent(table!)}`);
    await addFromMenu(page, onePriceDish.name);
    await page.getByRole('link', { name: /View Cart/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await fillNameAndPhone(page);
    // The phone slept past closing; the press is read on its clock, whatever the screen drew.
    await page.clock.setSystemTime(fromClosing(1));
    await sendButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'We are closed now' })).toHaveText(
      `We are closed now: orders at the table start when we open at ${reopensAfterClosing}.`,
    );
    expect(await openCount(page)).toBe(0);
  });

  test('a later time offered in the last seconds before a quarter hour is still taken at 12:30:40', async ({
    page,
    context,
  }) => {
    test.skip(!ordersInEnglish, hindiOrders);
    // The quarter hour the lead time reaches from half past twelve: 1:00 PM with 30 minutes.
    const quarter = laterClock('12:30', orderAhead.leadTime);
    test.skip(
      !openFor('12:29', orderAhead.leadTime + 60),
      'the cafe is not open through the early afternoon',
    );
    await countOpens(page);
    // 12:29:55: the page draws its times five seconds before the quarter hour turns.
    const drawn = onCafeClock(clockAfter('12:30', -1)).getTime() + 55_000;
    await context.clock.install({ time: drawn - 5 * 60_000 });
    await checkoutWith(page, one);
    await fillNameAndPhone(page);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.clock.pauseAt(drawn);
    await page.getByRole('radio', { name: 'Later' }).check();
    const time = page.getByRole('combobox', { name: 'Time' });
    await expect(time.locator('option:checked')).toHaveText(new RegExp(`^${quarter}, today`));

    // 12:30:40: the quarter hour has turned while the customer read the time.
    await page.clock.resume();
    await page.clock.fastForward(45_000);
    await expect(time.locator('option:checked')).toHaveText(new RegExp(`^${quarter}, today`));
    const link = await openedLink(page, () => sendButton(page).click());
    expect(decodedText(link)).toContain(`*Pickup at ${quarter}, today`);
    expect(await openCount(page)).toBe(1);
  });

  test('a time kept from before the hours changed is called closed, not too soon', async ({
    page,
  }) => {
    // A quarter hour after closing on the open day: a time these hours do not have, as a cart
    // handed over from a page of the build before (with later hours) can carry it.
    const closedAt = clockAfter(cafe.hours.closes, 15);
    test.skip(minutesOf(closedAt) < minutesOf(cafe.hours.opens), 'the cafe closes past midnight');
    await countOpens(page);
    await page.goto(sitePath('/robots.txt'));
    const customer = { ...emptyCustomer, name: 'Asha', phone: '94150 12345' };
    const when = Date.parse(`${openDay}T${closedAt}:00Z`) / 60_000;
    await page.evaluate(({ key, text }) => sessionStorage.setItem(key, text), {
      key: handOverKey,
      text: handOverText(linesOf(one), { ...customer, orderType: 'pickup', when }),
    });
    await visit(page, '/order/');
    // The cafe's midday from here on: a clock set before the page loads hides how it was loaded,
    // which the hand-over reads.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.clock.setFixedTime(middayOnOpenDay);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    const chosen = `${englishClock(minutesOf(closedAt))}, today (${calendarWords(openDay)})`;
    const time = page.getByRole('combobox', { name: 'Time' });
    await expect(time.locator('option:checked')).toHaveText(`${chosen}: we are closed then`);
    await press(sendButton(page));
    await expect(page.getByRole('alert').filter({ hasText: 'We are closed at' })).toContainText(
      `We are closed at ${chosen}. Please choose another time: the first we can make your order is`,
    );
    expect(await openCount(page)).toBe(0);
  });

  test('a later time that has passed by the press is not replaced: the customer chooses again', async ({
    page,
    context,
  }) => {
    test.skip(!ordersInEnglish, hindiOrders);
    test.skip(
      !openFor(cafeClock.midday, 120 + orderAhead.leadTime + 15),
      'the cafe closes within two hours of midday',
    );
    await countOpens(page);
    await context.clock.install({ time: middayOnOpenDay });
    await checkoutWith(page, one);
    await fillNameAndPhone(page);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.getByRole('radio', { name: 'Later' }).check();
    const time = page.getByRole('combobox', { name: 'Time' });
    const first = await time.locator('option:checked').textContent();
    // The clock has run a few seconds past midday: a time less than the lead time away is not
    // offered, so the first is a quarter hour after midday plus the lead time, rounded up.
    expect(first).toBe(
      `${laterClock(cafeClock.midday, orderAhead.leadTime + 1)}, today (${calendarWords(openDay)})`,
    );
    // Two hours on, the phone put away: the time chosen has passed.
    await page.clock.fastForward('02:00:00');
    // Tapped where the finger lands: the button now says why it cannot send, and takes the tap.
    await press(sendButton(page));
    const note = page.getByRole('alert').filter({ hasText: 'too soon' });
    await expect(note).toContainText(
      `${first} is too soon for our kitchen now. Please choose another time: the first we can make your order is`,
    );
    await expect(time).toBeFocused();
    await expect(time.locator('option:checked')).toHaveText(`${first}: too soon now`);
    expect(await openCount(page)).toBe(0);

    const next = (await note.textContent())!.match(
      /the first we can make your order is (.*)\.$/,
    )![1]!;
    await time.selectOption({ label: next });
    // Chosen again: the refusal has been answered, and goes.
    await expect(note).toHaveCount(0);
    expect((await sentLines(page)).head).toContain(`*Pickup at ${next}*`);
  });
});

test('the payment chosen is its own line under the total', async ({ page }) => {
  test.skip(!ordersInEnglish, hindiOrders);
  await checkoutWith(page, one);
  await fillNameAndPhone(page);
  await page.getByRole('radio', { name: 'Pickup' }).check();
  const payment = page.getByRole('group', { name: 'How will you pay?' });
  await expect(payment.getByRole('radio', { checked: true })).toHaveCount(0);
  await payment.getByRole('radio', { name: 'Cash' }).check();
  const { tail } = await sentLines(page);
  expect(tail).toEqual(['Payment: Cash', '', 'Please confirm my order.']);
});

test.describe('order again', () => {
  const order: Pick[] = [
    { item: onePriceDish },
    { item: otherOnePriceDish },
    { item: onePriceDish },
  ];

  /** Sends a pickup order of `picks`, with the details remembered on this phone or not. */
  async function sendPickup(page: Page, picks: Pick[], remember: boolean) {
    await checkoutWith(page, picks);
    await fillNameAndPhone(page);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    if (remember) {
      await page.getByRole('checkbox', { name: 'Remember my details on this phone' }).check();
    }
    await sentLines(page);
  }

  /** The next visit, at `path`: the spec's cart is gone with the reload, the phone's storage is not. */
  async function comeBack(page: Page, path: string) {
    await page.reload();
    // Hydrated, the reloaded page has read the cart the page before left, and will not hand it on.
    await waitForHydration(page);
    await visit(page, path);
  }

  test("a regular who asked to be remembered gets the last order back in one tap, at today's prices", async ({
    page,
  }) => {
    await sendPickup(page, order, true);
    await comeBack(page, '/menu/');
    const cartBar = page.getByRole('region', { name: 'Your cart' });
    await cartBar.getByRole('button', { name: /^Order again/ }).click();
    const lines = linesOf(order);
    await expect(page.getByRole('region', { name: 'Your last order' })).toContainText(
      `Added ${lines.length} items from your last order, at today's prices.`,
    );
    await expect(cartBar.getByRole('link', { name: /View Cart/ })).toContainText(
      `${lines.length} items`,
    );
    await cartBar.getByRole('link', { name: /View Cart/ }).click();
    for (const line of lines) {
      await expect(page.getByRole('main')).toContainText(line.name);
    }
  });

  test('the empty cart offers it too, and Forget my details takes it away', async ({ page }) => {
    await sendPickup(page, one, true);
    await comeBack(page, '/order/');
    await expect(page.getByRole('heading', { name: /^Your last order, / })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Order again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Forget my details' }).click();
    await comeBack(page, '/menu/');
    await expect(page.getByRole('region', { name: 'Your cart' })).toContainText(
      'Add dishes to order on WhatsApp',
    );
  });

  test('nothing is kept without Remember my details', async ({ page }) => {
    await sendPickup(page, one, false);
    await comeBack(page, '/menu/');
    await expect(page.getByRole('button', { name: /Order again/ })).toHaveCount(0);
  });
});

test("the phone's Back goes from checkout to the cart, and from the cart to the place on the menu", async ({
  page,
}) => {
  await visit(page, '/menu/');
  await addFromMenu(page, otherOnePriceDish.name);
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('');
  const dish = page.getByRole('button', { name: `Add ${onePriceDish.name} to cart`, exact: true });
  await dish.scrollIntoViewIfNeeded();
  // Pressed where the finger lands: Playwright's own click would first scroll the page under the
  // bar, a scroll no finger makes, and the menu would rightly keep that place.
  await press(dish);
  await press(page.getByRole('link', { name: /View Cart/ }));
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(sitePath('/menu/'));
  await expect(dish).toBeInViewport();
});

test('the table cards: one per table, each QR code opening that table’s menu', async ({
  page,
  browser,
}) => {
  test.slow();
  await visit(page, '/tables/');
  const cards = page.getByRole('list', { name: 'Table cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(tables.length);
  await expectNoAxeViolations(page);
  // Read as a phone's camera would: the code drawn on a canvas, decoded from its pixels.
  const reader = await browser.newPage();
  for (const table of tables) {
    // In both languages: a Hindi reader at the table reads it too.
    const card = cards.filter({
      has: page.getByRole('heading', { name: `Table ${table} टेबल ${table}`, exact: true }),
    });
    await expect(card).toContainText(cafe.name);
    await expect(card).toContainText('Scan to order');
    await expect(card).toContainText('ऑर्डर करने के लिए स्कैन करें');
    const svg = await card
      .getByRole('img', { name: `QR code to order at table ${table}` })
      .evaluate((element) => element.outerHTML);
    const pixels = await reader.evaluate(async (markup) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup.includes('xmlns=') ? markup : markup.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"'))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.imageSmoothingEnabled = false;
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { data: [...data], width, height };
    }, svg);
    const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(code?.data).toBe(`${siteUrl}/menu/?table=${encodeURIComponent(table)}`);
  }
  await reader.close();
});
