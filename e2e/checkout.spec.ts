import { cafe } from '../data/cafe';
import { delivery } from '../data/delivery';
import { cartReducer, cartTotal } from '../lib/order/cart';
import { shortOfMinimum } from '../lib/order/delivery';
import {
  checkoutWith,
  decodedText,
  itemLines,
  linesOf,
  openedLink,
  type Pick,
} from './checkout-helpers';
import { halfAndFullDish, onePriceDish, otherOnePriceDish } from '../test/dishes';
import { expect, test } from './fixtures';
import { cafeClock, dayOffText, middayOnOpenDay, onCafeClock, onDayOff } from '../test/hours';
import { hindiOrders, ordersInEnglish } from '../test/order-language';

// The message of an order for now: the browser's clock shows midday on a day the cafe opens.
test.use({ cafeTime: middayOnOpenDay });

const one: Pick[] = [{ item: onePriceDish }];

test('the send button waits for name, phone and, for delivery, the address', async ({ page }) => {
  await checkoutWith(page, one);
  const send = page.getByRole('button', { name: 'Order via WhatsApp' });
  await expect(send).toBeDisabled();
  // Then what the owner's minimum for delivery still asks, if it holds this order back.
  await expect(send).toHaveAccessibleDescription(
    /^To send your order, fill in your name, phone number and delivery address\.( Minimum order|$)/,
  );
  await expect(page.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();

  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Asha');
  await page.getByRole('textbox', { name: 'Phone number (required)' }).fill('  ');
  await expect(send).toHaveAccessibleDescription(
    /^To send your order, fill in your phone number and delivery address\.( Minimum order|$)/,
  );
  await page.getByRole('textbox', { name: 'Phone number (required)' }).fill('94150 12345');
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: 'Delivery address (required)' }).fill('4 Park Street');
  // Unless the owner's minimum for delivery holds it back (order-page.spec.ts).
  const short = shortOfMinimum(delivery, 'delivery', cartTotal(linesOf(one)));
  if (short === 0) await expect(send).toBeEnabled();
  else await expect(send).toHaveAccessibleDescription(/^Minimum order for delivery/);

  await page.getByRole('textbox', { name: 'Delivery address (required)' }).fill('');
  await expect(send).toBeDisabled();
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await expect(page.getByRole('textbox', { name: /Delivery address/ })).toHaveCount(0);
  await expect(send).toBeEnabled();
});

test('pressing the send button too early marks every missing field', async ({ page }) => {
  await checkoutWith(page, one);
  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Asha');
  // A real tap reaches the button, which is only aria-disabled; Playwright's click would wait.
  await page.getByRole('button', { name: 'Order via WhatsApp' }).focus();
  await page.keyboard.press('Enter');
  const phone = page.getByRole('textbox', { name: 'Phone number (required)' });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription('Please enter your phone number.');
  await expect(page.getByText('Please enter your delivery address.')).toBeVisible();
  await expect(page.getByText('Please enter your name.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Order sent to WhatsApp' })).toHaveCount(
    0,
  );
});

test('a field left empty says what it needs', async ({ page }) => {
  await checkoutWith(page, one);
  const name = page.getByRole('textbox', { name: 'Name (required)' });
  await name.focus();
  await name.blur();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your name.');
  await name.fill('Asha');
  await expect(name).not.toHaveAttribute('aria-invalid');
});

