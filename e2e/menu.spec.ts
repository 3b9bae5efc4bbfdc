import { menu } from '../data/menu';
import { lineLabel, sizeLabels } from '../lib/order/line-text';
import { formatRupees } from '../lib/order/money';
import { searchMenu } from '../lib/menu/menu-search';
import {
  categoryOf,
  describedDish,
  halfAndFullDish,
  onePriceDish,
  noPhotoOnArrival,
  photoDishFarDown,
  photoDishOnArrival,
  priceOf,
} from '../test/dishes';
import { expect, test, visit } from './fixtures';
import {
  cartBar,
  categoryBar,
  categoryChip,
  categorySection,
  chooseCategory,
  currentChip,
  dishRow,
  expectCategoryAtTop,
  middleCategory,
  phone,
  screenBoxes,
  searchBox,
} from './menu-page';
import { expectWhollyShown, subPixel } from './page-checks';
import { expectFallbackTile } from './photo-fallback';

test.use(phone);

test.beforeEach(async ({ page }) => {
  await visit(page, '/menu/');
});

test('the category bar has a button for each category, the first one in view at the top', async ({
  page,
}) => {
  const buttons = categoryBar(page).getByRole('button');
  await expect(buttons).toHaveCount(menu.length);
  for (const [index, category] of menu.entries()) {
    await expect(buttons.nth(index)).toHaveAccessibleName(category.name);
  }
  await expect(currentChip(page)).toHaveCount(1);
  await expect(currentChip(page)).toHaveAccessibleName(menu[0]!.name);
});

test('a Half/Full dish has a Half and a Full add button, each beside its price', async ({
  page,
}) => {
  const dish = halfAndFullDish;
  const row = dishRow(page, dish);
  await expect(row.getByRole('button')).toHaveText(['Add', 'Add']);
  for (const size of ['half', 'full'] as const) {
    const label = lineLabel({ name: dish.name, size });
    await expect(row.getByRole('button', { name: `Add ${label} to cart` })).toHaveCount(1);
    await expect(row).toContainText(`${sizeLabels[size]} ${formatRupees(priceOf(dish, size))}`);
  }
});

test('choosing a category goes to it and marks it', async ({ page }) => {
  await chooseCategory(page, middleCategory);
  await expectCategoryAtTop(page, middleCategory);
  await expect(
    categorySection(page, middleCategory).getByRole('heading', { level: 2 }),
  ).toBeFocused();
});

test('a chip cut off by the edge of the bar shows whole once tapped', async ({ page }) => {
  const bar = (await categoryBar(page).boundingBox())!;
  const boxes = await screenBoxes(menu.map((category) => categoryChip(page, category)));
  const edge = bar.x + bar.width;
  const cut = boxes.findIndex(({ x, width }) => x < edge && x + width > edge + subPixel);
  if (cut < 0) throw new Error('No chip is cut off by the edge of the bar.');
  const category = menu[cut]!;
  const { x, y, height } = boxes[cut]!;
  // The finger lands on the part that shows.
  await page.touchscreen.tap(x + 8, y + height / 2);
  await expectCategoryAtTop(page, category);
  await expectWhollyShown(categoryChip(page, category));
});

test('a chip held while the dishes move under the bar stays under the finger, and opens on lifting', async ({
  page,
}) => {
  // The bar sticks under the header once the list has scrolled.
  await chooseCategory(page, middleCategory);
  const held = menu[menu.indexOf(middleCategory) + 1]!;
  const last = menu.at(-1)!;
  const chip = categoryChip(page, held);
  await expectWhollyShown(chip);
  const box = (await chip.boundingBox())!;
  const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const underFinger = () =>
    chip.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), finger);
  await page.mouse.move(finger.x, finger.y);
  await page.mouse.down();
  // The list is still gliding to its last category when the finger lands: the bar marks that
  // category as the one in view, and would slide its chip into sight.
  await categorySection(page, last).evaluate((section) => section.scrollIntoView());
  await expect(currentChip(page)).toHaveAccessibleName(last.name);
  await page.evaluate(
    () =>
      new Promise((done) => {
        let frames = 10;
        const next = () => (--frames ? requestAnimationFrame(next) : done(null));
        requestAnimationFrame(next);
      }),
  );
  expect(await underFinger()).toBe(true);
  await page.mouse.up();
  await expectCategoryAtTop(page, held);
});

