import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { cafe } from '../data/cafe';
import { favouriteDishNames } from '../data/favourites';
import { menu, type MenuCategory, type MenuItem } from '../data/menu';
import type { Stock } from '../data/stock';
import { contentProblems, namesOffTheMenu } from '../lib/editor/content-check';
import { printRate, wholeRupeesHint, type ContentFile } from '../data/schema';
import { siteSettings } from '../data/site-settings';
import { editorFiles } from '../lib/editor/config';
import { dishStockId, markEnd, stockByDish, stockId } from '../lib/stock/stock';
import { categoryOf, dishes, firstListed, onePriceDish, otherOnePriceDish } from '../test/dishes';
import sharp from 'sharp';
import { photosFolder } from '../data/photos';
import { imageWidths } from '../lib/menu/cloudinary';
import { photoProblems, uploadedPhoto } from '../lib/menu/photos';
import { expect, sitePath, test } from './fixtures';
import { smallPhone } from './menu-page';
import { contentFiles } from '../test/content-files';
import { testedContent } from '../scripts/suite-site.mjs';

// The owner's editor at /admin/ on a phone, with the editor's own test backend in place of GitHub:
// it keeps the repository's files in the browser's private storage, where the test puts the
// content/ of this checkout and reads back what the editor saved. Everything else is as published.
test.use({
  ...smallPhone,
});

type Files = Record<ContentFile, string>;
type Menu = { categories: MenuCategory[] };

const testRepo = 'sveltia-cms-test';

async function putFiles(page: Page, files: Files) {
  await page.evaluate(
    async ({ files, repo }) => {
      const root = await navigator.storage.getDirectory();
      const folder = await (
        await root.getDirectoryHandle(repo, { create: true })
      ).getDirectoryHandle('content', { create: true });
      for (const [name, text] of Object.entries(files)) {
        const writer = await (await folder.getFileHandle(name, { create: true })).createWritable();
        await writer.write(text);
        await writer.close();
      }
    },
    { files, repo: testRepo },
  );
}

/**
 * Points the editor at its test backend, which stands in for the repository, holding these files:
 * the content is the editor's only data.
 */
async function onTestBackend(page: Page, files: Files) {
  await page.context().route(
    (url) => url.pathname.endsWith('/admin/config.yml'),
    async (route) => {
      const response = await route.fetch();
      const config = JSON.parse(await response.text()) as { backend: unknown };
      config.backend = { name: 'test-repo' };
      await route.fulfill({ response, body: JSON.stringify(config) });
    },
  );
  await page.goto(sitePath('/robots.txt'));
  await putFiles(page, files);
}

/** A file as the editor writes it: two spaces a level, a newline at the end, as content/ is kept. */
const asWritten = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The lines that differ between two texts, as one hunk: what is left between their common first
 * and last lines. A save that changes one value changes one line.
 */
function changedLines(before: string, after: string) {
  const [old, now] = [before.split('\n'), after.split('\n')];
  let start = 0;
  while (start < old.length && old[start] === now[start]) start++;
  let end = 0;
  while (
    end < old.length - start &&
    end < now.length - start &&
    old[old.length - 1 - end] === now[now.length - 1 - end]
  ) {
    end++;
  }
  return { removed: old.slice(start, old.length - end), added: now.slice(start, now.length - end) };
}

async function savedFiles(page: Page): Promise<Files> {
  return page.evaluate(
    async ({ names, repo }) => {
      const root = await navigator.storage.getDirectory();
      const folder = await (await root.getDirectoryHandle(repo)).getDirectoryHandle('content');
      const files: Record<string, string> = {};
      for (const name of names) {
        files[name] = await (await (await folder.getFileHandle(name)).getFile()).text();
      }
      return files as Files;
    },
    { names: Object.keys(contentFiles), repo: testRepo },
  );
}

