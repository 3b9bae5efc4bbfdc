import { photoExtensions, photosFolder, photosPath } from '../../data/photos';
import type { MenuCategory } from '../../data/schema';
import { cloudinaryUrl, imageWidths } from './cloudinary';

/** Where a dish's photo comes from: the image host's address and the site's base path. */
export type PhotoSources = { host: string; basePath: string };

/**
 * The file in content/photos/ that a dish's Photo field names ("/photos/chai.webp" → "chai.webp"),
 * or undefined for a photo on the image host ("menu/chai.jpg").
 */
export function uploadedPhoto(src: string): string | undefined {
  return src.startsWith(`${photosPath}/`) ? src.slice(photosPath.length + 1) : undefined;
}

/** The name of an uploaded photo's copy at `width`, as the build writes it in out/photos/. */
export function resizedName(file: string, width: number): string {
  return `${stem(file)}-${width}.webp`;
}

function stem(file: string): string {
  return file.replace(/\.[^.]+$/, '');
}

/**
 * The address of the photo a dish names, `width` pixels wide: the build's copy on the site itself
 * for an uploaded photo, else the image host's, resized by the host.
 */
export function photoUrl({ host, basePath }: PhotoSources, src: string, width: number): string {
  const file = uploadedPhoto(src);
  return file === undefined
    ? cloudinaryUrl(host, src, width)
    : `${basePath}${photosPath}/${resizedName(file, width)}`;
}

/** A srcset of the photo at every width the site offers, for the browser to pick from by `sizes`. */
export function photoSrcSet(sources: PhotoSources, src: string): string {
  return imageWidths.map((width) => `${photoUrl(sources, src, width)} ${width}w`).join(', ');
}

/** Whether the build can resize a file of content/photos/ (a dot file is git's, not a photo). */
export function isPhotoFile(file: string): boolean {
  const extension = /\.([^.]+)$/.exec(file)?.[1]?.toLowerCase();
  return (photoExtensions as readonly string[]).includes(extension ?? '');
}

/**
 * Every mistake between the dishes' photos and the files in content/photos/ (`files`, their
 * names), each a sentence that names the dish or file and what to do: a dish naming a photo that is
 * not there, a file the build cannot resize, two files that would have the same resized copies.
 */
export function photoProblems(menu: readonly MenuCategory[], files: readonly string[]): string[] {
  const there = new Set(files);
  const missing = menu.flatMap((category) =>
    category.items.flatMap((dish) => {
      const file = dish.image === undefined ? undefined : uploadedPhoto(dish.image);
      return file === undefined || there.has(file)
        ? []
        : [
            `content/menu.json: "${dish.name}" in ${category.name} has photo "${dish.image}", which is not in ${photosFolder}/: pick the photo again in the editor, or take it out.`,
          ];
    }),
  );
  const photos = files.filter((file) => !file.startsWith('.'));
  const unreadable = photos
    .filter((file) => !isPhotoFile(file))
    .map(
      (file) =>
        `${photosFolder}/${file} is not a photo the site can show: save it as ${photoExtensions.join(', ')}, or delete it.`,
    );
  const byStem = new Map<string, string[]>();
  for (const file of photos.filter(isPhotoFile)) {
    byStem.set(stem(file), [...(byStem.get(stem(file)) ?? []), file]);
  }
  const clashing = [...byStem.values()]
    .filter((same) => same.length > 1)
    .map(
      (same) =>
        `${photosFolder}/ has ${same.join(' and ')}, which differ only in their ending: rename or delete all but one.`,
    );
  return [...missing, ...unreadable, ...clashing];
}
