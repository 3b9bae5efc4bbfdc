import type { Locator, Page, Request } from '@playwright/test';
import { cafe } from '../data/cafe';
import { delivery } from '../data/delivery';
import type { MenuItem } from '../data/menu';
import { cartReducer, cartTotal, lineTotal, type CartItem, type Size } from '../lib/order/cart';
import { lineLabel, sizeLabels } from '../lib/order/line-text';
import { emptyCustomer, type OrderType } from '../lib/order/checkout';
import { handOverText } from '../lib/order/hand-over';
import { handOverKey } from '../lib/offline/storage-keys';
import { deliveryFee, shortOfMinimum } from '../lib/order/delivery';
import { orderTypes } from '../lib/order/order-type';
import { formatRupees } from '../lib/order/money';
import { inStock, onePriceDishes } from '../test/dishes';
import { addFromMenu, expect, sitePath, visit } from './fixtures';

/** A dish and the size the customer picks, as the menu's add buttons offer it. */
export type Pick = { item: MenuItem; size?: Size };

/** The cart lines these picks make, through the cart's own reducer. */
export function linesOf(picks: Pick[]): CartItem[] {
  return picks.reduce<CartItem[]>(
    (lines, { item, size }, at) => cartReducer(lines, { type: 'add', item, size, at }),
    [],
  );
}

/**
 * The end of a message's Items block for dishes of this total: the fee line that a delivery
 * order carries when content/delivery.json sets a fee, then the total with the fee in it.
 */
export function totalLines(dishes: number, orderType: OrderType): string[] {
  const fee = deliveryFee(delivery, orderType, dishes);
  return [
    ...(orderTypes[orderType].paysDeliveryTerms && delivery.fee
      ? [`Delivery fee: ${fee === 0 ? 'Free' : formatRupees(fee)}`]
      : []),
    `*Total: ${formatRupees(dishes + fee)}*`,
  ];
}

/** The item lines and total of the message, in the message's format, from the cart's own figures. */
export function itemLines(lines: CartItem[], orderType: OrderType): string[] {
  return [
    ...lines.map(
      (line, index) =>
        `${index + 1}. ${lineLabel(line)} - ${formatRupees(line.price)} x ${line.quantity} = ${formatRupees(lineTotal(line))}`,
    ),
    '',
    ...totalLines(cartTotal(lines), orderType),
  ];
}

/**
 * Opens `path` with these lines already in the cart, as a page of the site hands its cart to the
 * next (lib/order/hand-over.ts): for a journey that starts from a cart, not from building one. It needs
 * the browser's own clock, as the hand-over reads how the page was loaded.
 */
export async function openWithCart(page: Page, path: string, lines: CartItem[]) {
  await page.goto(sitePath('/robots.txt'));
  await page.evaluate(({ key, text }) => sessionStorage.setItem(key, text), {
    key: handOverKey,
    text: handOverText(lines, emptyCustomer),
  });
  await visit(page, path);
}

/**
 * An order a delivery takes: one-price dishes in stock, in menu order, one of each, until their total
 * reaches the owner's minimum for delivery (one dish when there is none).
 */
export function deliverablePicks(): Pick[] {
  const picks: Pick[] = [];
  for (const item of onePriceDishes.filter(inStock)) {
    picks.push({ item });
    if (shortOfMinimum(delivery, 'delivery', cartTotal(linesOf(picks))) === 0) return picks;
  }
  throw new Error('The tests need one-price dishes enough for the minimum for delivery.');
}

export async function checkoutWith(page: Page, picks: Pick[]) {
  await visit(page, '/menu/');
  for (const { item, size } of picks)
    await addFromMenu(page, item.name, size && (sizeLabels[size] as 'Half' | 'Full'));
  await page.getByRole('link', { name: /View Cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
}

/** The text a wa.me link carries, after checking that it opens the cafe's chat. */
export function decodedText(link: string): string {
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${cafe.whatsapp}`);
  return url.searchParams.get('text') ?? '';
}

export function field(page: Page, name: string | RegExp): Locator {
  return page.getByRole('textbox', { name });
}

/** Presses Tab until the target has focus, as a keyboard user would, and fails if it never does. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The exact message the checkout screen will send, read from its preview. */
export async function previewText(page: Page): Promise<string> {
  const summary = page.getByText('Preview your order message');
  const details = page.locator('details').filter({ has: summary });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await summary.click();
  }
  return details.locator('pre').evaluate((element) => element.textContent ?? '');
}

/** Waits for WhatsApp to be opened and returns the link it was opened with. */
export async function openedLink(page: Page, press: () => Promise<void>): Promise<string> {
  // The new tab opens without an opener, so its address is read from its first request: a tab
  // opened by this press, not one an earlier press opened, which may ask for its page again late.
  const open = new Set(page.context().pages());
  const fromNewTab = (sent: Request) => {
    try {
      return !open.has(sent.frame().page());
    } catch {
      return true; // a new tab's first request comes before its frame
    }
  };
  const request = page
    .context()
    .waitForEvent('request', (sent) => sent.url().startsWith('https://wa.me/') && fromNewTab(sent));
  await press();
  return (await request).url();
}

/** Counts the page's calls to window.open from now on; read the count with openCount. */
export async function countOpens(page: Page) {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    const counter = window as unknown as { opens: number };
    counter.opens = 0;
    window.open = (...args: Parameters<typeof window.open>) => {
      counter.opens++;
      return open(...args);
    };
  });
}

export function openCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { opens: number }).opens);
}
