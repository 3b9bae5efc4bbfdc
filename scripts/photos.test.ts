import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageWidths } from '../lib/menu/cloudinary';
import { resizedName } from '../lib/menu/photos';
import { resizePhotos } from './photos.mjs';

let work = '';
const from = () => join(work, 'content/photos');
const to = () => join(work, 'out/photos');

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'photos-'));
  mkdirSync(from(), { recursive: true });
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A phone's photo: wider than the widest copy, held upright (EXIF orientation 6) when taken. */
async function phonePhoto(file: string) {
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(join(from(), file));
}

describe('resizePhotos', () => {
  it('writes each photo at every width the menu offers, as WebP', async () => {
    await phonePhoto('chai.jpg');
    writeFileSync(join(from(), '.gitkeep'), '');
    const written = await resizePhotos(from(), to());
    const names = imageWidths.map((width) => resizedName('chai.jpg', width));
    expect(written).toEqual(names);
    expect(readdirSync(to()).sort()).toEqual([...names].sort());
    for (const width of imageWidths) {
      const copy = await sharp(join(to(), resizedName('chai.jpg', width))).metadata();
      expect(copy).toMatchObject({ format: 'webp', width });
    }
  });

  it('turns the photo upright as the phone held it, and drops where it was taken', async () => {
    await phonePhoto('chai.jpg');
    await resizePhotos(from(), to());
    const copy = await sharp(join(to(), resizedName('chai.jpg', 320))).metadata();
    // Taken 1200 × 800 on its side: upright, 320 wide is 480 tall.
    expect([copy.width, copy.height]).toEqual([320, 480]);
    expect(copy.exif).toBeUndefined();
    expect(copy.orientation).toBeUndefined();
  });

  it('never blows a small photo up: its copies keep its own width', async () => {
    await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(join(from(), 'papad.png'));
    await resizePhotos(from(), to());
    const widest = await sharp(join(to(), resizedName('papad.png', 640))).metadata();
    expect(widest.width).toBe(200);
  });

  it('does nothing when the owner has uploaded no photo', async () => {
    rmSync(from(), { recursive: true });
    expect(await resizePhotos(from(), to())).toEqual([]);
  });

  it('stops with the file named when a photo cannot be read', async () => {
    writeFileSync(join(from(), 'broken.jpg'), 'not a photo');
    await expect(resizePhotos(from(), to())).rejects.toThrow(
      /^content\/photos\/broken\.jpg could not be read as a photo/,
    );
  });
});
