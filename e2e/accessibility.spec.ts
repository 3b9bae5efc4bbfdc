import { nameIn } from '../lib/site/locale';
import { formatRupees } from '../lib/order/money';
import { fill } from '../lib/words/fill';
import { halfAndFullDish, onePriceDish, priceOf } from '../test/dishes';
import { cafeOrderLanguage } from '../lib/order/order-language';
import { middayOnOpenDay } from '../test/hours';
import { addFromMenu, expect, test, visit } from './fixtures';
import { expectNoAxeViolations, tabTo } from './page-checks';

test.describe('states', () => {
  test('menu with a search, a dish in the cart, and with no match', async ({ page }) => {
    // axe reads the whole menu twice.
    test.slow();
    await visit(page, '/menu/');
    await addFromMenu(page, onePriceDish.name);
    await expect(page.getByRole('link', { name: /View Cart/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('qqqqqq');
    await expect(page.getByText('No items found')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('cart review, and checkout with an error', async ({ page }) => {
    await visit(page, '/menu/');
    await addFromMenu(page, halfAndFullDish.name, 'Full');
    await page.getByRole('link', { name: /View Cart/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const name = page.getByRole('textbox', { name: 'Name (required)' });
    await name.focus();
    await name.blur();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the mobile menu, open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe('keyboard alone @desktop', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await visit(page, '/menu/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('every control shows where the focus is', async ({ page }) => {
    await visit(page, '/');
    const stops = 25;
    const visited = new Set<string>();
    for (let presses = 0; presses < stops; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        const { x, y } = element.getBoundingClientRect();
        return {
          tag: element.tagName,
          where: `${element.tagName} ${element.textContent?.trim()} ${x + window.scrollX},${y + window.scrollY}`,
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
        };
      });
      // Focus falling back to the page before the last stop would skip the check of the rest.
      expect(focused.tag, `Tab ${presses + 1} of ${stops} reaches a control`).not.toBe('BODY');
      expect(focused.style, `${focused.where} has a focus outline`).not.toBe('none');
      expect(focused.width, `${focused.where} has a 2px outline`).toBeGreaterThanOrEqual(2);
      visited.add(focused.where);
    }
    expect(visited.size, 'distinct controls reached').toBe(stops);
  });

  test.describe('to WhatsApp', () => {
    // At the cafe's midday: near closing, Send asks before an order for as soon as possible.
    test.use({ cafeTime: middayOnOpenDay });
    test('a whole order, from the menu to WhatsApp, without a mouse', async ({ page, context }) => {
      const dish = onePriceDish;
      await visit(page, '/menu/');
      const search = page.getByRole('searchbox', { name: 'Search the menu' });
      await tabTo(page, search);
      await page.keyboard.type(dish.name.toLowerCase());
      await tabTo(
        page,
        page.getByRole('button', { name: `Add ${dish.name} to cart`, exact: true }),
      );
      await page.keyboard.press('Enter');
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

      await tabTo(page, page.getByRole('link', { name: /View Cart/ }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: `Increase quantity of ${dish.name}` }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();

      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: 'Name (required)' })).toBeFocused();
      await page.keyboard.type('Asha');
      await page.keyboard.press('Tab');
      await page.keyboard.type('94150 12345');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: 'Home Delivery' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: 'Pickup' })).toBeChecked();

      const request = context.waitForEvent('request', (sent) =>
        sent.url().startsWith('https://wa.me/'),
      );
      await tabTo(page, page.getByRole('button', { name: 'Order via WhatsApp' }));
      await page.keyboard.press('Enter');
      const text = new URL((await request).url()).searchParams.get('text');
      const price = priceOf(dish);
      // In the language the cafe takes orders in.
      const { locale, words } = cafeOrderLanguage;
      const [each, total] = [formatRupees(price), formatRupees(price * 2)];
      const dishName = nameIn(locale, dish);
      expect(text).toContain(
        fill(words.item, { number: 1, dish: dishName, price: each, quantity: 2, total }),
      );
      expect(text).toContain(fill(words.type, { type: words.orderType.labels.pickup }));
    });
  });
});

test.describe('with less motion', () => {
  test('reduced motion turns transitions off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/menu/');
    const duration = await page
      .getByRole('button', { name: `Add ${onePriceDish.name} to cart`, exact: true })
      .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    expect(duration).toBeLessThan(0.001);
  });
});
