import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { cafe } from '../data/cafe';
import { delivery } from '../data/delivery';
import { menu, type MenuCategory, type MenuItem } from '../data/menu';
import { cartReducer, lineTotal, cartTotal } from '../lib/order/cart';
import { lineLabel } from '../lib/order/line-text';
import { emptyCustomer } from '../lib/order/checkout';
import { formatRupees } from '../lib/order/money';
import { offlineRules } from '../lib/offline/offline';
import { basePath } from '../lib/site/base-path';
import { contentProblems } from '../lib/editor/content-check';
import { pagePaths } from '../lib/site/pages';
import { imageHost } from '../lib/site/site';
import { orderMessage } from '../lib/order/whatsapp';
import { copyProject } from '../scripts/out.mjs';
import { testedContent } from '../scripts/suite-site.mjs';
import { field, linesOf, previewText, type Pick } from './checkout-helpers';
import { halfAndFullDish, onePriceDish, onePriceDishes } from '../test/dishes';
import {
  addFromMenu,
  expect,
  followMainNav,
  sitePath,
  test,
  visit,
  waitForHydration,
} from './fixtures';
import { chooseCategory } from './menu-page';
import { serve } from './own-server';
import { expectNoAxeViolations } from './page-checks';
import { contentFiles } from '../test/content-files';

// Each journey serves the site itself, on its own port, so that it can take the host away or put
// a new build in its place; the worker is registered per origin, so a journey keeps its port.
const basePort = Number(process.env.E2E_OFFLINE_PORT ?? 4395);
const offlineNote = 'You are offline. Prices are from your last visit.';
const noAnswerNote = 'No answer from the network: prices are from your last visit.';
const loadToday = "Load today's prices";

/** Waits until the service worker has precached the site and controls the page. */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Has the browser fetch sw.js again, and waits until the new build's worker controls the page. */
async function takeOverByNewWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('No service worker is registered.');
    const changed = new Promise((done) =>
      navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
    );
    await registration.update();
    await changed;
  });
}

/** Every request of every cache of the site, by cache. */
function cachedRequests(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const stored: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      stored[name] = requests.map((request) => request.url).sort();
    }
    return stored;
  });
}

/** Whether an address on `port` is a page or a page's data (HTML, Next.js's .txt). */
const isPageOn = (port: number) => (url: URL) => {
  if (url.port !== String(port) || url.pathname.startsWith('/_next/')) return false;
  const last = url.pathname.split('/').at(-1) ?? '';
  return last === '' || !last.includes('.') || /\.(html|txt)$/.test(last);
};

/**
 * Holds every request for a page or its data (HTML, Next.js's .txt, the HEAD checks) until
 * released, as a network too slow to answer does: the worker gives up on it after its wait.
 */
async function holdPages(context: BrowserContext, port: number) {
  const held: Route[] = [];
  let released = false;
  await context.route(isPageOn(port), (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => {})));
    },
  };
}

/**
 * A network slower than the worker waits: each request for a page (its HTML, and the HEAD checks)
 * is answered a second after the worker has given up on it. `hold` keeps the requests from then on
 * until `fail` drops them, as a signal that goes, or `slow` lets them through.
 */
async function slowPages(context: BrowserContext, port: number) {
  const held: Route[] = [];
  let mode: 'slow' | 'hold' | 'fail' = 'slow';
  const late = (offlineRules.networkTimeoutSeconds + 1) * 1000;
  const isHtml = isPageOn(port);
  await context.route(
    (url) => isHtml(url) && !url.pathname.endsWith('.txt'),
    async (route) => {
      if (mode === 'hold') return held.push(route);
      if (mode === 'fail') return route.abort('internetdisconnected');
      await new Promise((done) => setTimeout(done, late));
      await route.continue().catch(() => {});
    },
  );
  return {
    hold() {
      mode = 'hold';
    },
    async fail() {
      mode = 'fail';
      await Promise.all(held.splice(0).map((route) => route.abort('internetdisconnected')));
    },
    async slow() {
      mode = 'slow';
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => {})));
    },
  };
}

