import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, sitePath } from './fixtures';

/** No WCAG 2.2 A or AA problem that axe can find, contrast included. */
export async function expectNoAxeViolations(page: Page) {
  // axe judges contrast by what is drawn where. A section the browser skips (content-visibility:
  // auto, the menu's categories off screen) has only a guessed height, so axe would find text of
  // it over the footer: draw every part for the check, as scrolling through the page would.
  // Likewise a sticky bar covers whichever buttons the scroll leaves under it, so many a page would
  // pass or fail by where a test stopped scrolling: axe sees each bar where it sits in the page,
  // and every target whole. That no target stays under a bar is the menu's own test.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      if (style.position === 'sticky') {
        element.style.position = 'static';
        element.dataset.axeSticky = '';
      }
    }
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-axe-sticky]')) {
      element.style.position = '';
      delete element.dataset.axeSticky;
    }
  });
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

/**
 * Opens `path` as a browser with JavaScript off draws it, for axe, which runs as a script in the
 * page: the page's HTML without its scripts, with what <noscript> holds shown. Use it with
 * scripts on and console errors allowed: the scripts the page preloads go unused, which the
 * console warns of.
 */
export async function gotoAsWithoutScripts(page: Page, path: string) {
  await page.route(sitePath(path), async (route) => {
    const html = await (await route.fetch()).text();
    const body = html
      .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<\/?noscript>/g, '');
    await route.fulfill({ body, contentType: 'text/html' });
  });
  await page.goto(sitePath(path));
  await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
}

/** The page, as loaded, fits the narrowest phone without scrolling sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 320, height: 640 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  // A part of the page the browser skips while off screen clips what overflows it instead of
  // scrolling the page: nothing may reach past the screen's edge, but in a row that scrolls itself.
  const cutOff = await page.evaluate(
    (tolerance) =>
      [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > innerWidth + tolerance)
        .filter((element) => {
          for (let box = element.parentElement; box; box = box.parentElement) {
            if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return false;
          }
          return true;
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    subPixel,
  );
  expect(cutOff).toEqual([]);
}

/** Presses Tab until the target has focus, as a keyboard user would, and fails if it never does. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Layout puts edges at fractions of a pixel, and they move by a fraction whenever some text on the
 * page changes width (a price, a name, a phone number): no customer sees less than a pixel, so no
 * check of where something is may fail by less.
 */
export const subPixel = 1;

export type Box = { x: number; y: number; width: number; height: number };

/** How far the element moved or grew between two boxes of it: the largest move of an edge. */
export function edgeShift(before: Box, after: Box): number {
  return Math.max(
    Math.abs(after.x - before.x),
    Math.abs(after.y - before.y),
    Math.abs(after.x + after.width - before.x - before.width),
    Math.abs(after.y + after.height - before.y - before.height),
  );
}

/**
 * The element shows whole: no edge of the screen, nor of a row that scrolls or clips it, cuts off
 * more than a sub-pixel of it.
 */
export async function expectWhollyShown(locator: Locator, { timeout }: { timeout?: number } = {}) {
  await expect(locator).toBeVisible({ timeout });
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          let [left, top, right, bottom] = [0, 0, innerWidth, innerHeight];
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            const clip = parent.getBoundingClientRect();
            if (style.overflowX !== 'visible')
              [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
            if (style.overflowY !== 'visible')
              [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
          }
          return Math.max(
            0,
            left - box.left,
            top - box.top,
            box.right - right,
            box.bottom - bottom,
          );
        }),
      { message: `pixels of ${locator} cut off`, timeout },
    )
    .toBeLessThanOrEqual(subPixel);
}
