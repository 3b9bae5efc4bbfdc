// After `next build`: resizes each photo the owner uploaded in the editor (content/photos/) into
// out/photos/, one WebP at each width the menu offers (lib/menu/photos.ts names them), so that a phone
// downloads a thumbnail, not a camera's photo. Each is turned upright as the phone held it, and
// keeps none of its metadata: a phone's photo records where it was taken.
// Usage: tsx scripts/photos.mjs [folder=out] (tsx, to read the names in lib/ as they are)
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { photosFolder, photosPath } from '../data/photos.ts';
import { imageWidths } from '../lib/menu/cloudinary.ts';
import { isPhotoFile, resizedName } from '../lib/menu/photos.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * Writes every width of every photo in `from` into `to`, and returns the names written. A file
 * that is not a photo the site can resize stops the build, named (scripts/check-content.ts has
 * said so already, before the long part of the build).
 * @param {string} from @param {string} to
 */
export async function resizePhotos(from, to) {
  const files = existsSync(from) ? readdirSync(from).filter(isPhotoFile).sort() : [];
  if (files.length > 0) mkdirSync(to, { recursive: true });
  const written = [];
  for (const file of files) {
    for (const width of imageWidths) {
      const name = resizedName(file, width);
      try {
        await sharp(join(from, file))
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 75 })
          .toFile(join(to, name));
      } catch (error) {
        throw new Error(
          `${photosFolder}/${file} could not be read as a photo (${/** @type {Error} */ (error).message}): pick it again in the editor.`,
        );
      }
      written.push(name);
    }
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = resolve(process.argv[2] ?? 'out');
  const to = join(out, photosPath);
  // Not a top-level await: the unit tests import this file as CommonJS.
  resizePhotos(join(root, photosFolder), to).then(
    (written) =>
      console.log(
        `Photos: ${written.length} sizes of the owner's photos in ${relative(root, to)}/.`,
      ),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
