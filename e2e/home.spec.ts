import { cafe } from '@/data/cafe';
import { formatRupees } from '@/lib/order/money';
import { bakedDishStock } from '@/lib/stock/baked-stock';
import { favouriteDishes, inStock, isOnePrice, priceOf } from '../test/dishes';
import { expect, sitePath, test, visit } from './fixtures';
import {
  cafeClock,
  closedText,
  dayOffText,
  onCafeClock,
  onDayOff,
  openNowText,
} from '../test/hours';

test('the hero names the cafe and leads to ordering and the menu', async ({ page }) => {
  await visit(page, '/');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(cafe.name);
  await expect(main.getByRole('link', { name: 'Order Now', exact: true })).toHaveAttribute(
    'href',
    sitePath('/order/'),
  );
  await expect(main.getByRole('link', { name: 'View Menu' })).toHaveAttribute(
    'href',
    sitePath('/menu/'),
  );

  await main.getByRole('link', { name: 'View Menu' }).click();
  await expect(page).toHaveURL(/\/menu\/$/);
});

test('three feature cards say why to choose the cafe', async ({ page }) => {
  await visit(page, '/');
  const features = page.getByRole('region', { name: `Why people love ${cafe.name}` });
  await expect(features.getByRole('listitem')).toHaveCount(3);
  await expect(features.getByRole('heading', { level: 3 })).toHaveCount(3);
});

test('the customer favourites show their menu prices and an order link for each size', async ({
  page,
}) => {
  await visit(page, '/');
  const section = page.getByRole('region', { name: 'Customer favourites' });
  const cards = section.getByRole('article');
  // The spec's three favourites, in the order content/favourites.json lists them.
  await expect(cards).toHaveCount(3);

  for (const [index, dish] of favouriteDishes().entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAccessibleName(dish.name);
    // The emoji tile is drawn first, but whatever reads the page meets the dish's name first.
    const text = await card.evaluate((article) => article.textContent?.trimStart() ?? '');
    expect(text.slice(0, dish.name.length)).toBe(dish.name);
    const links = card.getByRole('link');
    await expect(card).toContainText(
      dish.fullPrice === undefined
        ? formatRupees(dish.price)
        : `Half ${formatRupees(dish.price)} · Full ${formatRupees(dish.fullPrice)}`,
    );
    if (bakedDishStock(dish.name) === 'sold out today') {
      // The owner marks a dish sold out for the day: the card stays, without its order links.
      await expect(card).toContainText('Sold out today');
      await expect(links).toHaveCount(0);
    } else if (dish.fullPrice === undefined) {
      await expect(links).toHaveText(['Order Now']);
      await expect(links).toHaveAccessibleName(`Order Now: ${dish.name}`);
    } else {
      await expect(links).toHaveText(['Order Half', 'Order Full']);
    }
    for (const link of await links.all())
      await expect(link).toHaveAttribute('href', sitePath('/order/'));
  }
});

test('Order Now on a favourite puts it in the cart and opens the order page', async ({ page }) => {
  const dish = favouriteDishes().find(inStock);
  if (!dish) return test.skip(true, 'Every favourite is sold out today (content/stock.json).');
  const size = isOnePrice(dish) ? undefined : 'half';
  await visit(page, '/');
  const link = size ? `Order Half: ${dish.name}` : `Order Now: ${dish.name}`;
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: dish.name })).toContainText(
    formatRupees(priceOf(dish, size)),
  );
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test("a double tap on a favourite's Order Now puts one plate in the cart", async ({ page }) => {
  const dish = favouriteDishes().find(inStock);
  if (!dish) return test.skip(true, 'Every favourite is sold out today (content/stock.json).');
  const link = `${isOnePrice(dish) ? 'Order Now' : 'Order Half'}: ${dish.name}`;
  await visit(page, '/');
  await page.getByRole('link', { name: link, exact: true }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
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
    sitePath('/order/'),
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
    // The words reach the status in the page's data for React, never in its markup.
    const html = (await (await request.get(sitePath('/'))).text()).replace(
      /<script\b[\s\S]*?<\/script>/g,
      '',
    );
    expect(html).not.toContain('Open now');
    expect(html).not.toContain('Closed ·');
  });

  test('turns to closed when the clock reaches closing time', async ({ page }) => {
    await page.clock.install({ time: onCafeClock(cafeClock.lastOpenMinute) });
    await visit(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByText(openNowText)).toBeVisible();
    await page.clock.runFor(61_000);
    await expect(main.getByText(closedText)).toBeVisible();
  });

  test('says the cafe is closed at opening time on its day off, and the day it opens', async ({
    page,
  }) => {
    if (!onDayOff)
      return test.skip(true, 'The cafe opens every day (closedOn in content/cafe.json).');
    await page.clock.setFixedTime(onDayOff);
    await visit(page, '/');
    await expect(page.getByRole('main').getByText(dayOffText.status)).toBeVisible();
  });
});

test('the home page loads nothing from other sites', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) outside.push(request.url());
  });
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
});
