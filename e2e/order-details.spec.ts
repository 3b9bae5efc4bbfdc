import { en } from '../lib/words/en';
import type { Page } from '@playwright/test';
import {
  emptyCustomer,
  fieldLimits,
  refusalMessage,
  type CustomerDetails,
} from '../lib/order/checkout';
import type { LocationProblem } from '../lib/order/location';
import { nameIn } from '../lib/site/locale';
import { splitCharacters } from '../lib/order/text';
import { orderLink } from '../lib/order/whatsapp';
import { fill } from '../lib/words/fill';
import {
  checkoutWith,
  countOpens,
  decodedText,
  field,
  linesOf,
  openCount,
  openedLink,
  previewText,
  tabTo,
  type Pick,
} from './checkout-helpers';
import { halfAndFullDish, onePriceDish, onePriceDishes } from '../test/dishes';
import { cafeClock, middayOnOpenDay, onCafeClock } from '../test/hours';
import { cafeOrderLanguage } from '../lib/order/order-language';
import { addFromMenu, expect, test, visit } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

// The message of an order for now: the browser's clock shows midday on a day the cafe opens.
test.use({ cafeTime: middayOnOpenDay });

// The message's format is lib/order/whatsapp.test.ts's to pin, and e2e/checkout.spec.ts follows one order
// into the link line by line. These journeys test what only a browser shows: the form, the phone's
// location, the clipboard, and what typed text does on its way into the link.
const picks: Pick[] = [{ item: onePriceDish }, { item: halfAndFullDish, size: 'full' }];

/**
 * The message lib/order/whatsapp.ts makes of these details and the picks, in the cafe's language: what
 * the link must carry.
 */
function messageFor(customer: CustomerDetails, chosen: Pick[] = picks): string {
  return orderLink(customer, linesOf(chosen), new Date(), cafeOrderLanguage).message;
}

/** What the checkout says when the customer's location could not be added. */
function locationProblemText(problem: LocationProblem): string {
  const { problem: said, reasons } = en.checkout.location;
  return fill(said, { reason: reasons[problem] });
}

const position = { latitude: 25.4358, longitude: 81.8463 };
const sendButton = (page: Page) => page.getByRole('button', { name: 'Order via WhatsApp' });

async function fillDetails(page: Page, customer: CustomerDetails) {
  await field(page, 'Name (required)').fill(customer.name);
  await field(page, 'Phone number (required)').fill(customer.phone);
  if (customer.orderType === 'pickup') await page.getByRole('radio', { name: 'Pickup' }).check();
  else await field(page, 'Delivery address (required)').fill(customer.address);
  await field(page, 'Cooking instructions (optional)').fill(customer.instructions);
}

/** Presses send and returns the one link WhatsApp was opened with. */
function sendAndRead(page: Page): Promise<string> {
  return openedLink(page, () => sendButton(page).click());
}

const asha: CustomerDetails = {
  ...emptyCustomer,
  name: 'Asha & "Ravi"',
  phone: '+91 94150-12345',
  address: 'Flat 4 + 5, 100% Lane?\nNear the Hanuman temple',
};

