import type { Page } from '@playwright/test';
import { menu } from '../data/menu';
import { dishes, halfAndFullDish, onePriceDish } from '../test/dishes';
import { expect, test, visit } from './fixtures';
import {
  cartBar,
  categoryBar,
  categorySection,
  chooseCategory,
  currentChip,
  dishRow,
  middleCategory,
  openSpace,
  screenBoxes,
  smallPhone,
} from './menu-page';
import { edgeShift, subPixel } from './page-checks';

// The menu on the phone the issue measured it on: 360 × 780 CSS pixels.
test.use(smallPhone);

test.beforeEach(async ({ page }) => {
  await visit(page, '/menu/');
});

/** The names of the dishes wholly between the category bar and the cart bar. */
async function dishNamesOnScreen(page: Page): Promise<string[]> {
  const { top, bottom } = await openSpace(page);
  return page
    .getByRole('main')
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .evaluateAll(
      (names, [from, to]) =>
        names
          .filter((name) => {
            const box = name.getBoundingClientRect();
            return box.height > 0 && box.top >= from! && box.bottom <= to!;
          })
          .map((name) => name.textContent ?? ''),
      [top - subPixel, bottom + subPixel],
    );
}

/** Scrolls the page, as a finger would, and waits for the browser to settle. */
async function scrollBy(page: Page, pixels: number) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(180, 400);
  await page.mouse.wheel(0, pixels);
  await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
}

/** What on the first screen is smaller than a finger (44 px) or than 16 px text. */
async function tooSmall(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    };
    const targets = [
      ...document.querySelectorAll('a[href], button, input, select, textarea, [role="switch"]'),
    ]
      // A checkbox is tapped through its label, which wraps it.
      .map((element) => element.closest('label') ?? element)
      .filter(onScreen)
      .filter((element) => getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => !element.matches('.sr-only:not(:focus)'))
      .filter((element) => {
        const { width, height } = element.getBoundingClientRect();
        return width < 44 || height < 44;
      })
      .map((element) => `target ${element.outerHTML.slice(0, 80)}`);
    const texts = [...document.querySelectorAll('header *, main *')]
      .filter(onScreen)
      .filter((element) =>
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        ),
      )
      .filter((element) => !element.closest('.sr-only'))
      .filter((element) => parseFloat(getComputedStyle(element).fontSize) < 16)
      .map((element) => `text "${element.textContent}"`);
    return [...targets, ...texts];
  });
}

test('the first screen shows at least four whole dish names, with 44 px targets and 16 px text', async ({
  page,
}) => {
  // The menu's first dishes, in its order, or all of them on a menu of fewer than four.
  const names = await dishNamesOnScreen(page);
  expect(names.length).toBeGreaterThanOrEqual(Math.min(4, dishes.length));
  expect(names).toEqual(dishes.slice(0, names.length).map((item) => item.name));
  expect(await tooSmall(page)).toEqual([]);
  // The counts on the cart link and on the Add button, once there is something in the cart.
  await page.getByRole('button', { name: /^Add / }).first().click();
  await expect(cartBar(page).getByRole('link', { name: /View Cart/ })).toBeVisible();
  expect(await tooSmall(page)).toEqual([]);
});

test('a dish without a photo is a compact text row: no picture and no emoji', async ({ page }) => {
  // The first category that lists one: the owner may give every dish of any category a photo.
  const category = menu.find((listing) => listing.items.some((item) => item.image === undefined));
  test.skip(!category, 'Every dish in content/menu.json has a photo.');
  if (category !== menu[0]) await chooseCategory(page, category!);
  const textDishes = category!.items.filter((item) => item.image === undefined);
  for (const item of textDishes) {
    const row = dishRow(page, item);
    await expect(row.locator('img')).toHaveCount(0);
    expect(await row.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    expect((await row.boundingBox())!.height).toBeLessThan(96);
  }
});

test('the category bar stays on screen and marks the category in view as the dishes scroll', async ({
  page,
}) => {
  // A walk down most of the menu.
  test.slow();
  const barBox = await categoryBar(page).boundingBox();
  const seen = new Set<string>();
  for (let step = 0; step < 8; step++) {
    await scrollBy(page, 900);
    await expect(categoryBar(page)).toBeInViewport();
    const { top } = await openSpace(page);
    // The section under the bar's lower edge is the one in view.
    const inView = await page
      .getByRole('main')
      .getByRole('region')
      .evaluateAll(
        (sections, line) =>
          sections
            .find((section) => {
              const box = section.getBoundingClientRect();
              return box.top <= line && box.bottom > line;
            })
            ?.getAttribute('aria-labelledby'),
        top + 1,
      );
    const heading = page.locator(`[id="${inView}"]`);
    const name = (await heading.textContent()) ?? '';
    await expect(currentChip(page)).toHaveAccessibleName(name);
    seen.add(name);
  }
  expect(seen.size).toBeGreaterThan(3);
  // Stuck under the header, where it was once the page scrolled past it.
  expect((await categoryBar(page).boundingBox())!.y).toBeLessThan(barBox!.y);
});

test('the end of a category leads on to the next', async ({ page }) => {
  const index = menu.indexOf(middleCategory);
  const next = menu[index + 1]!;
  const last = middleCategory.items.at(-1)!;
  await chooseCategory(page, middleCategory);
  const row = await dishRow(page, last).boundingBox();
  const { top } = await openSpace(page);
  await page.evaluate((by) => window.scrollBy(0, by), row!.y - top);
  await expect(dishRow(page, last)).toBeInViewport();
  await expect(categorySection(page, next).getByRole('heading', { level: 2 })).toBeInViewport();
  const [ending, following] = await screenBoxes([
    categorySection(page, middleCategory),
    categorySection(page, next),
  ]);
  expect(Math.abs(following!.y - (ending!.y + ending!.height))).toBeLessThanOrEqual(subPixel);
});

test('the cart bar is there from the first paint and keeps its place when the first dish is added', async ({
  page,
}) => {
  const bar = cartBar(page);
  await expect(bar).toBeInViewport();
  const [before] = await screenBoxes([bar]);
  const add = page.getByRole('button', { name: /^Add / }).first();
  await add.click();
  await expect(bar.getByRole('link', { name: /View Cart \(1 item\)/ })).toBeVisible();
  const [after] = await screenBoxes([bar]);
  expect(edgeShift(before!, after!)).toBeLessThanOrEqual(subPixel);
});

test('every Add button can be scrolled clear of the cart bar, the last one too', async ({
  page,
}) => {
  const lastCategory = menu.at(-1)!;
  await chooseCategory(page, lastCategory);
  // To the very end: sections drawn on the way may grow the page.
  for (let tries = 0; tries < 5; tries++) {
    const atEnd = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) break;
  }
  const lastAdd = categorySection(page, lastCategory).getByRole('button', { name: /^Add / }).last();
  const button = await lastAdd.boundingBox();
  const bar = await cartBar(page).boundingBox();
  expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y + subPixel);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
});

