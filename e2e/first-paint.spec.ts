import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { menu } from '@/data/menu';
import { theme } from '@/data/theme';
import { categorySlug } from '@/lib/menu-place';
import { pagePaths, pages } from '@/lib/pages';
import { emojiFonts } from '@/tailwind.config';
import { expect, test, waitForHydration } from './fixtures';

// A first visit paints from the HTML alone: each page carries its CSS in a <style> that its policy
// allows by hash, and the stylesheet file is linked at the end of the body, where it holds back
// no content.

function exported(path: string): string {
  return readFileSync(resolve('out', `.${path}`, 'index.html'), 'utf8');
}

/** The source a Content-Security-Policy allows inline code by. */
function sha256Source(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The colour as getComputedStyle gives it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

for (const path of pagePaths) {
  test(`${path} carries its CSS inline, allowed by hash, and nothing render-blocking`, () => {
    const html = exported(path);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
    const tail = html.slice(html.search(/<link\b[^>]*rel="stylesheet"/));
    expect(tail, 'the stylesheet comes after all content').toMatch(
      /^(<link\b[^>]*rel="stylesheet"[^>]*>)+<\/body><\/html>$/,
    );
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    expect(styles).toHaveLength(1);
    const [style = ''] = styles;
    // The layout's own classes, which every page paints with.
    expect(style).toContain('.min-h-screen{');
    expect(style).toContain('.flex-col{');
    const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1];
    expect(policy?.match(/style-src ([^;]*)/)?.[1]?.split(' ')).toContain(sha256Source(style));
    expect(policy).not.toContain('unsafe-inline');
    // Scripts in the head must not hold the parser: every one that loads a file is async, or
    // noModule, which no browser that runs the site fetches.
    for (const [tag] of head.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)) {
      expect(tag).toMatch(/\b(async|nomodule)\b/i);
    }
  });
}

/**
 * Has the browser draw the page three times, so that which parts skipped while off screen
 * (content-visibility) are drawn is settled: read before that, a part near the screen may show
 * its guessed height, and later its real one, with the same CSS. A screenshot draws a frame;
 * requestAnimationFrame would not run here, with scripts off.
 */
async function drawnThrice(page: Page): Promise<void> {
  for (let frame = 0; frame < 3; frame++) await page.screenshot();
}

test.describe('with scripts off, so each page stays as its HTML paints it', () => {
  test.use({ javaScriptEnabled: false });

  // A phone's width and a laptop's, so the rules of every breakpoint are compared.
  for (const [width, path] of [375, 1280].flatMap((w) => pagePaths.map((p) => [w, p] as const))) {
    test(`${path} at ${width}px paints every element with its inline CSS as the whole stylesheet would`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      let release = () => {};
      const held = new Promise<void>((resolveHeld) => (release = resolveHeld));
      await page.route('**/*.css', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      // The parser stops at the stylesheet link, the last thing in the body: the page is whole.
      await expect
        .poll(() => page.evaluate(() => document.querySelector('link[rel="stylesheet"]') !== null))
        .toBe(true);
      await drawnThrice(page);
      // Each element's computed style is kept in the page, not sent to the test: the menu has
      // thousands of elements of some three hundred properties each.
      const count = await page.evaluate(() => {
        const styles = [...document.querySelectorAll('*')].map((element) => {
          const style = getComputedStyle(element);
          return [...style].map((property) => `${property}:${style.getPropertyValue(property)}`);
        });
        Object.assign(window, { inlineStyles: styles });
        return styles.length;
      });
      expect(count).toBeGreaterThan(50);
      release();
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')),
          ),
        )
        .toBe(true);
      await drawnThrice(page);
      const differences = await page.evaluate(() => {
        const inline = (window as unknown as { inlineStyles: string[][] }).inlineStyles;
        const elements = [...document.querySelectorAll('*')];
        if (elements.length !== inline.length)
          return [`${elements.length} elements, not ${inline.length}`];
        return elements.flatMap((element, at) => {
          const style = getComputedStyle(element);
          const whole = new Set(
            [...style].map((property) => `${property}:${style.getPropertyValue(property)}`),
          );
          const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
          return inline[at]!.filter((property) => !whole.has(property)).map(
            (property) => `${name} ${property}`,
          );
        });
      });
      expect(differences).toEqual([]);
    });
  }
});

