import type { Page } from '@playwright/test';
import { cafe } from '../data/cafe';
import { menu, type MenuCategory } from '../data/menu';
import { whatsappOrderUrl } from '../lib/site/cafe-links';
import { noPhotoOnArrival, photoDishOnArrival } from '../test/dishes';
import { expect, sitePath, test } from './fixtures';
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
  await page.goto(sitePath('/menu/'));
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
  await page.goto(sitePath(`/menu/${categoryHref(category)}`));
  await expectAtTop(page, category);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: true, allowConsoleErrors: true });

  test('the menu has no axe violations', async ({ page }) => {
    // The menu holds every dish, and axe reads them all: as e2e/pages.spec.ts allows the menu.
    test.slow();
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
