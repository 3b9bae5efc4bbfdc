import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { photosFolder, photosPath } from '../data/photos';
import { menu, type MenuCategory } from '../data/menu';
import { imageWidths } from '../lib/cloudinary';
import { copyProject } from '../scripts/out.mjs';
import { expect, sitePath, test } from './fixtures';
import { dishRow, smallPhone } from './menu-page';
import { serve } from './own-server';
import { expectFallbackTile } from './photo-fallback';

// The shipped content has no uploaded photo (a made-up photo of a real dish would be shown to
// customers), so these journeys build a copy of the project with one, as the owner's save in the
// editor makes one: a photo in content/photos/ and a dish that names it. The build takes a few
// minutes; it runs in the `new deploy` project, after every other journey.
test.use(smallPhone);

const port = Number(process.env.E2E_OFFLINE_PORT ?? 4395) + 4;
const photo = 'img-20261128-101500.jpg';
const [firstCategory] = menu;
const dish = firstCategory?.items[0];

/** As the editor saves it: the photo in content/photos/, and the dish's Photo field naming it. */
async function uploadPhoto(work: string) {
  mkdirSync(join(work, photosFolder), { recursive: true });
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1e8449' } })
    .jpeg()
    .toFile(join(work, photosFolder, photo));
  const file = join(work, 'content/menu.json');
  const content = JSON.parse(readFileSync(file, 'utf8')) as { categories: MenuCategory[] };
  content.categories[0]!.items[0]!.image = `${photosPath}/${photo}`;
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
}

test.describe('a new deploy with a photo the owner uploaded', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: `http://localhost:${port}` });
  let work = '';
  let host: Awaited<ReturnType<typeof serve>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(15 * 60_000);
    expect(existsSync(join(photosFolder, photo)), `${photo} is made up`).toBe(false);
    work = copyProject();
    await uploadPhoto(work);
    const build = spawnSync('npm', ['run', 'build'], { cwd: work, encoding: 'utf8' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    host = await serve(join(work, 'out'), port);
  });

  test.afterAll(async () => {
    await host?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test("the dish shows the owner's photo, a small copy from the site itself", async ({ page }) => {
    if (!dish) throw new Error('The tests need a dish in content/menu.json.');
    await page.goto(sitePath('/menu/'));
    const image = dishRow(page, dish).locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      loaded: img.naturalWidth > 0,
    }));
    expect(shown.loaded).toBe(true);
    const src = new URL(shown.src);
    expect(src.origin).toBe(`http://localhost:${port}`);
    // One of the build's copies, chosen for a thumbnail on this phone's screen: not the original,
    // nor the widest copy.
    const width = Number(
      new RegExp(`^${sitePath('/photos/')}.+-(\\d+)\\.webp$`).exec(src.pathname)?.[1],
    );
    expect(imageWidths).toContain(width);
    expect(width).toBeLessThan(Math.max(...imageWidths));
    // The photo itself, not the fallback tile: the uploaded green fills the thumbnail.
    const [red, green, blue] = (await sharp(await image.screenshot()).stats()).channels.map(
      (channel) => Math.round(channel.mean),
    );
    expect(green).toBeGreaterThan(100);
    expect(Math.max(red!, blue!)).toBeLessThan(green! - 50);
  });

  test.describe('when the photo does not arrive, with JavaScript off', () => {
    test.use({ allowConsoleErrors: true, javaScriptEnabled: false });

    test('the dish shows its emoji, not a broken-image icon', async ({ page }) => {
      if (!dish) throw new Error('The tests need a dish in content/menu.json.');
      await page.route(`**${photosPath}/**`, (route) => route.abort('internetdisconnected'));
      await page.goto(sitePath('/menu/'));
      const image = dishRow(page, dish).locator('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      await expectFallbackTile(image, dish.emoji);
    });
  });
});
