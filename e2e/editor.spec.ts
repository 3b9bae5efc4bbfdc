import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { MenuCategory } from '../data/menu';
import { photosFolder } from '../data/photos';
import { imageWidths } from '../lib/cloudinary';
import { contentProblems } from '../lib/content-check';
import { photoProblems, uploadedPhoto } from '../lib/photos';
import { contentSchemas, printRate, type ContentFile } from '../data/schema';
import { editorFiles } from '../lib/editor-config';
import { categoryOf, firstListed, onePriceDish, otherOnePriceDish } from '../test/dishes';
import { expect, test } from './fixtures';
import { smallPhone } from './menu-page';

// The owner's editor at /admin/ on a phone, with the editor's own test backend in place of GitHub:
// it keeps the repository's files in the browser's private storage, where the test puts the
// content/ of this checkout and reads back what the editor saved. Everything else is as published.
test.use({
  ...smallPhone,
  // The editor asks a CDN for fonts and its update check, which its policy refuses, and logs it.
  allowConsoleErrors: true,
});

type Files = Record<ContentFile, string>;
type Menu = { categories: MenuCategory[] };

const shipped = Object.fromEntries(
  Object.keys(contentSchemas).map((file) => [file, readFileSync(join('content', file), 'utf8')]),
) as Files;

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
  await page.goto('/robots.txt');
  await putFiles(page, files);
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
    { names: Object.keys(shipped), repo: testRepo },
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
  await page.goto('/admin/#/collections/cafe/entries/menu');
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
  await entry(page, name).getByRole('button', { name: 'Expand', exact: true }).click();
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

test('the owner changes a price, marks a dish sold out and adds a dish, and the saved menu passes the build’s check', async ({
  page,
}) => {
  // The editor reads the whole repository before it draws an entry, three times.
  test.slow();
  await onTestBackend(page, shipped);

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

  await openMenu(page);
  await unfold(page, categoryOf(otherOnePriceDish).name);
  await unfold(page, otherOnePriceDish.name);
  await (await scrolledTo(page, page.getByRole('switch', { name: 'Sold out today' }))).click();
  await save(page);

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

  // What the editor wrote is the shipped menu with exactly these three changes, in the file's own
  // shape: Print Rate dishes keep their price, and no dish gains a field the owner did not set.
  const saved = await savedFiles(page);
  expect(contentProblems(saved)).toEqual([]);
  const expected = JSON.parse(shipped['menu.json']) as Menu;
  const dishes = expected.categories.flatMap((category) => category.items);
  dishes.find((dish) => dish.name === onePriceDish.name)!.price = raised;
  dishes.find((dish) => dish.name === otherOnePriceDish.name)!.soldOut = true;
  expected.categories.find((category) => category.name === home.name)!.items.push(newDish);
  expect(JSON.parse(saved['menu.json'])).toEqual(expected);
  expect(dishes.some((dish) => dish.price === printRate)).toBe(true);
  for (const file of Object.keys(shipped) as ContentFile[]) {
    if (file !== 'menu.json') expect(saved[file], file).toBe(shipped[file]);
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
  await onTestBackend(page, shipped);
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
  // The build's own check takes what the editor saved: the menu, and the photo it names.
  expect(contentProblems(saved)).toEqual([]);
  expect(photoProblems(menu.categories, Object.keys(photos))).toEqual([]);
  // The phone's photo was shrunk before it was saved, and is a photo the build can resize.
  const stored = await sharp(photos[file!]).metadata();
  expect(stored.width).toBeLessThan(photo.width);
  expect(stored.width).toBeGreaterThanOrEqual(Math.max(...imageWidths));
  // Nothing else changed.
  const expected = JSON.parse(shipped['menu.json']) as Menu;
  expected.categories.flatMap((each) => each.items).find((each) => each.name === dish.name)!.image =
    savedDish?.image;
  expect(menu).toEqual(expected);
});

/** Opens a page of the editor as the owner does: from its first screen, Your cafe, then the page. */
async function openPage(page: Page, label: string) {
  await page.goto('/admin/#/collections/cafe');
  const testSignIn = page.getByRole('button', { name: 'Work with Test Repository' });
  const pageLink = page.getByText(label, { exact: true });
  await expect(testSignIn.or(pageLink)).toBeVisible({ timeout: 20_000 });
  if (await testSignIn.isVisible()) await testSignIn.click();
  await pageLink.click();
  await expect(page.getByRole('group', { name: /Field/ }).first()).toBeVisible({
    timeout: 20_000,
  });
}

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
  await onTestBackend(page, shipped);
  const expected = Object.fromEntries(
    Object.entries(shipped).map(([file, text]) => [file, JSON.parse(text)]),
  ) as Record<ContentFile, Record<string, unknown>>;
  const swapFirstTwo = (list: unknown[]) => list.splice(0, 2, list[1], list[0]);

  // Each page with the change an owner makes there, and what the file should then hold.
  const changes: [ContentFile, () => Promise<void>][] = [
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
        await page.getByRole('textbox', { name: 'How long a delivery takes' }).fill(time);
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
  expect(changes.map(([file]) => file).sort()).toEqual(Object.keys(shipped).sort());

  for (const [file, change] of changes) {
    await openPage(page, editorFiles[file].label);
    await change();
    await save(page);
  }

  const saved = await savedFiles(page);
  expect(contentProblems(saved)).toEqual([]);
  for (const file of Object.keys(shipped) as ContentFile[]) {
    expect({ file, saved: JSON.parse(saved[file]) }).toEqual({ file, saved: expected[file] });
  }
});