test('two quick taps on an Add at the foot of the screen add two plates, and the button stays under the finger', async ({
  page,
}) => {
  // The lowest Add wholly above the cart bar.
  const { bottom } = await openSpace(page);
  const name = await page.getByRole('button', { name: /^Add / }).evaluateAll(
    (buttons, limit) =>
      buttons
        .map((button) => ({ button, box: button.getBoundingClientRect() }))
        .filter(({ box }) => box.height > 0 && box.top >= 0 && box.bottom <= limit)
        .sort((a, b) => b.box.bottom - a.box.bottom)[0]
        ?.button.getAttribute('aria-label'),
    bottom,
  );
  expect(name).toBeTruthy();
  const add = page.getByRole('button', { name: name!, exact: true });
  const [before] = await screenBoxes([add]);
  const scrolled = await page.evaluate(() => window.scrollY);
  const { x, y, width, height } = before!;
  const finger = { x: x + width / 2, y: y + height / 2 };
  await page.touchscreen.tap(finger.x, finger.y);
  await page.touchscreen.tap(finger.x, finger.y);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toHaveText('2');
  await expect(add.locator('xpath=..')).toContainText('2 in cart');
  await expect(page).toHaveURL(/\/menu\/$/);
  const [after] = await screenBoxes([add]);
  expect(edgeShift(before!, after!)).toBeLessThanOrEqual(subPixel);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(
    subPixel,
  );
});

test('the count on an Add button shows whole, over no price', async ({ page }) => {
  for (const dish of [onePriceDish, halfAndFullDish]) {
    const row = dishRow(page, dish);
    const adds = await row.getByRole('button', { name: /^Add / }).all();
    for (const add of adds) await add.click();
    await expect(row).toContainText('1 in cart');
    const covered = await row.evaluate((article, tolerance) => {
      // Each count has a 2 px ring, which the screen's edge must not cut.
      const screen = document.documentElement.clientWidth;
      const counts = [...article.querySelectorAll('span')]
        .filter((span) => /^\d+ in cart$/.test(span.textContent ?? ''))
        .map((span) => span.getBoundingClientRect());
      const prices = [...article.querySelectorAll('p')].map((p) => p.getBoundingClientRect());
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left + tolerance < b.right &&
        b.left + tolerance < a.right &&
        a.top + tolerance < b.bottom &&
        b.top + tolerance < a.bottom;
      if (counts.length === 0) return ['no count'];
      return counts.flatMap((count) => [
        ...(count.left - 2 + tolerance < 0 || count.right + 2 - tolerance > screen
          ? ['cut off']
          : []),
        ...prices.filter((price) => overlaps(count, price)).map(() => 'over a price'),
      ]);
    }, subPixel);
    expect(covered, dish.name).toEqual([]);
    await expect(row.getByText(/^1 in cart$/)).toHaveCount(adds.length);
  }
});

test.describe('on a desktop, with a mouse and no touch screen @desktop', () => {
  // Without smooth scrolling, each turn of the wheel has moved the bar before the next is read.
  test.use({
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    hasTouch: false,
    isMobile: false,
    reducedMotion: 'reduce',
  });

  test('the mouse wheel turns the category bar to its last chip, and a click chooses it', async ({
    page,
  }) => {
    const bar = categoryBar(page);
    const last = menu.at(-1)!;
    const chip = bar.getByRole('button', { name: last.name, exact: true });
    /** The chip lies within the bar's box, to the pixel. */
    const whole = () =>
      chip.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const row = element.closest('[role="toolbar"]')!.getBoundingClientRect();
        return box.left >= row.left - 1 && box.right <= row.right + 1;
      });
    test.skip(await whole(), 'Every category fits across this screen: there is nothing to turn.');

    const pageScroll = await page.evaluate(() => window.scrollY);
    await bar.hover();
    for (let turn = 0; turn < 40 && !(await whole()); turn++) await page.mouse.wheel(0, 200);
    expect(await whole(), `${last.name} is brought into the bar by the wheel`).toBe(true);
    expect(await page.evaluate(() => window.scrollY), 'the page itself stays put').toBe(pageScroll);

    await chip.click();
    await expect(chip).toHaveAttribute('aria-current', 'true');
    await expect(categorySection(page, last).getByRole('heading', { level: 2 })).toBeInViewport();
  });
});