test.describe('cooking instructions', () => {
  test('reach WhatsApp exactly as typed, markup and all, never run as markup', async ({ page }) => {
    await checkoutWith(page, picks);
    const instructions = field(page, 'Cooking instructions (optional)');
    await expect(instructions).toHaveAttribute('placeholder', 'less spicy, no onion');
    const customer = { ...asha, instructions: '  less spicy & <b>no</b> onion #2\n100% veg  ' };
    await fillDetails(page, customer);
    expect(await previewText(page)).toBe(messageFor(customer));
    await expect(page.locator('details pre b')).toHaveCount(0);

    const sent = decodedText(await sendAndRead(page));
    expect(sent).toBe(messageFor(customer));
    const typed = 'less spicy & <b>no</b> onion #2\n100% veg';
    expect(sent).toContain(
      `${fill(cafeOrderLanguage.words.instructions, { instructions: typed })}\n`,
    );
  });

  test('show a count near the limit and an error past it, keeping every character', async ({
    page,
  }) => {
    await checkoutWith(page, picks);
    await fillDetails(page, asha);
    const instructions = field(page, 'Cooking instructions (optional)');
    const limit = fieldLimits.instructions;
    await instructions.fill('x'.repeat(limit - 1));
    await expect(instructions).toHaveAccessibleDescription(`${limit - 1} of ${limit} characters`);
    // The chilli is one character to the customer, made of two code points.
    const typed = 'x'.repeat(limit) + ' 🌶️';
    await instructions.fill(typed);
    await expect(instructions).toHaveValue(typed);
    await expect(instructions).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(`Cooking instructions are too long: ${limit + 2} of ${limit} characters.`),
    ).toBeVisible();
    await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('the delivery location', () => {
  test('granted: added right after the address, removable, dropped for pickup', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(position);
    await checkoutWith(page, picks);
    await fillDetails(page, asha);
    const address = field(page, 'Delivery address (required)');
    await expect(address).toHaveAccessibleDescription(
      /house or flat number, street, and a landmark/i,
    );

    await page.getByRole('button', { name: 'Share my location' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Location added' })).toBeVisible();
    const withPin = messageFor({ ...asha, location: position });
    expect(await previewText(page)).toBe(withPin);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remove location' }).click();
    await expect(page.getByRole('button', { name: 'Share my location' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Location removed.' })).toBeVisible();
    expect(await previewText(page)).toBe(messageFor(asha));

    await page.getByRole('button', { name: 'Share my location' }).click();
    await expect(page.getByRole('button', { name: 'Remove location' })).toBeVisible();
    await page.getByRole('radio', { name: 'Pickup' }).check();
    expect(await previewText(page)).toBe(messageFor({ ...asha, orderType: 'pickup' }));
  });

  test('refused: says why, keeps the address, and the order still goes', async ({ page }) => {
    await checkoutWith(page, picks);
    await fillDetails(page, asha);
    await page.getByRole('button', { name: 'Share my location' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: locationProblemText('denied') }),
    ).toBeVisible();
    await expect(field(page, 'Delivery address (required)')).toHaveValue(asha.address);
    await expectNoAxeViolations(page);
    expect(decodedText(await sendAndRead(page))).toBe(messageFor(asha));
  });

  for (const [code, problem] of [
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const) {
    test(`a location problem (${problem}) is explained, after asking for at most 10 s`, async ({
      page,
    }) => {
      // Chromium cannot be made to lose the position or time out: the browser's answer is stood in for.
      await page.addInitScript((errorCode) => {
        navigator.geolocation.getCurrentPosition = (_found, failed, options) => {
          Object.assign(window, { askedWith: options });
          failed?.({ code: errorCode, message: '' } as GeolocationPositionError);
        };
      }, code);
      await checkoutWith(page, picks);
      await fillDetails(page, asha);
      await page.getByRole('button', { name: 'Share my location' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: locationProblemText(problem) }),
      ).toBeVisible();
      await expect(field(page, 'Delivery address (required)')).toHaveValue(asha.address);
      await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'false');
      const asked = await page.evaluate(
        () => (window as unknown as { askedWith?: PositionOptions }).askedWith,
      );
      expect(asked?.timeout).toBeLessThanOrEqual(10_000);
    });
  }

  test('a browser without geolocation is told so', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
    });
    await checkoutWith(page, picks);
    await page.getByRole('button', { name: 'Share my location' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: locationProblemText('unsupported') }),
    ).toBeVisible();
  });
});

test.describe('the order preview and Copy order', () => {
  test('copies exactly the message that would be sent', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await checkoutWith(page, picks);
    const customer = { ...asha, instructions: 'no onion' };
    await fillDetails(page, customer);
    const expected = messageFor(customer);
    expect(await previewText(page)).toBe(expected);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Copy order' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Copied\./ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    // Once the order changes, the copy is no longer the order.
    await field(page, 'Name (required)').fill('Asha Verma');
    await expect(page.getByRole('status').filter({ hasText: /^Copied\./ })).toHaveCount(0);
  });

  test('a refused clipboard selects the message and says how to copy it', async ({ page }) => {
    // Chromium lets a click copy without asking; other browsers and policies refuse.
    await page.addInitScript(() => {
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        value: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await checkoutWith(page, picks);
    await fillDetails(page, asha);
    await page.getByRole('button', { name: 'Copy order' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'press Ctrl+C, or long-press it and choose Copy' }),
    ).toBeVisible();
    await expect(page.locator('details pre')).toBeVisible();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(messageFor(asha));
  });
});

test('one press opens WhatsApp once, however fast the second press comes', async ({ page }) => {
  await countOpens(page);
  // After closing, with a clock that can stand still: the order is for the first time offered.
  const closed = onCafeClock(cafeClock.afterClosing).getTime();
  await page.clock.install({ time: closed });
  await checkoutWith(page, picks);
  await fillDetails(page, { ...asha, orderType: 'pickup' });

  // Time stands still: the second press of a double tap comes while Send still checks.
  await page.clock.pauseAt(closed + 60_000);
  const link = await openedLink(page, () => sendButton(page).dblclick());
  // The order has gone: its dishes left the cart, and no press of Send can send them again.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Order sent to WhatsApp' }),
  ).toBeVisible();
  await expect(sendButton(page)).toHaveCount(0);
  expect(await openCount(page)).toBe(1);

  // Sending it again is the customer's own choice, asked first, and sends the same order.
  await page.getByRole('button', { name: 'Send again' }).click();
  const again = page.getByRole('alertdialog').getByRole('button', { name: 'Yes, send' });
  // Sent for the time the page offered, which Send again sends too.
  expect(decodedText(link)).toMatch(/\*Pickup at \d+:\d\d [AP]M, /);
  expect(decodedText(await openedLink(page, () => again.click()))).toBe(decodedText(link));
  expect(await openCount(page)).toBe(2);
});

