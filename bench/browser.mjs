// What a phone-sized Chromium driven by Playwright measures: the repeat visit with the service
// worker active, and the main thread's work of the menu's interactions on a 4x slower CPU.
import { setTimeout } from 'node:timers/promises';
import { chromium, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { isHydrated } from '../scripts/hydrated.mjs';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * `measure` on a page of a new phone-sized Chromium started with `flags`, with a CDP session.
 * @template T
 * @param {string[]} flags
 * @param {(page: Page, cdp: import('@playwright/test').CDPSession) => Promise<T>} measure
 */
async function onPhone(flags, measure) {
  const args = [...chromiumFlags, ...flags];
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const page = await browser.newPage(devices['Pixel 7']);
    return await measure(page, await page.context().newCDPSession(page));
  } finally {
    await browser.close();
  }
}

/**
 * Visits `url` until its service worker is active (its precache filled), empties the HTTP cache
 * and visits it again: the build scripts `server` was asked for that second time.
 * @param {string} url
 * @param {import('node:http').Server} server
 * @param {string[]} flags
 */
export function repeatVisitScripts(url, server, flags) {
  return onPhone(flags, async (page, cdp) => {
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.ready);
    await cdp.send('Network.clearBrowserCache');
    const asked = /** @type {string[]} */ ([]);
    const log = (/** @type {import('node:http').IncomingMessage} */ request) =>
      asked.push(request.url ?? '');
    server.on('request', log);
    await page.goto(url, { waitUntil: 'networkidle' });
    server.off('request', log);
    return asked.filter((path) => /\/_next\/static\/.+\.js(\?|$)/.test(path));
  });
}

/**
 * Milliseconds the page's main thread worked on `act` and on whatever it set off: the renderer's
 * task time from just before `act` until half a second after.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {() => Promise<void>} act
 */
async function mainThreadMs(cdp, act) {
  const taskMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return 1000 * (metrics.find(({ name }) => name === 'TaskDuration')?.value ?? NaN);
  };
  const before = await taskMs();
  await act();
  await setTimeout(500);
  return (await taskMs()) - before;
}

/**
 * On the page at `url` (the menu, or the floor's), with the CPU slowed down 4x: the main-thread
 * work of each keystroke of typing `word` into its search box and deleting it again, and of a tap
 * on the first button `tap` selects (on the menu, an Add). Only plain evaluations ask the page:
 * Playwright's waits and locators put listeners in it.
 * @param {string} url
 * @param {string[]} flags
 * @param {string} tap
 */
export function interactions(url, flags, tap, word = 'paneer') {
  return onPhone(flags, async (page, cdp) => {
    /** @param {string} selector where a finger taps the first element it matches */
    const middle = (selector) =>
      page.evaluate((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        if (!box) throw new Error(`nothing on the menu matches ${selector}`);
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }, selector);
    await page.goto(url, { waitUntil: 'networkidle' });
    while (!(await page.evaluate(isHydrated))) await setTimeout(50);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await middle('input[type="search"]').then(({ x, y }) => page.touchscreen.tap(x, y));
    const keystrokeMs = [];
    for (const key of [...word, ...Array.from(word, () => 'Backspace')]) {
      keystrokeMs.push(await mainThreadMs(cdp, () => page.keyboard.press(key)));
    }
    const button = await middle(tap);
    const tapMs = await mainThreadMs(cdp, () => page.touchscreen.tap(button.x, button.y));
    return { keystrokeMs, tapMs };
  });
}
