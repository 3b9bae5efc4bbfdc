import { addFromMenu, expect, test, visit } from './fixtures';
import type { Page } from '@playwright/test';

function line(page: Page, text: string) {
  return page.getByRole('listitem').filter({ hasText: text });
}

test('an empty cart says so and links to the menu', async ({ page }) => {
  await visit(page, '/order/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
});

test('adding the same dish twice makes two lines', async ({ page }) => {
  await visit(page, '/menu/');
  await addFromMenu(page, 'Steam Momos');
  await addFromMenu(page, 'Steam Momos');
  await page.getByRole('link', { name: /View Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(line(page, 'Steam Momos')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Remove Steam Momos' })).toHaveCount(2);
});

test('steppers, remove and clear keep the totals right to the rupee', async ({ page }) => {
  await visit(page, '/menu/');
  await addFromMenu(page, 'Veg Chowmein', 'Half');
  await addFromMenu(page, 'Veg Chowmein', 'Full');
  await addFromMenu(page, 'Special Thali');
  await page.getByRole('link', { name: /View Cart/ }).click();

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Items3');
  await expect(summary).toContainText('Total₹430');

  const half = line(page, 'Half');
  await expect(half).toContainText('₹60 each');
  await page.getByRole('button', { name: 'Increase quantity of Veg Chowmein (Half)' }).click();
  await page.getByRole('button', { name: 'Increase quantity of Veg Chowmein (Half)' }).click();
  await expect(half).toContainText('Quantity 3');
  await expect(half).toContainText('Line total ₹180');
  await page.getByRole('button', { name: 'Increase quantity of Special Thali' }).click();
  await expect(summary).toContainText('Items6');
  await expect(summary).toContainText('Total₹810');
  await expect(page.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();

  await page.getByRole('button', { name: 'Decrease quantity of Veg Chowmein (Half)' }).click();
  await expect(half).toContainText('Quantity 2');
  await expect(summary).toContainText('Total₹750');

  await page.getByRole('button', { name: 'Remove Special Thali' }).click();
  await expect(line(page, 'Special Thali')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
  await expect(summary).toContainText('Total₹230');

  await page.getByRole('button', { name: 'Decrease quantity of Veg Chowmein (Full)' }).click();
  await expect(line(page, 'Full')).toHaveCount(0);
  await expect(summary).toContainText('Items2');
  await expect(summary).toContainText('Total₹120');

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test('the cart is kept across pages of the site and lost on reload', async ({ page }) => {
  await visit(page, '/menu/');
  await addFromMenu(page, 'Cold Coffee');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(line(page, 'Cold Coffee')).toContainText('₹70');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});