/** Scrolls down a screen at a time to the foot of the page, as a customer looking at every dish. */
async function scrollToTheEnd(page: Page) {
  for (let end = false; !end;) {
    end = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
  }
}

/**
 * Lets the test move the page's Date.now() ahead, as a customer who lingers on a page: Next.js
 * then finds the data it prefetched for the links stale and fetches it again. (Playwright's own
 * clock would also replace the page's performance entries, which the cart reads.)
 */
async function lingeringClock(page: Page) {
  await page.addInitScript(() => {
    const now = Date.now.bind(Date);
    let ahead = 0;
    Object.defineProperty(window, 'lingerMinutes', {
      set: (minutes: number) => {
        ahead = minutes * 60_000;
      },
    });
    Date.now = () => now() + ahead;
  });
  return {
    linger: (minutes: number) =>
      page.evaluate((value) => {
        (window as unknown as { lingerMinutes: number }).lingerMinutes = value;
      }, minutes),
  };
}

/** The status note under the header that says this. */
const note = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/**
 * The worker fetches photos itself, as `fetch` rather than `image` requests, which the fixtures'
 * stand-in photos do not answer: the image host answers here with a photo of its own.
 */
async function answerPhotos(context: BrowserContext) {
  await context.route(`${new URL(imageHost).origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="#c2652f"/></svg>',
    }),
  );
}

const withoutSlash = (path: string) => (path === '/' ? path : path.replace(/\/$/, ''));

test.describe('with no signal after one visit', () => {
  // The journeys of a group share its port: one after the other.
  test.describe.configure({ mode: 'default' });
  const port = basePort;
  test.use({ serviceWorkers: 'allow', baseURL: `http://localhost:${port}` });

  test('every page opens, the menu works and the order is built', async ({ page, context }) => {
    test.slow();
    await answerPhotos(context);
    const host = await serve('out', port);
    try {
      await page.goto(sitePath('/'));
      await waitForHydration(page);
      await waitForWorker(page);
      await expect(page.getByRole('status').filter({ hasText: offlineNote })).toHaveCount(0);
    } finally {
      await host.stop();
    }
    await context.setOffline(true);

    for (const path of pagePaths) {
      for (const address of [path, withoutSlash(path)]) {
        await page.goto(sitePath(address));
        await expect(page).toHaveURL(
          new RegExp(`:${port}${sitePath(path).replace(/\//g, '\\/')}$`),
        );
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    }
    // The last page of the list may be a Hindi one: the journey goes on in English.
    await page.goto(sitePath('/'));
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
    await followMainNav(page, 'Menu');
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
    // The message Send would open, read from the preview: the cart stays for what follows.
    const message = (await previewText(page)).split('\n');
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

    // Back online with the host still away: still the saved copy, and the page says so.
    await context.setOffline(false);
    await expect(note(page, noAnswerNote)).toBeVisible();
    await expect(page.getByRole('button', { name: loadToday })).toHaveCount(0);

    // Once the network answers, today's prices are offered, and loading them keeps the order.
    const back = await serve('out', port);
    try {
      // The signal drops and comes back: the page hears it come back and asks the network.
      await context.setOffline(true);
      await expect(note(page, offlineNote)).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByRole('button', { name: loadToday })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: loadToday }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
      await expect(note(page, 'last visit')).toHaveCount(0);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(field(page, 'Name (required)')).toHaveValue('Ravi');
    } finally {
      await back.stop();
    }
  });

  test('another spelling of a page opens at its one address and works', async ({
    page,
    context,
  }) => {
    test.slow();
    await answerPhotos(context);
    const host = await serve('out', port);
    try {
      await page.goto(sitePath('/'));
      await waitForWorker(page);
    } finally {
      await host.stop();
    }
    await context.setOffline(true);
    // Next.js's router reads //menu/ as the host "menu": shown there, the page would fail.
    // Written out in full: page.goto reads '//menu/' as the host "menu", as the router does.
    const origin = `http://localhost:${port}${basePath}`;
    for (const address of ['//menu/', '/menu//', '/%6Denu/', '/menu/index', '//order/']) {
      const path = address.includes('order') ? '/order/' : '/menu/';
      await visit(page, `${origin}${address}`);
      await expect(page).toHaveURL(new RegExp(`:${port}${sitePath(path).replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await visit(page, `${origin}//menu/`);
    await addFromMenu(page, onePriceDish.name);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test.describe('an unknown address', () => {
    // Chromium reports the 404 answer on the console.
    test.use({ allowConsoleErrors: true });

    test('shows the site’s own 404 page', async ({ page, context }) => {
      await answerPhotos(context);
      const host = await serve('out', port);
      try {
        await page.goto(sitePath('/'));
        await waitForWorker(page);
      } finally {
        await host.stop();
      }
      await context.setOffline(true);
      for (const address of ['/no-such-page/', '/no-such-page', '/menu/no-such-dish']) {
        const answer = await page.goto(sitePath(address));
        expect(answer?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      }
      await waitForHydration(page);
      await page.getByRole('link', { name: 'View Menu' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    });
  });
});

test.describe('with the worker active', () => {
  test.describe.configure({ mode: 'default' });
  const port = basePort + 1;
  test.use({ serviceWorkers: 'allow', baseURL: `http://localhost:${port}` });

  test('every page, with and without its slash, loads with no console error', async ({
    page,
    context,
  }) => {
    // Every page of both languages, twice.
    test.slow();
    await answerPhotos(context);
    const host = await serve('out', port);
    try {
      await page.goto(sitePath('/'));
      await waitForWorker(page);
      for (const path of pagePaths) {
        for (const address of [path, withoutSlash(path)]) {
          await page.goto(sitePath(address));
          await waitForHydration(page);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
        }
      }
    } finally {
      await host.stop();
    }
  });

  test('every page and every category cost at most 25 MB, and a page is kept once', async ({
    page,
    context,
  }) => {
    // Every page and every category, visited in turn: minutes on a busy machine.
    test.setTimeout(4 * 60_000);
    await answerPhotos(context);
    const host = await serve('out', port);
    try {
      await page.goto(sitePath('/'));
      await waitForWorker(page);
      for (const path of pagePaths) await visit(page, path);
      await visit(page, '/menu/');
      for (const category of menu) {
        await chooseCategory(page, category);
        await scrollToTheEnd(page);
        await expect
          .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
          .toBe(true);
      }
      const { usage } = await page.evaluate(() => navigator.storage.estimate());
      expect(usage).toBeLessThanOrEqual(25 * 1024 * 1024);

      // Other addresses of a page store nothing more.
      const stored = await cachedRequests(page);
      const answers = await page.evaluate(
        (paths) =>
          Promise.all(paths.map(async (path) => (await fetch(location.origin + path)).status)),
        ['/menu/index', '/%6Denu/', '//menu/', '/menu//'].map((path) => `${basePath}${path}`),
      );
      expect(answers).toEqual([200, 200, 200, 200]);
      expect(await cachedRequests(page)).toEqual(stored);
    } finally {
      await host.stop();
    }
  });
});

test.describe('on a network slower than the worker waits', () => {
  const port = basePort + 3;
  test.use({ serviceWorkers: 'allow', baseURL: `http://localhost:${port}` });
  const loading = "Loading today's prices…";
  const failed = "Couldn't reach the cafe's site. Check your signal and try again.";
  // Chromium reports the request that the lost signal fails; the test checks the console itself.
  test.use({ allowConsoleErrors: true });

  test('"Load today’s prices" waits for today’s page, or says that it could not', async ({
    page,
    context,
  }) => {
    test.slow();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await answerPhotos(context);
    const host = await serve('out', port);
    try {
      await visit(page, '/menu/');
      await waitForWorker(page);
      const network = await slowPages(context, port);
      await visit(page, '/menu/');
      await expect(note(page, noAnswerNote)).toBeVisible();
      await addFromMenu(page, onePriceDish.name);
      const button = page.getByRole('button', { name: loadToday });
      // Offered once the page's own check gets its late answer.
      await expect(button).toBeVisible({ timeout: 20_000 });

      // The signal goes while the prices load: the page says so, and stays as it was.
      network.hold();
      await button.click();
      await expect(note(page, loading)).toBeVisible();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toBeFocused();
      await network.fail();
      await expect(note(page, failed)).toBeVisible();
      await expect(button).toHaveAttribute('aria-disabled', 'false');
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      await expectNoAxeViolations(page);

      // Slow but there: today's page, past the worker's wait, and the order kept.
      await network.slow();
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await button.click();
      await reloaded;
      await waitForHydration(page);
      const fromSavedCopy = await page.evaluate(() =>
        (
          performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        ).serverTiming.map((entry) => entry.name),
      );
      expect(fromSavedCopy).not.toContain(offlineRules.savedCopyMetric);
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      await expect(note(page, 'last visit')).toHaveCount(0);
      await expect(page.getByRole('button', { name: loadToday })).toHaveCount(0);
      expect(problems).toEqual(['Failed to load resource: net::ERR_FAILED']);
    } finally {
      await host.stop();
    }
  });
});

/** The owner's edit of one dish of content/menu.json in the copy at `work`. */
function editDish(work: string, name: string, edit: (dish: MenuItem) => void) {
  const file = join(work, 'content/menu.json');
  const menu = JSON.parse(readFileSync(file, 'utf8')) as { categories: MenuCategory[] };
  const dish = menu.categories
    .flatMap((category) => category.items)
    .find((item) => item.name === name);
  if (!dish) throw new Error(`content/menu.json: no dish "${name}"`);
  edit(dish);
  writeFileSync(file, `${JSON.stringify(menu, null, 2)}\n`);
}

/** The menu of content/menu.json without the dish `name`, as the owner's delete in the editor leaves it. */
function menuWithout(text: string, name: string): string {
  const menu = JSON.parse(text) as { categories: MenuCategory[] };
  for (const category of menu.categories) {
    category.items = category.items.filter((item) => item.name !== name);
  }
  menu.categories = menu.categories.filter((category) => category.items.length > 0);
  return `${JSON.stringify(menu, null, 2)}\n`;
}

/** A one-price dish other than `kept` that the owner can delete with the content still valid. */
function deletableDish(kept: MenuItem): MenuItem {
  const found = onePriceDishes.find(
    (item) =>
      item.name !== kept.name &&
      contentProblems({
        ...contentFiles,
        'menu.json': menuWithout(contentFiles['menu.json'], item.name),
      }).length === 0,
  );
  if (!found) throw new Error('The tests need a one-price dish no other content names.');
  return found;
}

/** The build files that one exported folder has and the other lacks. */
function buildFilesOnlyIn(folder: string, other: string): string[] {
  const files = (root: string) => new Set(readdirSync(join(root, '_next/static/chunks')));
  const theirs = files(other);
  return [...files(folder)].filter((file) => file.endsWith('.js') && !theirs.has(file));
}

test.describe('a new deploy', () => {
  // One second build of the content out/ holds, with one price raised and another dish taken off the menu, for every journey
  // below: it takes a few minutes. (Sold out is not a deploy: e2e/stock.spec.ts.)
  test.describe.configure({ mode: 'serial' });
  const port = basePort + 2;
  test.use({ serviceWorkers: 'allow', baseURL: `http://localhost:${port}` });
  const [dish] = onePriceDishes;
  if (!dish) throw new Error('The tests need a one-price dish in content/menu.json.');
  const goneDish = deletableDish(dish);
  const before = dish.price;
  const after = before + 10;
  const card = (page: Page) => page.getByRole('article', { name: dish.name, exact: true });
  let work = '';

  test.beforeAll(async () => {
    test.setTimeout(15 * 60_000);
    work = copyProject('.', testedContent);
    editDish(work, dish.name, (item) => (item.price = after));
    const menuFile = join(work, 'content/menu.json');
    writeFileSync(menuFile, menuWithout(readFileSync(menuFile, 'utf8'), goneDish.name));
    const build = spawnSync('npm', ['run', 'build'], { cwd: work, encoding: 'utf8' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
  });

  test.afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  // Each journey lets the page's own requests (a page's code loaded after it drew, the published
  // stock) finish before it takes a host away: one the old host never answers is a console error
  // of the test's making, not the deploy's.
  const inFlight = new WeakMap<Page, Set<unknown>>();
  test.beforeEach(({ page }) => {
    const requests = new Set<unknown>();
    inFlight.set(page, requests);
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
  });
  const settled = (page: Page) => expect.poll(() => inFlight.get(page)?.size ?? 0).toBe(0);

  /**
   * A customer's visit to the build before the deploy, the worker in place, doing `then` there;
   * the old build is then taken down.
   */
  async function visitBefore(page: Page, then: () => Promise<void> = async () => {}) {
    await answerPhotos(page.context());
    const first = await serve('out', port);
    try {
      await visit(page, '/menu/');
      await waitForWorker(page);
      await then();
      await settled(page);
    } finally {
      await first.stop();
    }
  }

  test('reaches a customer who visited before on their next page load', async ({
    page,
    context,
  }) => {
    await answerPhotos(context);
    const first = await serve('out', port);
    try {
      await page.goto(sitePath('/menu/'));
      await waitForWorker(page);
      await page.reload();
      await expect(card(page)).toContainText(formatRupees(before));
      await waitForHydration(page);
      await settled(page);
    } finally {
      await first.stop();
    }

    const next = await serve(join(work, 'out'), port);
    try {
      await page.reload();
      await expect(card(page)).toContainText(formatRupees(after));
      await expect(card(page)).not.toContainText(formatRupees(before));
      await waitForHydration(page);
      await settled(page);
    } finally {
      await next.stop();
    }
  });

  test('keeps every line and every typed detail through the page load that brings it', async ({
    page,
    context,
  }) => {
    await answerPhotos(context);
    const clock = await lingeringClock(page);
    const picks: Pick[] = [{ item: dish }, { item: halfAndFullDish, size: 'full' }, { item: dish }];
    const customer = {
      ...emptyCustomer,
      name: 'Asha & "Ravi"',
      phone: '+91 94150-12345',
      address: 'Flat 4\nNear the Hanuman temple',
      instructions: 'less spicy',
    };
    const first = await serve('out', port);
    try {
      await visit(page, '/menu/');
      await waitForWorker(page);
      for (const { item, size } of picks) await addFromMenu(page, item.name, size && 'Full');
      await page.getByRole('link', { name: /View Cart/ }).click();
      await page.getByRole('button', { name: `Increase quantity of ${dish.name}, line 1` }).click();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await field(page, 'Name (required)').fill(customer.name);
      await field(page, 'Phone number (required)').fill(customer.phone);
      await field(page, 'Delivery address (required)').fill(customer.address);
      await field(page, 'Cooking instructions (optional)').fill(customer.instructions);
      await settled(page);
    } finally {
      await first.stop();
    }

    const next = await serve(join(work, 'out'), port);
    try {
      // Next.js's data for the links has gone stale: the next link loads the new build in full.
      await clock.linger(10);
      await followMainNav(page, 'Menu');
      await expect(card(page)).toContainText(formatRupees(after));
      await waitForHydration(page);
      const loaded = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      );
      expect(loaded).toBe('navigate');

      await page.getByRole('link', { name: 'Cart, 4 items' }).click();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(field(page, 'Name (required)')).toHaveValue(customer.name);
      await expect(field(page, 'Delivery address (required)')).toHaveValue(customer.address);
      // Every line, at the new build's price.
      const repriced = linesOf(
        picks.map((pick) => (pick.item === dish ? { item: { ...dish, price: after } } : pick)),
      );
      const lines = cartReducer(repriced, {
        type: 'setQuantity',
        id: repriced[0]!.id,
        quantity: 2,
      });
      // Run while the cafe is closed, the order is for its first time after opening: that line
      // aside, the message is the one these details and lines make.
      const preview = (await previewText(page)).replace(/\n\*Delivery at [^\n]*\*(?=\n)/, '');
      expect(preview).toBe(orderMessage(cafe.name, customer, lines, delivery));

      // The customer's own reload still starts a new cart, as the spec says.
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' }),
      ).toBeVisible();
    } finally {
      await next.stop();
    }
  });

  test('on a network slower than the worker waits, the cart page reloads once and says its prices are from the last visit', async ({
    page,
    context,
  }) => {
    await visitBefore(page, () => addFromMenu(page, dish.name));

    const next = await serve(join(work, 'out'), port);
    try {
      await slowPages(context, port);
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.getByRole('link', { name: /View Cart/ }).click();
      // The cart learns of the new build and reloads; the worker answers the reload with its saved
      // copy, which says so rather than reload again.
      await expect(note(page, noAnswerNote)).toBeVisible({ timeout: 30_000 });
      // Time for a loop to show itself: the worker's wait and a second more, twice over.
      await page.waitForTimeout(2 * (offlineRules.networkTimeoutSeconds + 1) * 1000);
      expect(loads).toBe(1);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    } finally {
      await next.stop();
    }
  });

  test('an open tab learns of it as the cart opens, and the cart says what changed', async ({
    page,
    context,
  }) => {
    await answerPhotos(context);
    const first = await serve('out', port);
    try {
      await visit(page, '/menu/');
      await addFromMenu(page, dish.name);
      await addFromMenu(page, goneDish.name);
      await settled(page);
    } finally {
      await first.stop();
    }

    const next = await serve(join(work, 'out'), port);
    try {
      await page.getByRole('link', { name: /View Cart/ }).click();
      const changes = page.getByRole('region', { name: 'Your cart now follows today’s menu' });
      await expect(changes).toContainText(
        `${goneDish.name} is no longer on our menu and left your cart.`,
      );
      await expect(changes).toContainText(
        `${dish.name} is now ${formatRupees(after)}, was ${formatRupees(before)}.`,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      const line = page
        .getByRole('region', { name: 'Dishes in your cart' })
        .getByRole('listitem')
        .filter({ hasText: dish.name });
      await expect(line).toContainText(`${formatRupees(after)} each`);
      await expectNoAxeViolations(page);
      await changes.getByRole('button', { name: 'OK' }).click();
      await expect(changes).toHaveCount(0);
    } finally {
      await next.stop();
    }
  });

  test('Send after it has gone live shows the cart at today’s prices before anything is sent', async ({
    page,
    context,
  }) => {
    const sent: string[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith('https://wa.me/')) sent.push(request.url());
    });
    // The checkout opened, and its details typed, before the deploy.
    await visitBefore(page, async () => {
      await addFromMenu(page, dish.name);
      await addFromMenu(page, goneDish.name);
      await page.getByRole('link', { name: /View Cart/ }).click();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await field(page, 'Name (required)').fill('Asha');
      await field(page, 'Phone number (required)').fill('+91 94150-12345');
      // A pickup: two dishes may fall short of a minimum for delivery.
      await page.getByRole('radio', { name: 'Pickup' }).check();
    });

    const next = await serve(join(work, 'out'), port);
    try {
      await page.getByRole('button', { name: 'Order via WhatsApp' }).click();
      const changes = page.getByRole('region', { name: 'Your cart now follows today’s menu' });
      await expect(changes).toContainText(
        `${goneDish.name} is no longer on our menu and left your cart.`,
      );
      await expect(changes).toContainText(
        `${dish.name} is now ${formatRupees(after)}, was ${formatRupees(before)}.`,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      expect(sent).toEqual([]);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(field(page, 'Name (required)')).toHaveValue('Asha');
    } finally {
      await next.stop();
    }
  });

  test('Back after the page load that brings it gives the cart as it is now', async ({
    page,
    context,
  }) => {
    await answerPhotos(context);
    const clock = await lingeringClock(page);
    const first = await serve('out', port);
    try {
      await visit(page, '/menu/');
      await addFromMenu(page, dish.name);
      await settled(page);
    } finally {
      await first.stop();
    }

    const next = await serve(join(work, 'out'), port);
    try {
      // A link to another page (one to the same address would replace this page in the history).
      await clock.linger(10);
      await followMainNav(page, 'Order Online');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
      await waitForHydration(page);
      await page.getByRole('button', { name: `Increase quantity of ${dish.name}` }).click();
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

      // Restored from the back/forward cache, the page fires no load event.
      await page.goBack({ waitUntil: 'commit' });
      await expect(card(page)).toContainText(formatRupees(after));
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    } finally {
      await next.stop();
    }
  });

  test('an open page of the old build under the new worker: no error screen, and every page offline', async ({
    page,
    context,
  }) => {
    // Every page of both languages, before and after the new deploy.
    test.slow();
    await answerPhotos(context);
    const clock = await lingeringClock(page);
    const first = await serve('out', port);
    try {
      await page.goto(sitePath('/'));
      await waitForWorker(page);
      for (const path of pagePaths) await visit(page, path);
      await visit(page, '/menu/');
      await addFromMenu(page, dish.name);
      await settled(page);
    } finally {
      await first.stop();
    }

    const next = await serve(join(work, 'out'), port);
    try {
      await takeOverByNewWorker(page);
      // The browser's own cache has lost the old build's scripts, and the network is slow.
      const browser = await context.newCDPSession(page);
      await browser.send('Network.clearBrowserCache');
      await browser.detach();
      const slow = await holdPages(context, port);
      await clock.linger(10);
      await page.getByRole('link', { name: /View Cart/ }).click();
      // The worker waits its 3 seconds twice: for the cart's data, then for the new build's page.
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible({
        timeout: 20_000,
      });
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      await expect(note(page, noAnswerNote)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
      await slow.release();
    } finally {
      await next.stop();
    }

    await context.setOffline(true);
    for (const path of pagePaths) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    }
    await visit(page, '/menu/');
    await expect(card(page)).toContainText(formatRupees(after));
    await expect(note(page, offlineNote)).toBeVisible();
  });

  test('a slow network shows the saved prices with a note, then today’s when it answers', async ({
    page,
    context,
  }) => {
    await visitBefore(page);

    const next = await serve(join(work, 'out'), port);
    try {
      const slow = await holdPages(context, port);
      await visit(page, '/menu/');
      await expect(card(page)).toContainText(formatRupees(before));
      await expect(note(page, noAnswerNote)).toBeVisible();
      await expectNoAxeViolations(page);
      await addFromMenu(page, dish.name);

      await slow.release();
      await page.getByRole('button', { name: loadToday }).click();
      await expect(card(page)).toContainText(formatRupees(after));
      await waitForHydration(page);
      await expect(note(page, 'last visit')).toHaveCount(0);
      await page.getByRole('link', { name: /View Cart/ }).click();
      // The cart's own line, not the notice above the page that names the new price.
      await expect(
        page.getByRole('main').getByRole('listitem').filter({ hasText: dish.name }),
      ).toContainText(`${formatRupees(after)} each`);
    } finally {
      await next.stop();
    }
  });

  test('a new build whose download fails leaves nothing behind', async ({ page, context }) => {
    await answerPhotos(context);
    const first = await serve('out', port);
    let before: Record<string, string[]> = {};
    try {
      await page.goto(sitePath('/'));
      await waitForWorker(page);
      before = await cachedRequests(page);
      await settled(page);
    } finally {
      await first.stop();
    }

    const next = await serve(join(work, 'out'), port);
    try {
      const [missing] = buildFilesOnlyIn(join(work, 'out'), 'out');
      if (!missing) throw new Error('The second build shares every script with the first.');
      await context.route(`**/_next/static/chunks/${missing}`, (route) => route.abort());
      const outcome = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (!registration) throw new Error('No service worker is registered.');
        const found = new Promise<ServiceWorker | null>((done) =>
          registration.addEventListener('updatefound', () => done(registration.installing), {
            once: true,
          }),
        );
        await registration.update().catch(() => {});
        const worker = await found;
        if (!worker) return 'none';
        return new Promise<string>((done) => {
          const settled = () => {
            if (worker.state === 'redundant' || worker.state === 'activated') done(worker.state);
          };
          worker.addEventListener('statechange', settled);
          settled();
        });
      });
      expect(outcome).toBe('redundant');
      const precache = (stored: Record<string, string[]>) =>
        Object.entries(stored).filter(([name]) => name.includes('precache'));
      expect(precache(await cachedRequests(page))).toEqual(precache(before));
      expect(Object.keys(await cachedRequests(page))).toEqual(Object.keys(before));
    } finally {
      await next.stop();
    }
  });
});