test('a chip chosen as the bar follows the dishes to another stays in sight', async ({ page }) => {
  await chooseCategory(page, middleCategory);
  const chosen = menu[menu.indexOf(middleCategory) + 1]!;
  const last = menu.at(-1)!;
  const chip = categoryChip(page, chosen);
  await expectWhollyShown(chip);
  await chip.focus();
  // The list jumps to its last category, and the bar follows: Enter chooses this chip as soon
  // as the bar has moved.
  const from = await categoryBar(page).evaluate((bar) => bar.scrollLeft);
  await categorySection(page, last).evaluate((section) => section.scrollIntoView());
  // Enter as soon as the bar has begun to move.
  await categoryBar(page).evaluate(
    (bar, from) =>
      new Promise((done) => {
        const next = () => (bar.scrollLeft !== from ? done(null) : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    from,
  );
  await page.keyboard.press('Enter');
  await expectCategoryAtTop(page, chosen);
  // The bar at rest: the same place for ten frames running.
  await categoryBar(page).evaluate(
    (bar) =>
      new Promise((done) => {
        let [still, at] = [0, bar.scrollLeft];
        const next = () => {
          still = bar.scrollLeft === at ? still + 1 : 0;
          at = bar.scrollLeft;
          if (still < 10) requestAnimationFrame(next);
          else done(null);
        };
        requestAnimationFrame(next);
      }),
  );
  await expect(currentChip(page)).toHaveAccessibleName(chosen.name);
  await expectWhollyShown(chip);
});

test('search ignores case, matches part of a name and spans categories', async ({ page }) => {
  await searchBox(page).fill('PaNeEr');
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  // The spec's matches come first, the names that start with the word before those that hold it
  // further on; "Also try" dishes, if any, follow under their own heading.
  const holding = searchMenu(menu, 'paneer');
  const matches = [
    ...holding.filter(({ item }) => item.name.toLowerCase().startsWith('paneer')),
    ...holding.filter(({ item }) => !item.name.toLowerCase().startsWith('paneer')),
  ];
  expect(new Set(matches.map(({ category }) => category)).size).toBeGreaterThan(1);
  const results = page.getByRole('article');
  for (const [index, { item, category }] of matches.entries()) {
    await expect(results.nth(index).getByRole('heading', { level: 3 })).toHaveText(item.name);
    await expect(results.nth(index)).toContainText(category);
  }
  await expect(page.getByText(/dish(es)? found$/)).toHaveText(`${matches.length} dishes found`);
  await expect(currentChip(page)).toHaveCount(0);
  for (const category of menu) await expect(categorySection(page, category)).toBeHidden();
});

test('a dish’s description shows under its name, on the menu and in search results', async ({
  page,
}) => {
  const row = dishRow(page, describedDish);
  await expect(row.getByText(describedDish.description, { exact: true })).toBeVisible();
  await searchBox(page).fill(describedDish.name);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results' })).toBeVisible();
  await expect(row.getByText(describedDish.description, { exact: true })).toBeVisible();
});

test('choosing a category clears the search', async ({ page }) => {
  const search = searchBox(page);
  await search.fill('momos');
  await chooseCategory(page, middleCategory);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Search Results' })).toHaveCount(0);
  await expectCategoryAtTop(page, middleCategory);
});

test('adding shows on the button, in the live region, the badge and the cart bar', async ({
  page,
}) => {
  const dish = onePriceDish;
  const row = dishRow(page, dish);
  const add = row.getByRole('button', { name: `Add ${dish.name} to cart`, exact: true });
  await expect(cartBar(page).getByRole('link', { name: /View Cart/ })).toHaveCount(0);
  await add.click();
  await add.click();
  await expect(row).toContainText('2 in cart');
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    `Added ${dish.name} to cart. 2 items in cart.`,
  );
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toHaveText('2');
  const viewCart = cartBar(page).getByRole('link', { name: /View Cart/ });
  await expect(viewCart).toHaveText(`View Cart (2 items) · ${formatRupees(priceOf(dish) * 2)}`);
  await viewCart.click();
  await expect(page).toHaveURL(/\/order\/$/);
});

test('the category bar moves with the arrow keys', async ({ page }) => {
  const bar = categoryBar(page);
  const [first, second] = menu;
  const last = menu.at(-1)!;
  await bar.getByRole('button', { name: first!.name, exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(bar.getByRole('button', { name: second!.name, exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(bar.getByRole('button', { name: last.name, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(bar.getByRole('button', { name: first!.name, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expectCategoryAtTop(page, last);
});

test('dish photos come from the image host at a fitting width', async ({ page }) => {
  if (!photoDishOnArrival) return test.skip(true, noPhotoOnArrival);
  const { item } = photoDishOnArrival;
  const photo = dishRow(page, item).locator('img');
  await expect(photo).toBeVisible();
  const path = item.image!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(photo).toHaveAttribute('src', new RegExp(`,w_160/${path}$`));
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('photos further down the list wait until they are scrolled near', async ({ page }) => {
  if (!photoDishFarDown) return test.skip(true, 'No dish past the first category has a photo.');
  const { item } = photoDishFarDown;
  const photo = dishRow(page, item).locator('img');
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await chooseCategory(page, categoryOf(item));
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test.describe('when the image host does not answer', () => {
  test.use({ imageHost: 'down', allowConsoleErrors: true });

  test('a dish photo leaves its emoji on a plain tile, with no broken-image icon', async ({
    page,
  }) => {
    if (!photoDishOnArrival) return test.skip(true, noPhotoOnArrival);
    const { item } = photoDishOnArrival;
    const photo = dishRow(page, item).locator('img');
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    await expectFallbackTile(photo, item.emoji);
  });
});

test.describe('when the search cannot be downloaded', () => {
  // The failed download is logged by the browser.
  test.use({ allowConsoleErrors: true });

  test('the search says so, and Try again or the next key typed fetches it again', async ({
    page,
  }) => {
    // The search's part of the page arrives when the box takes the focus: the signal drops then.
    const chunks = /\/_next\/static\/chunks\/.+\.js$/;
    let dropped = 0;
    await page.route(chunks, (route) => {
      dropped += 1;
      return route.abort('internetdisconnected');
    });
    const dish = onePriceDish;
    const search = searchBox(page);
    await search.fill(dish.name);
    const failure = page.getByRole('status').filter({ hasText: 'The search could not load' });
    await expect(failure).toBeVisible();
    expect(dropped).toBeGreaterThan(0);

    // Still no signal: Try again asks again, and says so again.
    const asked = dropped;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => dropped).toBeGreaterThan(asked);
    await expect(failure).toBeVisible();

    await page.unroute(chunks);
    await search.press('Backspace');
    const matches = searchMenu(menu, dish.name.slice(0, -1));
    await expect(page.getByText(/dish(es)? found$/)).toHaveText(
      `${matches.length} ${matches.length === 1 ? 'dish' : 'dishes'} found`,
    );
    await expect(failure).toHaveCount(0);
    const add = dishRow(page, dish).getByRole('button', { name: `Add ${dish.name} to cart` });
    await add.click();
    await expect(dishRow(page, dish)).toContainText('1 in cart');
  });
});
