import sharp from 'sharp';
import { photosPath } from '../data/photos';
import { menu, type MenuCategory } from '../data/menu';
import { imageWidths } from '../lib/menu/cloudinary';
import { expect, sitePath, test } from './fixtures';
import { dishRow, smallPhone } from './menu-page';
import { expectFallbackTile } from './photo-fallback';

// A photo the owner took in the editor: in the content's photos/ folder, named in the dish's Photo
// field by its address on the site, resized by the build into out/photos/.
const dish = menu
  .flatMap((category: MenuCategory) => category.items)
  .find((item) => item.image?.startsWith(`${photosPath}/`));

test.use(smallPhone);

test.describe('a photo the owner uploaded', () => {
  test("the dish shows the owner's photo, a small copy from the site itself", async ({ page }) => {
    if (!dish) throw new Error('The tests need a dish with an uploaded photo in their content.');
    await page.goto(sitePath('/menu/'));
    const image = dishRow(page, dish).locator('img');
    // Photos below the first screen load as they come into view.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      loaded: img.naturalWidth > 0,
    }));
    expect(shown.loaded).toBe(true);
    const src = new URL(shown.src);
    expect(src.origin).toBe(new URL(page.url()).origin);
    // One of the build's copies, chosen for a thumbnail on this phone's screen: not the original,
    // nor the widest copy.
    const width = Number(
      new RegExp(`^${sitePath('/photos/')}.+-(\\d+)\\.webp$`).exec(src.pathname)?.[1],
    );
    expect(imageWidths).toContain(width);
    expect(width).toBeLessThan(Math.max(...imageWidths));
    // The photo itself, not the fallback tile: the green of test/content's photo fills the thumbnail.
    const [red, green, blue] = (await sharp(await image.screenshot()).stats()).channels.map(
      (channel) => Math.round(channel.mean),
    );
    expect(green).toBeGreaterThan(100);
    expect(Math.max(red!, blue!)).toBeLessThan(green! - 50);
  });

  test.describe('when the photo does not arrive, with JavaScript off', () => {
    test.use({ allowConsoleErrors: true, javaScriptEnabled: false });

    test('the dish shows its emoji, not a broken-image icon', async ({ page }) => {
      if (!dish) throw new Error('The tests need a dish with an uploaded photo in their content.');
      await page.route(`**${photosPath}/**`, (route) => route.abort('internetdisconnected'));
      await page.goto(sitePath('/menu/'));
      const image = dishRow(page, dish).locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      await expectFallbackTile(image, dish.emoji);
    });
  });
});