// The customer journey npm run test:content walks after a change to content/.
test(
  'a delivery order opens WhatsApp with every line of the order',
  { tag: '@content' },
  async ({ page, context }) => {
    test.skip(!ordersInEnglish, hindiOrders);
    const picks: Pick[] = [
      { item: halfAndFullDish, size: 'half' },
      { item: onePriceDish },
      { item: halfAndFullDish, size: 'half' },
    ];
    await checkoutWith(page, picks);
    await page.getByRole('button', { name: 'Back to Cart' }).click();
    await page.getByRole('button', { name: `Increase quantity of ${onePriceDish.name}` }).click();
    const picked = linesOf(picks);
    const lines = cartReducer(picked, { type: 'setQuantity', id: picked[1]!.id, quantity: 2 });
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await page.getByRole('textbox', { name: 'Name (required)' }).fill('Asha & "Ravi" <b>#1</b>');
    await page.getByRole('textbox', { name: 'Phone number (required)' }).fill('+91 94150-12345');
    await page
      .getByRole('textbox', { name: 'Delivery address (required)' })
      .fill('Flat 4 + 5, 100% Lane?\nNear temple 🛕 & park');

    const popup = page.waitForEvent('popup');
    const request = context.waitForEvent('request', (sent) =>
      sent.url().startsWith('https://wa.me/'),
    );
    await page.getByRole('button', { name: 'Order via WhatsApp' }).click();
    await popup;
    const opened = (await request).url();

    expect(decodedText(opened).split('\n')).toEqual([
      `*New order for ${cafe.name}*`,
      '',
      'Name: Asha & "Ravi" <b>#1</b>',
      'Phone: +91 94150-12345',
      'Order type: Home Delivery',
      'Address: Flat 4 + 5, 100% Lane?',
      'Near temple 🛕 & park',
      '',
      'Items:',
      ...itemLines(lines, 'delivery'),
      '',
      'Please confirm my order.',
    ]);

    // The order is a record now, and the cart is empty for whatever comes next.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order sent to WhatsApp' }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: /^Sent at / })).toContainText(
      halfAndFullDish.name,
    );
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  },
);

test('a pickup order leaves the address out', async ({ page }) => {
  test.skip(!ordersInEnglish, hindiOrders);
  const picks: Pick[] = [{ item: onePriceDish }, { item: otherOnePriceDish }];
  await checkoutWith(page, picks);
  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Ravi');
  await page.getByRole('textbox', { name: 'Phone number (required)' }).fill('9415012345');
  await page.getByRole('radio', { name: 'Pickup' }).check();
  const link = await openedLink(page, () =>
    page.getByRole('button', { name: 'Order via WhatsApp' }).click(),
  );
  expect(decodedText(link).split('\n')).toEqual([
    `*New order for ${cafe.name}*`,
    '',
    'Name: Ravi',
    'Phone: 9415012345',
    'Order type: Pickup',
    '',
    'Items:',
    ...itemLines(linesOf(picks), 'pickup'),
    '',
    'Please confirm my order.',
  ]);
});

test('Back to Cart keeps what was typed', async ({ page }) => {
  await checkoutWith(page, one);
  await page.getByRole('textbox', { name: 'Name (required)' }).fill('Asha');
  await page.getByRole('radio', { name: 'Pickup' }).check();
  await page.getByRole('button', { name: 'Back to Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Asha');
  await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();
});

test('checkout shows the payment options and copies the UPI ID', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await checkoutWith(page, one);
  const payment = page.getByRole('region', { name: 'Payment Options' });
  await expect(payment.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  await expect(payment).toContainText(cafe.upiId);
  await expect(payment.getByRole('heading', { name: 'Cash on delivery' })).toBeVisible();
  await payment.getByRole('button', { name: 'Copy UPI ID' }).click();
  await expect(payment.getByRole('status')).toHaveText(`Copied ${cafe.upiId}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cafe.upiId);
});

test.describe('while the cafe is closed', () => {
  test('on its weekly day off, it says the day it opens again', async ({ page }) => {
    if (!onDayOff)
      return test.skip(true, 'The cafe opens every day (closedOn in content/cafe.json).');
    await page.clock.setFixedTime(onDayOff);
    await checkoutWith(page, one);
    await expect(
      page.getByText(`We are closed now and open at ${dayOffText.reopens}.`, { exact: false }),
    ).toBeVisible();
  });

  test('nothing is said while it is open', async ({ page }) => {
    await page.clock.setFixedTime(onCafeClock(cafeClock.midday));
    await checkoutWith(page, one);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText(/We are closed now/)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  });
});