test.describe('limits', () => {
  const over = {
    name: 'n'.repeat(fieldLimits.name + 5),
    phone: '9'.repeat(fieldLimits.phone + 1),
    address: 'a'.repeat(fieldLimits.address + 2),
  };

  test('each field says it is too long, keeps what was typed and blocks sending', async ({
    page,
  }) => {
    await countOpens(page);
    await checkoutWith(page, picks);
    await fillDetails(page, { ...asha, ...over });
    const { name, phone, address } = fieldLimits;
    for (const [key, label, error] of [
      ['name', 'Name (required)', `Name is too long: ${name + 5} of ${name} characters.`],
      [
        'phone',
        'Phone number (required)',
        `Phone number is too long: ${phone + 1} of ${phone} characters.`,
      ],
      [
        'address',
        'Delivery address (required)',
        `Delivery address is too long: ${address + 2} of ${address} characters.`,
      ],
    ] as const) {
      const input = field(page, label);
      await expect(input).toHaveValue(over[key]);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(error)).toBeVisible();
    }
    await expect(sendButton(page)).toHaveAccessibleDescription(
      `To send your order, shorten your name (${name + 5} of ${name} characters), phone number (${phone + 1} of ${phone} characters) and delivery address (${address + 2} of ${address} characters).`,
    );
    await expectNoAxeViolations(page);

    await sendButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(field(page, 'Name (required)')).toBeFocused();
    expect(await openCount(page)).toBe(0);

    await field(page, 'Name (required)').fill('n'.repeat(fieldLimits.name));
    await expect(page.getByText(/^Name is too long/)).toHaveCount(0);
  });

  test('a megabyte pasted into a field is refused with a message, and the form carries on', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await checkoutWith(page, picks);
    await fillDetails(page, { ...asha, instructions: 'no onion' });
    const instructions = field(page, 'Cooking instructions (optional)');
    const megabyte = 'x'.repeat(1024 * 1024);
    await page.evaluate((text) => navigator.clipboard.writeText(text), megabyte);
    await instructions.press('End');
    await instructions.press('ControlOrMeta+V');

    const refusal = page.getByText(refusalMessage('instructions', en.checkout.fields), {
      exact: true,
    });
    await expect(refusal).toBeVisible();
    await expect(instructions).toHaveValue('no onion');
    await expect(instructions).toHaveAccessibleDescription(
      refusalMessage('instructions', en.checkout.fields),
    );
    await expect(instructions).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(page);

    // Put in some other way than a paste (a drop, a keyboard's own paste), it is refused too.
    await instructions.fill(megabyte);
    await expect(instructions).toHaveValue('no onion');
    await expect(refusal).toBeVisible();

    await instructions.press('End');
    await instructions.pressSequentially(', less spicy');
    await expect(instructions).toHaveValue('no onion, less spicy');
    await expect(refusal).toHaveCount(0);
    expect(decodedText(await sendAndRead(page))).toBe(
      messageFor({ ...asha, instructions: 'no onion, less spicy' }),
    );
  });

  test('long unbroken text in the preview does not make a phone scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await checkoutWith(page, picks);
    await fillDetails(page, {
      ...asha,
      name: 'n'.repeat(fieldLimits.name + 5),
      instructions: 'x'.repeat(fieldLimits.instructions),
    });
    await previewText(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('60 lines and a Devanagari address at its limit: sent or copied, never cut', async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sixty: Pick[] = Array.from({ length: 60 }, (_, index) => ({
      item: onePriceDishes[index % onePriceDishes.length]!,
    }));
    const phrase = 'मकान नंबर १२, गली ४, हनुमान मंदिर के पास, सिविल लाइंस, प्रयागराज। ';
    // Ends on a danda, not on a space that the message would trim.
    const address =
      splitCharacters(phrase.repeat(20))
        .slice(0, fieldLimits.address - 1)
        .join('') + '।';
    expect(splitCharacters(address)).toHaveLength(fieldLimits.address);
    const customer = { ...asha, address, instructions: 'कम मिर्च' };

    await countOpens(page);
    await checkoutWith(page, sixty);
    await fillDetails(page, customer);
    await expect(field(page, 'Delivery address (required)')).toHaveValue(address);
    await expect(page.getByText(/too long: /)).toHaveCount(0);

    const {
      message: expected,
      url: link,
      fits,
    } = orderLink(customer, linesOf(sixty), new Date(), cafeOrderLanguage);
    if (fits) {
      expect(decodedText(await sendAndRead(page))).toBe(expected);
    } else {
      await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
      await expect(sendButton(page)).toHaveAccessibleDescription(
        new RegExp(
          `too long to open in WhatsApp: its link would be ${link.length.toLocaleString('en-IN')} characters`,
        ),
      );
      await sendButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Copy order' })).toBeFocused();
      expect(await openCount(page)).toBe(0);
    }
    await page.getByRole('button', { name: 'Copy order' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Copied\./ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(await previewText(page)).toBe(expected);
  });
});

test('a lone surrogate pasted into a field reaches WhatsApp as U+FFFD, without a crash', async ({
  page,
}) => {
  // Playwright's fill and type turn a lone surrogate into U+FFFD before the page sees it, so the
  // browser's own editing command inserts one, as a paste from another app would.
  await checkoutWith(page, picks);
  await fillDetails(page, { ...asha, orderType: 'pickup', name: 'Asha ' });
  await field(page, 'Name (required)').evaluate((input) => {
    (input as HTMLInputElement).focus();
    document.execCommand('insertText', false, `${String.fromCharCode(0xd83d)}x`);
  });
  const typed = await field(page, 'Name (required)').inputValue();
  expect(typed.charCodeAt(5)).toBe(0xd83d);
  expect(decodedText(await sendAndRead(page))).toBe(
    messageFor({ ...asha, orderType: 'pickup', name: 'Asha \uFFFDx' }),
  );
});

test('keyboard alone reaches every new control', async ({ page, context }) => {
  await context.grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write']);
  await context.setGeolocation(position);
  await checkoutWith(page, picks);
  await fillDetails(page, asha);

  await tabTo(page, page.getByRole('button', { name: 'Share my location' }));
  await page.keyboard.press('Enter');
  const remove = page.getByRole('button', { name: 'Remove location' });
  await expect(remove).toBeVisible();
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Share my location' })).toBeFocused();

  await tabTo(page, field(page, 'Cooking instructions (optional)'));
  await page.keyboard.type('less spicy');

  const summary = page.getByText('Preview your order message');
  await tabTo(page, summary);
  await page.keyboard.press('Enter');
  await expect(page.locator('details pre')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Copy order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Copied\./ })).toBeVisible();

  await tabTo(page, sendButton(page));
  const link = await openedLink(page, () => page.keyboard.press('Enter'));
  expect(decodedText(link)).toContain(
    fill(cafeOrderLanguage.words.instructions, { instructions: 'less spicy' }),
  );
});

