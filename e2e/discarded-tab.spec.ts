import {
  addFromMenu,
  comeBackToDiscardedTab,
  expect,
  test,
  visit,
  waitForHydration,
} from './fixtures';
import { field } from './checkout-helpers';
import { onePriceDish } from '../test/dishes';

test('a tab the browser discarded in the background comes back with its cart and details', async ({
  page,
}) => {
  await visit(page, '/menu/');
  await addFromMenu(page, onePriceDish.name);
  await page.getByRole('link', { name: /View Cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await field(page, 'Name (required)').fill('Asha');

  // The customer switches to a UPI app, and Chrome discards the tab meanwhile.
  await comeBackToDiscardedTab(page);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(field(page, 'Name (required)')).toHaveValue('Asha');
});

test('the customer’s own reload still starts a new cart', async ({ page }) => {
  await visit(page, '/menu/');
  await addFromMenu(page, onePriceDish.name);
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
});