/** The photos the editor saved into content/photos/ of the test backend, by name, with their bytes. */
async function savedPhotos(page: Page): Promise<Record<string, Buffer>> {
  const photos = await page.evaluate(
    async ({ folder, repo }) => {
      let handle = await (await navigator.storage.getDirectory()).getDirectoryHandle(repo);
      try {
        for (const part of folder.split('/')) handle = await handle.getDirectoryHandle(part);
      } catch {
        return {};
      }
      const found: Record<string, number[]> = {};
      // TypeScript's DOM types do not list a folder's entries yet; Chromium has them.
      const entries = (
        handle as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries();
      for await (const [name, file] of entries) {
        if (file.kind !== 'file') continue;
        const bytes = await (await (file as FileSystemFileHandle).getFile()).arrayBuffer();
        found[name] = [...new Uint8Array(bytes)];
      }
      return found;
    },
    { folder: photosFolder, repo: testRepo },
  );
  return Object.fromEntries(
    Object.entries(photos).map(([name, bytes]) => [name, Buffer.from(bytes)]),
  );
}

/** Opens the menu in the editor, signed in to the test backend, with every list folded. */
async function openMenu(page: Page) {
  await page.goto(sitePath('/admin/#/collections/cafe/entries/menu'));
  const testSignIn = page.getByRole('button', { name: 'Work with Test Repository' });
  const categories = page.getByRole('group', { name: /Categories.*Field/ });
  // The editor reads the whole repository before it draws the entry: slow on a busy machine.
  await expect(testSignIn.or(categories)).toBeVisible({ timeout: 20_000 });
  if (await testSignIn.isVisible()) await testSignIn.click();
  await expect(categories).toBeVisible({ timeout: 20_000 });
}

/** A folded entry of a list, by the name it shows folded. */
function entry(page: Page, name: string) {
  return page
    .getByRole('group')
    .filter({ has: page.getByText(name, { exact: true }) })
    .last();
}

async function unfold(page: Page, name: string) {
  const expand = entry(page, name).getByRole('button', { name: 'Expand', exact: true });
  await (await scrolledTo(page, expand)).click();
}

/**
 * A field of the unfolded entry. The editor draws the fields of an entry as they scroll near, so
 * the owner's scrolling brings it.
 */
async function scrolledTo(page: Page, field: Locator): Promise<Locator> {
  await expect(async () => {
    if ((await field.count()) === 0) await page.mouse.wheel(0, 300);
    await expect(field).toBeVisible({ timeout: 1000 });
  }).toPass();
  return field;
}

/**
 * Saves, as the owner does, and waits for the editor to say so and to leave the entry. It leaves
 * through a view transition after the status shows: a navigation of the test's own before then
 * would be undone by it.
 */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // A refused save says why in an alert and stays on the entry.
  await expect(async () => {
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    expect(page.url()).toMatch(/#\/collections\/cafe$/);
  }).toPass();
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
}

test('the owner changes a price and adds a dish, and the saved menu passes the build’s check', async ({
  page,
}) => {
  // The editor reads the whole repository before it draws an entry, three times.
  test.slow();
  await onTestBackend(page, contentFiles);

  const raised = Number(onePriceDish.price) + 7;
  const newDish = { name: 'Editor Test Kulfi', diet: 'veg', price: 45, emoji: '🍨' } as const;
  const home = categoryOf(onePriceDish);

  await openMenu(page);
  await unfold(page, home.name);
  await unfold(page, onePriceDish.name);
  await (
    await scrolledTo(page, page.getByRole('spinbutton', { name: 'Price (₹)', exact: true }))
  ).fill(String(raised));
  await save(page);
  // The owner changed one price: the file changes in that one line and no other.
  const { removed, added } = changedLines(
    contentFiles['menu.json'],
    (await savedFiles(page))['menu.json'],
  );
  expect(removed).toHaveLength(1);
  expect(added).toEqual([removed[0]!.replace(/\d+/, String(raised))]);
  expect(removed[0]).toMatch(new RegExp(`"price": ${onePriceDish.price},?$`));

  await openMenu(page);
  await unfold(page, home.name);
  await page.getByRole('button', { name: /^Add .*Dishes/ }).click();
  await (
    await scrolledTo(page, page.getByRole('textbox', { name: 'Name', exact: true }))
  ).fill(newDish.name);
  await (await scrolledTo(page, page.getByRole('radio', { name: 'Veg', exact: true }))).check();
  await (
    await scrolledTo(page, page.getByRole('spinbutton', { name: 'Price (₹)', exact: true }))
  ).fill(String(newDish.price));
  await (
    await scrolledTo(page, page.getByRole('textbox', { name: 'Emoji', exact: true }))
  ).fill(newDish.emoji);
  await save(page);

  // What the editor wrote is the tests' menu with exactly these two changes, in the file's own
  // shape: Print Rate dishes keep their price, and no dish gains a field the owner did not set.
  const saved = await savedFiles(page);
  expect(contentProblems(saved)).toEqual([]);
  const expected = JSON.parse(contentFiles['menu.json']) as Menu;
  const dishes = expected.categories.flatMap((category) => category.items);
  dishes.find((dish) => dish.name === onePriceDish.name)!.price = raised;
  expected.categories.find((category) => category.name === home.name)!.items.push(newDish);
  expect(JSON.parse(saved['menu.json'])).toEqual(expected);
  expect(dishes.some((dish) => dish.price === printRate)).toBe(true);
  for (const file of Object.keys(contentFiles) as ContentFile[]) {
    if (file !== 'menu.json') expect(saved[file], file).toBe(contentFiles[file]);
  }
});

/** A photo as a phone's camera saves one: a JPEG of some megapixels, named by the camera. */
async function cameraPhoto() {
  const size = { width: 3000, height: 2250 };
  const buffer = await sharp({ create: { ...size, channels: 3, background: '#c2652f' } })
    .jpeg()
    .toBuffer();
  return { name: 'IMG_20261128_101500.jpg', mimeType: 'image/jpeg', buffer, ...size };
}

test('the owner takes a photo of a dish with the phone, and the saved dish names it in content/photos/, which the build takes', async ({
  page,
}) => {
  test.slow();
  await onTestBackend(page, contentFiles);
  const { item: dish, category } = firstListed(
    'a dish without a photo',
    ({ item }) => item.image === undefined,
  );
  const photo = await cameraPhoto();

  await openMenu(page);
  await unfold(page, category.name);
  await unfold(page, dish.name);
  const field = await scrolledTo(page, page.getByRole('group', { name: /Photo.*Field/ }));
  await field.getByRole('button', { name: 'Browse' }).click();
  const library = page.getByRole('dialog', { name: 'Select Image' });
  // On a phone, Upload offers the camera and the gallery: the chooser gets the photo taken.
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(photo);
  await library.getByRole('button', { name: 'Insert' }).click();
  // The field holds the photo now, with the buttons the owner's guide names to change or drop it.
  for (const word of ['Replace', 'Remove']) {
    await expect(field.getByRole('button', { name: `${word} Image` })).toHaveText(word);
  }
  await save(page);

  const saved = await savedFiles(page);
  const photos = await savedPhotos(page);
  const menu = JSON.parse(saved['menu.json']) as Menu;
  const savedDish = menu.categories
    .flatMap((each) => each.items)
    .find((each) => each.name === dish.name);
  const file = uploadedPhoto(savedDish?.image ?? '');
  expect(file, `the dish's Photo field: ${savedDish?.image}`).toBeDefined();
  expect(Object.keys(photos)).toEqual([file]);
  // The build's own check takes what the editor saved: the menu, and the photo it names (beside
  // the photos the content had, which the test backend is not given).
  expect(contentProblems(saved)).toEqual([]);
  const had = readdirSync(join(testedContent, 'photos'));
  expect(photoProblems(menu.categories, [...had, ...Object.keys(photos)])).toEqual([]);
  // The phone's photo was shrunk before it was saved, and is a photo the build can resize.
  const stored = await sharp(photos[file!]).metadata();
  expect(stored.width).toBeLessThan(photo.width);
  expect(stored.width).toBeGreaterThanOrEqual(Math.max(...imageWidths));
  // Nothing else changed.
  const expected = JSON.parse(contentFiles['menu.json']) as Menu;
  expected.categories.flatMap((each) => each.items).find((each) => each.name === dish.name)!.image =
    savedDish?.image;
  expect(menu).toEqual(expected);
});

/** Opens a page of the editor as the owner does: from its first screen, Your cafe, then the page. */
async function openPage(page: Page, label: string) {
  await page.goto(sitePath('/admin/#/collections/cafe'));
  const testSignIn = page.getByRole('button', { name: 'Work with Test Repository' });
  const pageLink = page.getByText(label, { exact: true });
  await expect(testSignIn.or(pageLink)).toBeVisible({ timeout: 20_000 });
  if (await testSignIn.isVisible()) await testSignIn.click();
  await pageLink.click();
  await expect(page.getByRole('group', { name: /Field/ }).first()).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * Chooses a dish's In stock, Sold out today or Off the menu on the stock page, by the dish's name,
 * until the editor has taken it (its Save comes on): a tap in the moment the page is still setting
 * up its entry shows on the radio but is not kept, as a second tap is.
 */
async function chooseStock(page: Page, dish: string, choice: string) {
  const radio = page.getByRole('radiogroup', { name: dish, exact: true }).getByRole('radio', {
    name: choice,
    exact: true,
  });
  await expect(async () => {
    await radio.click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled({
      timeout: 2000,
    });
  }).toPass();
}

test('the owner marks a dish sold out today in three taps from the editor’s first screen, and the build takes it', async ({
  page,
}) => {
  test.slow();
  await onTestBackend(page, contentFiles);
  const dish = otherOnePriceDish;
  // Tap 1, the stock page; tap 2, the dish's category; tap 3, its Sold out today.
  await openPage(page, editorFiles['stock.json'].label);
  await unfold(page, categoryOf(dish).name);
  await chooseStock(page, dish.name, 'Sold out today');
  await save(page);

  const saved = await savedFiles(page);
  expect(contentProblems(saved)).toEqual([]);
  const before = stockByDish(JSON.parse(contentFiles['stock.json']) as Stock, menu);
  expect(stockByDish(JSON.parse(saved['stock.json']) as Stock, menu)).toEqual({
    ...before,
    [dish.name]: 'sold out today',
  });
  // Saved with its end, still to come: no schedule takes the mark out, the site reads past it.
  const category = categoryOf(dish);
  const mark = (JSON.parse(saved['stock.json']) as Stock)[stockId(category.name)]?.[
    dishStockId(category, dish.name)
  ];
  expect(mark).toMatch(/^sold out until \d{4}-\d\d-\d\d \d\d:\d\d$/);
  expect(markEnd(mark!, cafe.hours.utcOffset)).toBeGreaterThan(Date.now());
  for (const file of Object.keys(contentFiles) as ContentFile[]) {
    if (file !== 'stock.json') expect(saved[file], file).toBe(contentFiles[file]);
  }
});

test('a dish sold out yesterday shows In stock the next day, and marking it again saves a new end', async ({
  page,
}) => {
  test.slow();
  const dish = otherOnePriceDish;
  const category = categoryOf(dish);
  const [categoryId, dishId] = [stockId(category.name), dishStockId(category, dish.name)];
  // Marked on a day that has passed, and not taken out of the file since: nothing runs to do it.
  const stock = JSON.parse(contentFiles['stock.json']) as Stock;
  stock[categoryId] = { ...stock[categoryId], [dishId]: 'sold out until 2026-01-05 10:00' };
  await onTestBackend(page, { ...contentFiles, 'stock.json': JSON.stringify(stock, null, 2) });
  await openPage(page, editorFiles['stock.json'].label);
  await unfold(page, category.name);
  const choices = page.getByRole('radiogroup', { name: dish.name, exact: true });
  await expect(choices.getByRole('radio', { name: 'In stock', exact: true })).toBeChecked();

  await chooseStock(page, dish.name, 'Sold out today');
  await save(page);
  const mark = (JSON.parse((await savedFiles(page))['stock.json']) as Stock)[categoryId]?.[dishId];
  expect(markEnd(mark!, cafe.hours.utcOffset)).toBeGreaterThan(Date.now());
});

test('every page opens by its address, in any order, and Back returns to the page before', async ({
  page,
}) => {
  test.slow();
  await onTestBackend(page, contentFiles);
  // Each page by what only it shows: the menu's categories, the cafe's name, the stock's dishes.
  const [category] = menu;
  const shows = {
    menu: () => page.getByRole('group', { name: /Categories.*Field/ }),
    cafe: () => page.getByRole('textbox', { name: 'Name', exact: true }),
    stock: () => page.getByText(category!.name, { exact: true }),
  };
  await openMenu(page);
  const visit = async (name: keyof typeof shows) => {
    await expect(shows[name]()).toBeVisible({ timeout: 20_000 });
    if (name === 'cafe') await expect(shows.cafe()).toHaveValue(cafe.name);
  };
  // Typed or opened from a bookmark in the same tab, one after another.
  for (const name of ['stock', 'menu', 'cafe', 'stock', 'cafe'] as const) {
    await page.goto(sitePath(`/admin/#/collections/cafe/entries/${name}`));
    await visit(name);
  }
  // The phone's Back, twice: the stock page, then the cafe's.
  await page.goBack();
  await visit('stock');
  await page.goBack();
  await visit('cafe');
});

/** Moves the second entry of the page's list above the first, with its own arrow. */
async function moveSecondUp(page: Page) {
  await page.getByRole('button', { name: 'Move Up' }).nth(1).click();
}

/** A name no table of content/ordering.json has, as a new table of the terrace would be called. */
function newTableName(tables: string[]): string {
  for (let number = 1; ; number++) {
    const name = `Terrace ${number}`;
    if (!tables.includes(name)) return name;
  }
}

test('the owner saves every page of the editor after a small change, and the build takes each one', async ({
  page,
}) => {
  // Eight pages, each read from the whole repository before it draws.
  test.setTimeout(4 * 60_000);
  await onTestBackend(page, contentFiles);
  const expected = Object.fromEntries(
    Object.entries(contentFiles).map(([file, text]) => [file, JSON.parse(text)]),
  ) as Record<ContentFile, Record<string, unknown>>;
  const swapFirstTwo = (list: unknown[]) => list.splice(0, 2, list[1], list[0]);

  // Each page with the change an owner makes there, and what the file should then hold.
  const changes: [ContentFile, () => Promise<void>][] = [
    [
      'stock.json',
      async () => {
        const category = categoryOf(onePriceDish);
        await unfold(page, category.name);
        await chooseStock(page, onePriceDish.name, 'Off the menu');
        const stock = expected['stock.json'] as Stock;
        const id = stockId(category.name);
        stock[id] = { ...stock[id], [dishStockId(category, onePriceDish.name)]: 'off the menu' };
        // The editor writes the marks in menu order, as its stock page lists categories and dishes.
        const inMenuOrder: Stock = {};
        for (const each of menu) {
          const marks = stock[stockId(each.name)];
          if (!marks) continue;
          inMenuOrder[stockId(each.name)] = Object.fromEntries(
            each.items
              .map((dish) => dishStockId(each, dish.name))
              .filter((dishId) => marks[dishId])
              .map((dishId) => [dishId, marks[dishId]!]),
          );
        }
        expected['stock.json'] = inMenuOrder;
      },
    ],
    [
      'menu.json',
      async () => {
        const raised = Number(onePriceDish.price) + 7;
        await unfold(page, categoryOf(onePriceDish).name);
        await unfold(page, onePriceDish.name);
        await (
          await scrolledTo(page, page.getByRole('spinbutton', { name: 'Price (₹)', exact: true }))
        ).fill(String(raised));
        const menu = expected['menu.json'] as unknown as Menu;
        const dishes = menu.categories.flatMap((category) => category.items);
        dishes.find((dish) => dish.name === onePriceDish.name)!.price = raised;
      },
    ],
    [
      'cafe.json',
      async () => {
        const tagline = `${expected['cafe.json'].tagline}, since the first day`;
        await page.getByRole('textbox', { name: 'Tagline', exact: true }).fill(tagline);
        expected['cafe.json'].tagline = tagline;
      },
    ],
    [
      'delivery.json',
      async () => {
        const time = expected['delivery.json'].time === '30-45 min' ? '20-30 min' : '30-45 min';
        await page
          .getByRole('textbox', { name: 'How long a delivery takes', exact: true })
          .fill(time);
        expected['delivery.json'].time = time;
      },
    ],
    [
      'ordering.json',
      async () => {
        const tables = expected['ordering.json'].tables as string[];
        const renamed = newTableName(tables);
        await page.getByRole('textbox', { name: 'Tables', exact: true }).first().fill(renamed);
        tables[0] = renamed;
      },
    ],
    ...(['favourites.json', 'search-words.json', 'reviews.json'] as const).map(
      (file) =>
        [
          file,
          async () => {
            await moveSecondUp(page);
            const [list] = Object.values(expected[file]) as unknown[][];
            swapFirstTwo(list!);
          },
        ] as [ContentFile, () => Promise<void>],
    ),
    [
      'about.json',
      async () => {
        const story = expected['about.json'].story as string[];
        const first = `${story[0]} Come hungry.`;
        await page.getByRole('textbox', { name: 'Story', exact: true }).first().fill(first);
        story[0] = first;
      },
    ],
  ];
  expect(changes.map(([file]) => file).sort()).toEqual(Object.keys(contentFiles).sort());

  for (const [file, change] of changes) {
    await openPage(page, editorFiles[file].label);
    await change();
    await save(page);
  }

  // Each file is the tests' one with the owner's change and nothing else: the same fields in the
  // same order, written as content/ is kept, so the change is all its diff shows.
  const saved = await savedFiles(page);
  expect(contentProblems(saved)).toEqual([]);
  for (const file of Object.keys(contentFiles) as ContentFile[]) {
    expect({ file, contentFiles: contentFiles[file] }).toEqual({
      file,
      contentFiles: asWritten(JSON.parse(contentFiles[file])),
    });
    expect({ file, saved: saved[file] }).toEqual({ file, saved: asWritten(expected[file]) });
  }
});

test('the editor is named for the cafe, from its sign-in on, and shows none of the developer’s settings', async ({
  page,
}) => {
  await onTestBackend(page, contentFiles);
  const cafe = JSON.parse(contentFiles['cafe.json']) as { name: string };
  await page.goto(sitePath('/admin/'));
  await expect(page.getByRole('button', { name: 'Work with Test Repository' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveTitle(new RegExp(cafe.name));
  // The sign-in page's heading is the cafe's name, with its logo, where the editor's own stood.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cafe.name);
  await page.screenshot({ path: test.info().outputPath('sign-in.png') });

  await openPage(page, editorFiles['cafe.json'].label);
  await expect(page).toHaveTitle(new RegExp(cafe.name));
  for (const setting of Object.keys(siteSettings)) {
    expect(Object.keys(cafe)).not.toContain(setting);
  }
  await expect(page.getByText(/clock against UTC|image host|site address/i)).toHaveCount(0);
});

// ---- A wrong value is refused before anything is saved, in the build's own sentence ----

/**
 * What the build's check says of the content once `file` holds `value`, and did not say of the
 * tests' content: the sentence the editor must refuse the save with, without the file's name
 * (the editor names the page instead).
 */
function buildSays(file: ContentFile, value: unknown): string {
  const before = new Set(contentProblems(contentFiles));
  const problem = contentProblems({ ...contentFiles, [file]: asWritten(value) }).find(
    (found) => !before.has(found),
  );
  if (!problem) throw new Error(`The build's check takes this ${file}: the test changes nothing.`);
  return problem.replace(/^content\/[\w-]+\.json: /, '');
}

/**
 * The owner taps Save: the editor says why it cannot save in the build's sentence, stays on the
 * page, and the repository keeps every file as it was.
 */
async function refusedSave(page: Page, sentence: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Not saved' });
  await expect(refusal).toContainText(sentence);
  await expect(refusal).toContainText('Nothing was saved');
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toHaveCount(0);
  expect(await savedFiles(page)).toEqual(contentFiles);
}

const shippedMenu = () => JSON.parse(contentFiles['menu.json']) as Menu & { highestPrice?: number };
const dishIn = (menu: Menu, name: string) =>
  menu.categories.flatMap((category) => category.items).find((dish) => dish.name === name)!;

/** Unfolds a dish on the menu page and brings one of its fields into view. */
async function dishField(page: Page, dish: MenuItem, field: Locator) {
  await openMenu(page);
  await unfold(page, categoryOf(dish).name);
  await unfold(page, dish.name);
  return scrolledTo(page, field);
}

const priceField = (page: Page) => page.getByRole('spinbutton', { name: 'Price (₹)', exact: true });

test.describe('the editor refuses a save the build would refuse, and saves nothing', () => {
  // The editor reads the whole repository before it draws an entry.
  test.slow();
  test.beforeEach(async ({ page }) => onTestBackend(page, contentFiles));

  test('a price left blank', async ({ page }) => {
    const menu = shippedMenu();
    delete (dishIn(menu, onePriceDish.name) as Partial<MenuItem>).price;
    await (await dishField(page, onePriceDish, priceField(page))).fill('');
    await refusedSave(page, buildSays('menu.json', menu));
  });

  test('a price with paise, which the field says under it in rupees', async ({ page }) => {
    const price = priceField(page);
    await (await dishField(page, onePriceDish, price)).fill('62.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: wholeRupeesHint })).toBeVisible();
    await expect(price).toHaveValue('62.5');
    await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toHaveCount(0);
    expect(await savedFiles(page)).toEqual(contentFiles);
  });

  test('hours that open and close at the same time', async ({ page }) => {
    const cafe = JSON.parse(contentFiles['cafe.json']) as {
      hours: { opens: string; closes: string };
    };
    // Closing at the opening time: never closed. (Closing before opening is a night past midnight.)
    const { opens } = cafe.hours;
    cafe.hours = { ...cafe.hours, closes: opens };
    await openPage(page, editorFiles['cafe.json'].label);
    await (await scrolledTo(page, page.getByRole('textbox', { name: 'Closes at' }))).fill(opens);
    await refusedSave(page, buildSays('cafe.json', cafe));
  });
});

test('the owner removes a category a favourite names, after the editor asked first: it is saved, and the favourite goes with it', async ({
  page,
}) => {
  test.slow();
  await onTestBackend(page, contentFiles);
  const favourite = favouriteDishNames[0]!;
  const home = categoryOf(dishes.find((dish) => dish.name === favourite)!);
  const menu = shippedMenu();
  menu.categories = menu.categories.filter((category) => category.name !== home.name);
  await openMenu(page);
  const remove = entry(page, home.name).getByRole('button', { name: 'Remove', exact: true });
  const questions: string[] = [];

  // Asked, the owner says no: the category stays.
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await remove.click();
  await expect(entry(page, home.name)).toBeVisible();

  // Asked again, the owner says yes: it goes from the form, and the save is taken.
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await remove.click();
  await expect(page.getByText(home.name, { exact: true })).toHaveCount(0);
  expect(questions).toEqual(
    Array(2).fill(
      `Remove "${home.name}"? It goes from the site when you save, with any favourite or search word that names it.`,
    ),
  );
  await save(page);
  const saved = await savedFiles(page);
  expect(JSON.parse(saved['menu.json'])).toEqual(menu);
  // The build takes it; the favourite, left in its file, is left off the home page.
  expect(contentProblems(saved)).toEqual([]);
  expect(saved['favourites.json']).toBe(contentFiles['favourites.json']);
  expect(namesOffTheMenu(saved)).toContain(
    `content/favourites.json: Favourite "${favourite}" is not on the menu: write its name as the menu does, or take it out.`,
  );
});

// ---- After a save, the editor says whether the change is live, and why not ----

/** A commit sha as GitHub writes one: forty hex digits, this one made of `digit`. */
const commitSha = (digit: string) => digit.repeat(40);

/** A workflow run as GitHub's REST API gives it, for the commit `sha`. */
type Run = {
  id: number;
  head_sha: string;
  status: string;
  conclusion: string | null;
  created_at: string;
  updated_at: string;
  html_url: string;
};

/**
 * GitHub's REST API as the editor asks it after a save, answered from what the test sets: the
 * branch's head commit, the runs of the publishing workflow, a failed run's jobs and their errors.
 */
function fakeGitHub(page: Page, repo: string) {
  const github = {
    /**
     * The branch's head, one answer a question: the last stays. The editor asks before its save
     * and after; GitHub may answer with the old head for a moment after the commit.
     */
    heads: [] as string[],
    runs: [] as Run[],
    /** Each failed run's errors, as its failed job's check run holds them. */
    errors: new Map<number, { title: string; message: string }[]>(),
    /** The owner's sign-in has ended: GitHub answers every question 401. */
    signedOut: false,
  };
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
  void page.context().route('https://api.github.com/**', async (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors });
    if (github.signedOut) {
      return route.fulfill({ status: 401, headers: cors, json: { message: 'Bad credentials' } });
    }
    const url = new URL(route.request().url());
    const json = (body: unknown) => route.fulfill({ headers: cors, json: body });
    const path = url.pathname;
    if (path.startsWith(`/repos/${repo}/commits/`)) {
      const head = github.heads.length > 1 ? github.heads.shift()! : github.heads[0]!;
      return route.fulfill({ headers: cors, contentType: 'text/plain', body: head });
    }
    if (path === `/repos/${repo}/actions/workflows/deploy.yml/runs`) {
      const runs = github.runs.filter((run) => run.head_sha === url.searchParams.get('head_sha'));
      return json({ total_count: runs.length, workflow_runs: runs });
    }
    const jobs = new RegExp(`^/repos/${repo}/actions/runs/(\\d+)/jobs$`).exec(path);
    if (jobs) {
      const id = Number(jobs[1]);
      return json({
        total_count: 1,
        jobs: [
          {
            conclusion: 'failure',
            check_run_url: `https://api.github.com/repos/${repo}/check-runs/${id}`,
          },
        ],
      });
    }
    const annotations = new RegExp(`^/repos/${repo}/check-runs/(\\d+)/annotations$`).exec(path);
    if (annotations) return json(github.errors.get(Number(annotations[1])) ?? []);
    return route.fulfill({ status: 404, headers: cors, json: { message: 'Not Found' } });
  });
  return github;
}

test.describe('after a save, the editor says on every page whether the change is live', () => {
  // The owner in India; the run's times are GitHub's, in UTC. The test backend is given GitHub's
  // repository and branch, which it warns it does not use.
  test.use({ timezoneId: 'Asia/Kolkata', allowConsoleErrors: true });

  test('checking, then live since the run ended, then refused in the check’s own sentence, then a failure of the site’s own, then taken over by a newer save, then a sign-in that ended', async ({
    page,
  }) => {
    // Two saves, each read from the whole repository, and two reopenings of the editor.
    test.setTimeout(4 * 60_000);
    await page.clock.install({ time: new Date('2026-11-28T06:30:00Z') });
    // The editor's test backend for its saves, with the repository and branch it would save to on
    // GitHub, where it asks after each save's run.
    let repo = '';
    await page.context().route(
      (url) => url.pathname.endsWith('/admin/config.yml'),
      async (route) => {
        const response = await route.fetch();
        const config = JSON.parse(await response.text()) as {
          backend: { name: string; repo: string; branch: string };
        };
        repo = config.backend.repo;
        config.backend = { ...config.backend, name: 'test-repo' };
        await route.fulfill({ response, body: JSON.stringify(config) });
      },
    );
    // Signed in as on GitHub, whose account the editor keeps with the owner's token: the test
    // backend's account has none, so each one it keeps gets one.
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        const withToken = () => JSON.stringify({ ...JSON.parse(value), token: 'owners-token' });
        setItem.call(this, key, key === 'sveltia-cms.user' ? withToken() : value);
      };
    });
    await page.goto(sitePath('/robots.txt'));
    await putFiles(page, contentFiles);
    await openMenu(page);
    const github = fakeGitHub(page, repo);
    const status = page.getByRole('status').filter({ hasText: /checking|checked|live|published/i });
    const poll = () => page.clock.fastForward(15_000);
    // The editor asks again a poll's time after its last answer came: time passes, a poll at a
    // time, until the line says `text` (one jump made while an answer was on its way is missed).
    const pollUntil = (text: string) =>
      expect(async () => {
        await poll();
        await expect(status).toHaveText(text, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });

    // The first save: GitHub has not started its run yet, then runs it, then it passes at 12:34
    // in India.
    // Before the save the head is an older commit, and stays so at the first question after it.
    github.heads = [commitSha('0'), commitSha('0'), commitSha('1')];
    await unfold(page, categoryOf(onePriceDish).name);
    await unfold(page, onePriceDish.name);
    await (await scrolledTo(page, priceField(page))).fill(String(Number(onePriceDish.price) + 7));
    await save(page);
    await expect(status).toHaveText('Checking your change…');
    const first: Run = {
      id: 101,
      head_sha: commitSha('1'),
      status: 'in_progress',
      conclusion: null,
      created_at: '2026-11-28T06:31:00Z',
      updated_at: '2026-11-28T06:31:00Z',
      html_url: `https://github.com/${repo}/actions/runs/101`,
    };
    github.runs.push(first);
    await poll();
    await expect(status).toHaveText('Checking your change…');
    Object.assign(first, {
      status: 'completed',
      conclusion: 'success',
      updated_at: '2026-11-28T07:04:00Z',
    });
    await pollUntil('Live since 12:34');
    await page.screenshot({ path: test.info().outputPath('live.png') });

    // On another page of the editor the line stays, until the next save.
    await openPage(page, editorFiles['cafe.json'].label);
    await expect(status).toHaveText('Live since 12:34');

    // The second save: its run is queued longer than the editor watches.
    github.heads = [commitSha('1'), commitSha('2')];
    const cafe = JSON.parse(contentFiles['cafe.json']) as { tagline: string };
    await page.getByRole('textbox', { name: 'Tagline', exact: true }).fill(`${cafe.tagline}!`);
    await save(page);
    const second: Run = {
      ...first,
      id: 102,
      head_sha: commitSha('2'),
      status: 'queued',
      conclusion: null,
      html_url: `https://github.com/${repo}/actions/runs/102`,
    };
    github.runs.push(second);
    await expect(status).toHaveText('Checking your change…');
    await page.clock.fastForward(21 * 60_000);
    await expect(status).toHaveText('Still checking: look again later');

    // The check on GitHub refused it (the menu the developer pushed in between had a dish without
    // a price): reopened, the editor says so in the check's own sentence.
    const menu = shippedMenu();
    delete (dishIn(menu, onePriceDish.name) as Partial<MenuItem>).price;
    const sentence = contentProblems({ ...contentFiles, 'menu.json': asWritten(menu) }).find(
      (problem) => !contentProblems(contentFiles).includes(problem),
    )!;
    Object.assign(second, { status: 'completed', conclusion: 'failure' });
    github.errors.set(second.id, [
      { title: 'Content check', message: sentence },
      { title: '', message: 'Process completed with exit code 1.' },
    ]);
    await page.reload();
    await expect(status).toHaveText(`Not published: ${sentence} Open the run on GitHub`, {
      timeout: 20_000,
    });
    await expect(status.getByRole('link', { name: 'Open the run on GitHub' })).toHaveAttribute(
      'href',
      second.html_url,
    );
    // The line itself passes axe; the editor around it is Sveltia's own.
    const { violations } = await new AxeBuilder({ page })
      .include('#publish-status')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('refused.png') });

    // The developer ran it again and the site's own tests failed: not the owner's doing.
    const again: Run = {
      ...second,
      id: 103,
      created_at: '2026-11-28T07:40:00Z',
      html_url: `https://github.com/${repo}/actions/runs/103`,
    };
    github.runs.push(again);
    github.errors.set(again.id, [{ title: '', message: 'Process completed with exit code 1.' }]);
    await page.reload();
    await expect(status).toContainText("Not published: the site's own tests failed", {
      timeout: 20_000,
    });
    await expect(status.getByRole('link', { name: 'Open the run on GitHub' })).toHaveAttribute(
      'href',
      again.html_url,
    );
    await page.screenshot({ path: test.info().outputPath('failed.png') });

    // Started once more, it waited behind the run of a newer save, which took its place.
    github.runs.push({
      ...again,
      id: 104,
      created_at: '2026-11-28T07:50:00Z',
      conclusion: 'cancelled',
      html_url: `https://github.com/${repo}/actions/runs/104`,
    });
    await page.reload();
    await expect(status).toHaveText('A newer save is being checked, with this change in it.', {
      timeout: 20_000,
    });

    // The owner's sign-in has ended since: GitHub refuses the token, and the line says what to do.
    github.signedOut = true;
    await page.reload();
    await expect(status).toContainText('your sign-in has ended. Sign out and sign in again', {
      timeout: 20_000,
    });
  });
});