test.describe('the error page', () => {
  // React reports the error it caught on the console.
  test.use({ allowConsoleErrors: true });

  async function breakCheckout(page: Page) {
    // Breaks, on demand, a browser API that checkout calls while it renders: encoding the order
    // for the WhatsApp link (which names the dish), and nothing else the page encodes meanwhile.
    await page.addInitScript(
      (dish) => {
        const flags = window as unknown as { breakEncoding?: boolean };
        const native = window.encodeURIComponent;
        window.encodeURIComponent = (text) => {
          if (flags.breakEncoding && String(text).includes(dish)) {
            throw new Error('encodeURIComponent broke');
          }
          return native(text);
        };
      },
      // The dish as the message names it, in the language the cafe takes orders in.
      nameIn(cafeOrderLanguage.locale, onePriceDish),
    );
    await visit(page, '/menu/');
    await addFromMenu(page, onePriceDish.name);
    await page.getByRole('link', { name: /View Cart/ }).click();
    // Checkout once as it should be, so that its code is loaded before the API breaks.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('button', { name: 'Back to Cart' }).click();
    await page.evaluate(() => {
      (window as unknown as { breakEncoding?: boolean }).breakEncoding = true;
    });
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeFocused();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { breakEncoding?: boolean }).breakEncoding = false;
    });
  }

  test('keeps the header, the cart and the footer, and Try again recovers', async ({ page }) => {
    await breakCheckout(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });

  test('leads back to the menu with the cart kept', async ({ page }) => {
    await breakCheckout(page);
    await page.getByRole('link', { name: 'Back to the menu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }),
    ).toBeVisible();
  });
});
