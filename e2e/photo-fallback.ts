import type { Locator } from '@playwright/test';
import { theme } from '../data/theme';
import { expect } from './fixtures';

/** The colours of a part of a PNG, decoded on a blank page (the site's policy allows no data: URL). */
async function coloursIn(
  photo: Locator,
  png: Buffer,
  part: { from: number; to: number },
): Promise<number[][]> {
  const blank = await photo.page().context().newPage();
  try {
    await blank.setContent('<canvas></canvas>');
    return await blank.evaluate(
      async ({ data, from, to }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.querySelector('canvas')!;
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const [x0, x1] = [from * image.width, to * image.width].map(Math.round);
        const [y0, y1] = [from * image.height, to * image.height].map(Math.round);
        const { data: pixels } = context.getImageData(x0!, y0!, x1! - x0!, y1! - y0!);
        const found = new Map<string, number[]>();
        for (let at = 0; at < pixels.length; at += 4) {
          const rgb = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
          found.set(rgb.join(), rgb);
        }
        return [...found.values()];
      },
      { data: png.toString('base64'), ...part },
    );
  } finally {
    await blank.close();
  }
}

/**
 * The photo failed, and its tile shows the dish's emoji on the muted tile colour, with no broken-
 * image icon: the icon's corner, the top left, is all the tile's colour.
 */
export async function expectFallbackTile(photo: Locator, emoji: string) {
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
  expect(await photo.evaluate((image) => getComputedStyle(image, '::after').content)).toBe(
    JSON.stringify(emoji),
  );
  const tile = await photo.locator('..').screenshot();
  const corner = await coloursIn(photo, tile, { from: 0.1, to: 0.25 });
  const muted = [1, 3, 5].map((at) => parseInt(theme.muted.slice(at, at + 2), 16));
  const off = corner.filter((rgb) =>
    rgb.some((value, index) => Math.abs(value - muted[index]!) > 2),
  );
  expect(off, "colours other than the tile in the broken-image icon's corner").toEqual([]);
}
