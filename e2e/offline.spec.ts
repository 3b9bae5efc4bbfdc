import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { cafe } from '../data/cafe';
import { lineLabel, lineTotal, cartTotal } from '../lib/cart';
import { formatRupees } from '../lib/money';
import { pagePaths } from '../lib/pages';
import { imageHost } from '../lib/site';
import { copyProject } from '../scripts/out.mjs';
import { decodedText, linesOf, type Pick } from './checkout-helpers';
import { halfAndFullDish, onePriceDish, onePriceDishes } from './dishes';
import { addFromMenu, expect, test, waitForHydration } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

// Each journey serves the site itself, on its own port, so that it can take the host away or put
// a new build in its place; the worker is registered per origin, so a journey keeps its port.
const basePort = Number(process.env.E2E_OFFLINE_PORT ?? 4395);
const offlineNote = 'You are offline. Prices are from your last visit.';

/** scripts/serve.mjs (npm start's server) serving `folder` on `port` until stopped. */
async function serve(folder: string, port: number) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', folder, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) done();
    });
    server.once('exit', (code) => fail(new Error(`scripts/serve.mjs exited with ${code}`)));
  });
  return {
    async stop() {
      if (server.exitCode !== null) return;
      const stopped = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await stopped;
    },
  };
}

/** Waits until the service worker has precached the site and controls the page. */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The worker fetches photos itself, as `fetch` rather than `image` requests, which the fixtures'
 * stand-in photos do not answer: the image host answers here with a photo of its own.
 */
async function answerPhotos(context: BrowserContext) {
  await context.route(`${new URL(imageHost).origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#c2652f"/></svg>',
    }),
  );
}

const withoutSlash = (path: string) => (path === '/' ? path : path.replace(/\/$/, ''));

test.describe('with no signal after one visit', () => {
  const port = basePort;
  test.use({ serviceWorkers: 'allow', baseURL: `http://localhost:${port}` });

  test('every page opens, the menu works and the order is built', async ({ page, context }) => {
    await answerPhotos(context);
    const host = await serve('out', port);
    try {
      await page.goto('/');
      await waitForHydration(page);
      await waitForWorker(page);
      await expect(page.getByRole('status').filter({ hasText: offlineNote })).toHaveCount(0);
    } finally {
      await host.stop();
    }
    await context.setOffline(true);

    for (const path of pagePaths) {
      for (const address of [path, withoutSlash(path)]) {
        await page.goto(address);
        await expect(page).toHaveURL(new RegExp(`:${port}${path.replace(/\//g, '\\/')}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    }
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({ hasText: offlineNote })).toBeVisible();
    // The logo beside the cafe's name was kept too, not left a broken image.
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .locator('img[src$="/logo.svg"]')
          .evaluate((logo: HTMLImageElement) => logo.complete && logo.naturalWidth > 0),
      )
      .toBe(true);
    await expectNoAxeViolations(page);

    // By link, then the whole order.
    await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page).toHaveURL(/\/menu\/$/);
    await waitForHydration(page);
    const picks: Pick[] = [{ item: onePriceDish }, { item: halfAndFullDish, size: 'half' }];
    await addFromMenu(page, onePriceDish.name);
    await addFromMenu(page, halfAndFullDish.name, 'Half');
    const lines = linesOf(picks);
    await page.getByRole('link', { name: /View Cart/ }).click();
    await expect(page).toHaveURL(/\/order\/$/);
    for (const line of lines) await expect(page.getByText(lineLabel(line)).first()).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('textbox', { name: 'Name (required)' }).fill('Ravi');
    await page.getByRole('textbox', { name: 'Phone number (required)' }).fill('9415012345');
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.getByRole('button', { name: 'Order via WhatsApp' }).click();
    const link = await page.getByRole('link', { name: 'open WhatsApp again' }).getAttribute('href');
    const message = decodedText(link ?? '').split('\n');
    expect(message[0]).toBe(`*New order for ${cafe.name}*`);
    expect(message).toEqual(
      expect.arrayContaining([
        ...lines.map(
          (line, index) =>
            `${index + 1}. ${lineLabel(line)} - ${formatRupees(line.price)} x ${line.quantity} = ${formatRupees(lineTotal(line))}`,
        ),
        `*Total: ${formatRupees(cartTotal(lines))}*`,
      ]),
    );
    await expect(page.getByRole('status').filter({ hasText: offlineNote })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: offlineNote })).toHaveCount(0);
  });
});

test.describe('with the worker active', () => {
  const port = basePort + 1;
  test.use({ serviceWorkers: 'allow', baseURL: `http://localhost:${port}` });

  test('every page, with and without its slash, loads with no console error', async ({
    page,
    context,
  }) => {
    await answerPhotos(context);
    const host = await serve('out', port);
    try {
      await page.goto('/');
      await waitForWorker(page);
      for (const path of pagePaths) {
        for (const address of [path, withoutSlash(path)]) {
          await page.goto(address);
          await waitForHydration(page);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
        }
      }
    } finally {
      await host.stop();
    }
  });
});

/** The owner's edit: the dish's price, as data/menu.ts writes it, raised by `rupees`. */
function raisePrice(work: string, name: string, from: number, rupees: number) {
  const file = join(work, 'data/menu.ts');
  const menu = readFileSync(file, 'utf8');
  const at = Math.max(menu.indexOf(`'${name}'`), menu.indexOf(`"${name}"`));
  const price = new RegExp(`price: ${from}\\b`, 'y');
  const priceAt = menu.indexOf(`price: ${from}`, at);
  price.lastIndex = priceAt;
  if (at < 0 || priceAt < 0 || !price.test(menu)) {
    throw new Error(`data/menu.ts: no "price: ${from}" after "${name}"`);
  }
  writeFileSync(
    file,
    `${menu.slice(0, priceAt)}price: ${from + rupees}${menu.slice(priceAt + `price: ${from}`.length)}`,
  );
}

test.describe('a new deploy', () => {
  const port = basePort + 2;
  test.use({ serviceWorkers: 'allow', baseURL: `http://localhost:${port}` });

  test('reaches a customer who visited before on their next page load', async ({
    page,
    context,
  }) => {
    await answerPhotos(context);
    test.setTimeout(15 * 60_000);
    const [dish] = onePriceDishes;
    if (!dish) throw new Error('The tests need a one-price dish in data/menu.ts.');
    const before = dish.price;
    const after = before + 10;
    const work = copyProject();
    try {
      raisePrice(work, dish.name, before, 10);
      const build = spawnSync('npm', ['run', 'build'], { cwd: work, encoding: 'utf8' });
      expect(build.status, build.stdout + build.stderr).toBe(0);

      const card = page.getByRole('article', { name: dish.name, exact: true });
      const first = await serve('out', port);
      try {
        await page.goto('/menu/');
        await waitForWorker(page);
        await page.reload();
        await expect(card).toContainText(formatRupees(before));
      } finally {
        await first.stop();
      }

      const next = await serve(join(work, 'out'), port);
      try {
        await page.reload();
        await expect(card).toContainText(formatRupees(after));
        await expect(card).not.toContainText(formatRupees(before));
        await waitForHydration(page);
      } finally {
        await next.stop();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
