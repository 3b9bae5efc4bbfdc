import { en } from '../lib/words/en';
import { cafe } from '../data/cafe';
import { formatHours } from '../lib/site/opening-hours';
import { expect, sitePath, test, visit } from './fixtures';
import { openDaysText } from '../test/hours';
import { smallPhone } from './menu-page';

const links = [
  { name: 'Home', path: '/', heading: new RegExp(cafe.name) },
  { name: 'Menu', path: '/menu/', heading: 'Our Menu' },
  { name: 'Order Online', path: '/order/', heading: 'Your Cart is Empty' },
  { name: 'About Us', path: '/about/', heading: `About ${cafe.name}` },
  { name: 'Contact', path: '/contact/', heading: 'Contact Us' },
];

test.describe('on a wide screen @desktop', () => {
  test('the header links reach every page and mark the current one', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const { name, path, heading } of links) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(sitePath(path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);
    }
  });
});

test('the logo leads home and Order Now calls the cafe', async ({ page }) => {
  await visit(page, '/about/');
  const header = page.getByRole('banner');
  // Named apart from the Order Now links that lead to the order page.
  await expect(
    header.getByRole('link', { name: 'Order Now by phone', exact: true }),
  ).toHaveAttribute('href', `tel:${cafe.phones[0]?.tel}`);
  // The mark beside the name is silent, so the link is named once, by the name alone.
  const home = header.getByRole('link', { name: cafe.name, exact: true });
  const mark = home.locator('img');
  await expect(mark).toHaveAttribute('alt', '');
  await expect
    .poll(() => mark.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await home.click();
  await expect(page).toHaveURL(sitePath('/'));
});

test('the cart icon leads to the order page and shows no badge when empty', async ({ page }) => {
  await visit(page, '/');
  const cart = page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' });
  await expect(cart).toHaveText('');
  await cart.click();
  await expect(page).toHaveURL(sitePath('/order/'));
});

test('the footer has quick links, contact, hours, media partner and copyright', async ({
  page,
}) => {
  await visit(page, '/menu/');
  const footer = page.getByRole('contentinfo');
  const mark = footer.getByText(cafe.name, { exact: true }).locator('img');
  await expect(mark).toHaveAttribute('alt', '');
  await expect
    .poll(() => mark.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const quickLinks = footer.getByRole('navigation', { name: 'Quick links' });
  for (const { name, path } of links) {
    await expect(quickLinks.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      sitePath(path),
    );
  }
  await expect(
    footer.getByRole('link', { name: `Call ${cafe.phones[0]?.display}` }),
  ).toHaveAttribute('href', `tel:${cafe.phones[0]?.tel}`);
  await expect(footer.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
    'href',
    `https://wa.me/${cafe.whatsapp}`,
  );
  await expect(footer.getByRole('link', { name: `Instagram @${cafe.instagram}` })).toBeVisible();
  await expect(footer).toContainText(formatHours(cafe.hours, en.hours));
  await expect(footer).toContainText(openDaysText);
  await expect(footer.getByRole('heading', { name: 'Media partner' })).toBeVisible();
  await expect(footer).toContainText(`© 2024 ${cafe.name}`);
});

test.describe('on the small phone the issue measured it on', () => {
  test.use({ viewport: smallPhone.viewport });

  test('the footer is at most 520 px tall, with every part the spec names', async ({ page }) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const { height } = (await footer.boundingBox())!;
    // Within a whole pixel: a box's height may come out a fraction over the pixels it covers.
    expect(Math.round(height)).toBeLessThanOrEqual(520);
    await expect(footer.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    for (const heading of ['Contact', 'Opening hours', 'Media partner']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: cafe.mediaPartner.name })).toBeVisible();
    await expect(footer).toContainText(`© 2024 ${cafe.name}`);
  });
});

test.describe('on a phone', () => {
  test('the links fold behind a toggle that opens, closes on Escape and on a choice', async ({
    page,
  }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-nav');

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('leaving by the cart icon closes the menu too', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Cart, 0 items' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeHidden();
  });

  test('Order Now and the cart stay in the header', async ({ page }) => {
    await visit(page, '/contact/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Order Now' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });
});
