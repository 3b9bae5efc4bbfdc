import { cafe } from '@/data/cafe';
import { menu } from '@/data/menu';
import { formatRupees } from '@/lib/money';
import { expect, test, visit } from './fixtures';
import {
  expectHeadingOutline,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  ist,
} from './page-checks';

const favourites = ['Kulhad Tea', 'CPC Special Chowmein', 'Steam Momos'];

function menuPrice(name: string) {
  return menu.flatMap((category) => category.items).find((item) => item.name === name)?.price;
}

test('the hero names the cafe and leads to ordering and the menu', async ({ page }) => {
  await visit(page, '/');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(cafe.name);
  await expect(main.getByRole('link', { name: 'Order Now', exact: true })).toHaveAttribute(
    'href',
    '/order/',
  );
  await expect(main.getByRole('link', { name: 'View Menu' })).toHaveAttribute('href', '/menu/');

  await main.getByRole('link', { name: 'View Menu' }).click();
  await expect(page).toHaveURL(/\/menu\/$/);
});

test('three feature cards say why to choose the cafe', async ({ page }) => {
  await visit(page, '/');
  const features = page.getByRole('region', { name: `Why people love ${cafe.name}` });
  await expect(features.getByRole('listitem')).toHaveCount(3);
  await expect(features.getByRole('heading', { level: 3 })).toHaveCount(3);
});

test('the customer favourites show their menu prices and an Order Now link each', async ({
  page,
}) => {
  await visit(page, '/');
  const section = page.getByRole('region', { name: 'Customer favourites' });
  await expect(section.getByRole('article')).toHaveCount(3);
  expect(favourites.map(menuPrice)).toEqual([15, 90, 60]);

  for (const name of favourites) {
    const card = section.getByRole('article', { name });
    await expect(card).toContainText(formatRupees(menuPrice(name) as number));
    const order = card.getByRole('link', { name: `Order Now: ${name}`, exact: true });
    await expect(order).toHaveText('Order Now');
    await expect(order).toHaveAttribute('href', '/order/');
  }
  await expect(section.getByRole('article').nth(0)).toContainText('₹15');
  await expect(section.getByRole('article').nth(1)).toContainText('₹90');
  await expect(section.getByRole('article').nth(2)).toContainText('₹60');
});

test('Order Now on a favourite puts it in the cart and opens the order page', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('link', { name: 'Order Now: Steam Momos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Steam Momos' })).toContainText('₹60');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('three testimonials each carry a 5-star rating a screen reader can read', async ({ page }) => {
  await visit(page, '/');
  const section = page.getByRole('region', { name: 'What our customers say' });
  const reviews = section.getByRole('listitem');
  await expect(reviews).toHaveCount(3);
  for (const review of await reviews.all()) {
    await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  }
});

test('the closing call to action offers online ordering and WhatsApp', async ({ page }) => {
  await visit(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Order Online Now' })).toHaveAttribute(
    'href',
    '/order/',
  );

  const whatsapp = main.getByRole('link', { name: 'Order on WhatsApp' });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  const href = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${cafe.whatsapp}`);
  expect(href.searchParams.get('text')).toContain(cafe.name);
});

test.describe('open now', () => {
  test('the static page claims neither open nor closed before it knows the time', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('Open now');
    expect(html).not.toContain('Closed ·');
  });

  test('says when the cafe closes while it is open', async ({ page }) => {
    await page.clock.setFixedTime(ist('15:30'));
    await visit(page, '/');
    await expect(page.getByRole('main').getByText('Open now · closes 11:00 PM')).toBeVisible();
  });

  test('says when the cafe opens in the morning', async ({ page }) => {
    await page.clock.setFixedTime(ist('08:45'));
    await visit(page, '/');
    await expect(page.getByRole('main').getByText('Closed · opens 10:00 AM')).toBeVisible();
  });

  test('says when the cafe opens again after closing time', async ({ page }) => {
    await page.clock.setFixedTime(ist('23:10'));
    await visit(page, '/');
    await expect(page.getByRole('main').getByText('Closed · opens 10:00 AM')).toBeVisible();
  });

  test('turns to closed when the clock reaches closing time', async ({ page }) => {
    await page.clock.install({ time: ist('22:59') });
    await visit(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByText('Open now · closes 11:00 PM')).toBeVisible();
    await page.clock.runFor(61_000);
    await expect(main.getByText('Closed · opens 10:00 AM')).toBeVisible();
  });
});

test('the home page is accessible and loads nothing from other sites', async ({
  page,
  baseURL,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) outside.push(request.url());
  });
  await visit(page, '/');
  await expectHeadingOutline(page);
  await expectNoAxeViolations(page);
  expect(outside).toEqual([]);
});

test('the home page fits a 320px phone', async ({ page }) => {
  await expectNoSidewaysScroll(page, '/');
  await expectNoAxeViolations(page);
});
