import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { MenuCategory, MenuItem } from '../data/menu';
import { contentProblems } from '../lib/content-check';
import { contentSchemas, printRate, type ContentFile } from '../data/schema';
import { formatRupees } from '../lib/money';
import { copyProject } from '../scripts/out.mjs';
import { categoryOf, onePriceDish, otherOnePriceDish } from '../test/dishes';
import { expect, test } from './fixtures';
import { startNodeServer } from './hosts';
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
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
  await expect(page).toHaveURL(/#\/collections\/cafe$/);
}

test('the owner changes a price, marks a dish sold out and adds a dish, and the menu shows them', async ({
  page,
  context,
}) => {
  // It builds the site a second time, from what the editor saved.
  test.setTimeout(6 * 60_000);
  // The content is the editor's only data: the test backend stands in for the repository.
  await context.route(
    (url) => url.pathname.endsWith('/admin/config.yml'),
    async (route) => {
      const response = await route.fetch();
      const config = JSON.parse(await response.text()) as { backend: unknown };
      config.backend = { name: 'test-repo' };
      await route.fulfill({ response, body: JSON.stringify(config) });
    },
  );
  await page.goto('/robots.txt');
  await putFiles(page, shipped);

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

  // The saved files build, and the menu shows what the owner changed.
  const work = copyProject();
  try {
    writeFileSync(join(work, 'content/menu.json'), saved['menu.json']);
    const build = spawnSync('npm', ['run', 'build'], { cwd: work, encoding: 'utf8' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const server = await startNodeServer(join(work, 'out'));
    await context.route(`${server.origin}/**`, (route) => route.continue());
    try {
      await page.goto(`${server.origin}/menu/`);
      const row = (dish: Pick<MenuItem, 'name'>) =>
        page.getByRole('article', { name: dish.name, exact: true });
      await expect(row(onePriceDish)).toContainText(formatRupees(raised));
      await expect(row(otherOnePriceDish)).toContainText('Sold out');
      await expect(row(newDish)).toContainText(formatRupees(newDish.price));
      await expect(
        page.getByRole('region', { name: home.name }).getByRole('article').last(),
      ).toHaveAccessibleName(newDish.name);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
