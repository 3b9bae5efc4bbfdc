import type { Page } from '@playwright/test';
import { cafe } from '../data/cafe';
import { menu, type MenuCategory } from '../data/menu';
import { sizeLabels } from '../lib/line-text';
import { whatsappOrderUrl } from '../lib/cafe-links';
import { dietLabel } from '../lib/diet';
import { formatRupees } from '../lib/money';
import { noPhotoOnArrival, photoDishOnArrival } from '../test/dishes';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, gotoAsWithoutScripts } from './page-checks';
import {
  cartBar,
  categoryHref,
  categorySection,
  dishRow,
  middleCategory,
  phone,
} from './menu-page';
import { expectFallbackTile } from './photo-fallback';

// Google's first look and a browser with JavaScript off get the whole menu as its HTML paints it.
test.use({ ...phone, javaScriptEnabled: false });

function categoryLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Menu categories' });
}

async function expectAtTop(page: Page, category: MenuCategory) {
  const bar = await categoryLinks(page).boundingBox();
  const section = await categorySection(page, category).boundingBox();
  expect(
    Math.abs((section?.y ?? Infinity) - ((bar?.y ?? 0) + (bar?.height ?? 0))),
  ).toBeLessThanOrEqual(2);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/menu/');
});

test('every dish of the menu reads in the page: its name, price or Half and Full prices, diet mark or Print Rate', async ({
  page,
}) => {
  // Every dish of every category, one by one.
  test.slow();
  for (const category of menu) {
    const section = categorySection(page, category);
    await expect(section.getByRole('heading', { level: 2, name: category.name })).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(category.items.length);
    for (const item of category.items) {
      const row = section.getByRole('article', { name: item.name, exact: true });
      await expect(row.getByRole('heading', { level: 3 })).toHaveText(item.name);
      await expect(row.getByRole('img', { name: dietLabel(item.diet) })).toBeVisible();
      if (item.price === 'Print Rate') {
        await expect(row).toContainText('Print Rate');
      } else if (item.fullPrice === undefined) {
        await expect(row).toContainText(formatRupees(item.price));
      } else {
        await expect(row).toContainText(`${sizeLabels.half} ${formatRupees(item.price)}`);
        await expect(row).toContainText(`${sizeLabels.full} ${formatRupees(item.fullPrice)}`);
      }
    }
  }
});

test('nothing that needs JavaScript is shown: no search, Veg only, buttons or cart bar', async ({
  page,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  // Not one button on the page: Add, the category buttons, the header's menu toggle.
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(cartBar(page)).toHaveCount(0);
});

test('a note near the top offers to order by phone or WhatsApp', async ({ page }) => {
  const main = page.getByRole('main');
  const note = main.getByRole('note', { name: 'How to order' });
  await expect(note).toContainText('Online ordering needs JavaScript');
  const [phoneNumber] = cafe.phones;
  const call = main.getByRole('link', { name: `Call ${phoneNumber!.display}` });
  await expect(call).toHaveAttribute('href', `tel:${phoneNumber!.tel}`);
  await expect(main.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
    'href',
    whatsappOrderUrl,
  );
  await expect(call).toBeInViewport();
  const first = await categorySection(page, menu[0]!).boundingBox();
  expect((await call.boundingBox())!.y).toBeLessThan(first!.y);
});

test('the category chips are links that open each category', async ({ page }) => {
  const links = categoryLinks(page).getByRole('link');
  await expect(links).toHaveCount(menu.length);
  for (const [index, category] of menu.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(category.name);
    await expect(links.nth(index)).toHaveAttribute('href', categoryHref(category));
  }
  await categoryLinks(page).getByRole('link', { name: middleCategory.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${categoryHref(middleCategory)}$`));
  await expectAtTop(page, middleCategory);
  // The bar stays on screen under the header.
  await expect(categoryLinks(page)).toBeInViewport();
});

test('a link to a category opens it', async ({ page }) => {
  const category = menu.at(-2)!;
  await page.goto(`/menu/${categoryHref(category)}`);
  await expectAtTop(page, category);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: true, allowConsoleErrors: true });

  test('the menu has no axe violations', async ({ page }) => {
    await gotoAsWithoutScripts(page, '/menu/');
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('when the image host does not answer', () => {
  test.use({ imageHost: 'down', allowConsoleErrors: true });

  test('a dish photo shows its emoji, not a broken-image icon', async ({ page }) => {
    if (!photoDishOnArrival) return test.skip(true, noPhotoOnArrival);
    const photo = dishRow(page, photoDishOnArrival.item).locator('img');
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    await expectFallbackTile(photo, photoDishOnArrival.item.emoji);
  });
});