test('the home page paints styled while its stylesheet is still on its way', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolveHeld) => (release = resolveHeld));
  const stylesheets: string[] = [];
  await page.route('**/*.css', async (route) => {
    stylesheets.push(route.request().url());
    await held;
    await route.continue();
  });
  // The parser waits at the link, at the end of the body, so the page never gets further than this.
  await page.goto('/', { waitUntil: 'commit' });
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', rgb(theme.background));
  await expect(body).toHaveCSS('display', 'flex');
  release();
  await waitForHydration(page);
  // The whole stylesheet then styles the states and pages that come next.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.styleSheets].filter(
            (sheet) => sheet.href?.endsWith('.css') && sheet.cssRules.length,
          ).length,
      ),
    )
    .toBe(1);
  expect(stylesheets.length).toBeGreaterThan(0);
});

test('the menu shows its first screen before it draws the categories after the first', async ({
  page,
}) => {
  const slugs = menu.map((category) => categorySlug(category.name));
  // Registered before the page's own script, so this reads the page as its first paint with
  // content left it, before that script ends the wait.
  await page.addInitScript((ids) => {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      const drawn = ids.filter((id) =>
        document
          .getElementById(id)
          ?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
      );
      Object.assign(window, { drawnAtFirstPaint: drawn });
    }).observe({ type: 'paint', buffered: true });
  }, slugs);
  // The scripts arrive after the first paint, as on a phone's network, so the page has not loaded.
  let release = () => {};
  const held = new Promise<void>((resolveHeld) => (release = resolveHeld));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/menu/', { waitUntil: 'commit' });
  const drawnAtFirstPaint = () =>
    page.evaluate(() => (window as unknown as { drawnAtFirstPaint?: string[] }).drawnAtFirstPaint);
  await expect.poll(drawnAtFirstPaint).toBeDefined();
  release();
  expect((await drawnAtFirstPaint())?.filter((id) => id !== slugs[0])).toEqual([]);
  // After that paint the next category is drawn as it comes near, however long the first one is.
  const nextCategory = page.locator(`#${slugs[1]} > :first-child`);
  await nextCategory.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      nextCategory.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true })),
    )
    .toBe(true);
});

test('a page reached by client-side navigation is styled', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  for (const { label, path } of pages.filter((entry) => entry.inNav && entry.path !== '/')) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Every page's title is a heading in the headings' colour, which no browser default gives.
    await expect(heading).toHaveCSS('color', rgb(theme['brand-deep']));
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(theme.background));
  }
});

test('every emoji on every page is drawn from the colour emoji fonts, named first', async ({
  page,
}) => {
  const drawn: { path: string; text: string; fonts: string[] }[] = [];
  for (const path of pagePaths) {
    await page.goto(path);
    const found = await page.evaluate(() =>
      [...document.body.querySelectorAll(':not(script, noscript)')].flatMap((element) => {
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim();
        const fonts = getComputedStyle(element)
          .fontFamily.split(',')
          .map((font) => font.trim().replace(/^"|"$/g, ''));
        // Drawn as emoji by default, unlike ©, which a text font draws.
        return /\p{Emoji_Presentation}/u.test(own) ? [{ text: own, fonts }] : [];
      }),
    );
    drawn.push(...found.map((entry) => ({ path, ...entry })));
  }
  // The hero, the home's cards and favourites, the menu's categories and dishes.
  expect(drawn.length).toBeGreaterThan(10);
  expect(drawn.filter(({ fonts }) => fonts.join() !== emojiFonts.join())).toEqual([]);
});
