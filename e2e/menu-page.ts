import { devices, type Locator, type Page } from '@playwright/test';
import { menu, type MenuCategory, type MenuItem } from '../data/menu';
import { categorySlug } from '../lib/menu/menu-lookup';
import { expect } from './fixtures';
import { expectWhollyShown, type Box } from './page-checks';

// What the menu's specs share: the phone they run on, and the parts of /menu/ by role and name.

/** A phone: Pixel 5 (393 × 727), touch. A spec uses it at its top level, for its whole file. */
export const phone = devices['Pixel 5'];

/** The phone the issue measured the menu on: 360 × 780 CSS pixels, touch. */
export const smallPhone = { ...phone, viewport: { width: 360, height: 780 } };

export function categoryBar(page: Page): Locator {
  return page.getByRole('toolbar', { name: 'Menu categories' });
}

export function categorySection(page: Page, category: MenuCategory): Locator {
  return page.getByRole('region', { name: category.name, exact: true });
}

export function dishRow(page: Page, dish: MenuItem): Locator {
  return page.getByRole('article', { name: dish.name, exact: true });
}

export function cartBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Your cart' });
}

export function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search the menu' });
}

/** The chip of the category marked as the one in view. */
export function currentChip(page: Page): Locator {
  return categoryBar(page).locator('[aria-current="true"]');
}

/** The category a link to /menu/#slug opens. */
export function categoryHref(category: MenuCategory): string {
  return `#${categorySlug(category.name)}`;
}

/** Where on the screen the dishes show: under the header and the category bar, above the cart bar. */
export async function openSpace(page: Page): Promise<{ top: number; bottom: number }> {
  const bar = await categoryBar(page).boundingBox();
  const cart = await cartBar(page).boundingBox();
  if (!bar || !cart) throw new Error('The category bar or the cart bar is not shown.');
  return { top: bar.y + bar.height, bottom: cart.y };
}

/** The box of each element on the screen; compare boxes with edgeShift, to the pixel. */
export async function screenBoxes(locators: Locator[]): Promise<Box[]> {
  return Promise.all(
    locators.map((locator) =>
      locator.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    ),
  );
}

/** The category whose section starts right under the category bar. */
export async function expectCategoryAtTop(page: Page, category: MenuCategory) {
  const heading = categorySection(page, category).getByRole('heading', { level: 2 });
  await expect(heading).toBeInViewport();
  const { top } = await openSpace(page);
  const section = await categorySection(page, category).boundingBox();
  expect(
    Math.abs((section?.y ?? Infinity) - top),
    `${category.name} starts under the bar`,
  ).toBeLessThanOrEqual(2);
  await expect(currentChip(page)).toHaveAccessibleName(category.name);
}

/** A category away from the top of the list, with dishes enough to scroll within. */
export const middleCategory: MenuCategory = menu
  .slice(2, -2)
  .reduce((most, category) => (category.items.length > most.items.length ? category : most));

/** The element's box on the screen once it holds still: the same over two frames in a row. */
async function stillBox(locator: Locator) {
  let box = { x: 0, y: 0, width: 0, height: 0 };
  await expect
    .poll(async () => {
      const [before, after] = await locator.evaluate(
        (element) =>
          new Promise<DOMRect[]>((done) => {
            const first = element.getBoundingClientRect();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => done([first, element.getBoundingClientRect()])),
            );
          }),
      );
      box = after!;
      return JSON.stringify(before) === JSON.stringify(after);
    }, `${locator} holds still`)
    .toBe(true);
  return box;
}

/**
 * Presses the middle of the element as a finger would, or on a desktop the mouse, once it holds
 * still. Playwright's own click first scrolls the element into view, which for a sticky bar means
 * scrolling the page to where the bar would sit in the flow: a finger never does that.
 */
export async function press(locator: Locator) {
  await expect(locator).toBeInViewport();
  const { x, y, width, height } = await stillBox(locator);
  const page = locator.page();
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  const pointer = touch
    ? page.touchscreen.tap.bind(page.touchscreen)
    : page.mouse.click.bind(page.mouse);
  await pointer(x + width / 2, y + height / 2);
}

/** The category's chip on the bar. */
export function categoryChip(page: Page, category: MenuCategory): Locator {
  return categoryBar(page).getByRole('button', { name: category.name, exact: true });
}

/** Chooses a category as a customer does: swipes the bar until its chip shows whole, and presses it. */
export async function chooseCategory(page: Page, category: MenuCategory) {
  const chip = categoryChip(page, category);
  // The bar may still be gliding to the chip of the category in view, as after a scroll down the
  // page: the customer swipes again until the chip shows whole.
  await expect(async () => {
    await chip.evaluate((element) => {
      const bar = element.closest('[role="toolbar"]')!;
      const edge = 16;
      const chipBox = element.getBoundingClientRect();
      const barBox = bar.getBoundingClientRect();
      const by =
        chipBox.left < barBox.left + edge
          ? chipBox.left - barBox.left - edge
          : Math.max(0, chipBox.right - barBox.right + edge);
      bar.scrollBy({ left: by, behavior: 'instant' });
    });
    await expectWhollyShown(chip, { timeout: 1000 });
  }).toPass();
  await press(chip);
}
