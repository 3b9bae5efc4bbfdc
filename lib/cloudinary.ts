import { imageHost } from './site';

const imageWidths = [160, 320, 480, 640] as const;

/**
 * The photo at `src` on Cloudinary (`imageHost` is the account's upload address), resized by
 * Cloudinary to `width` pixels and compressed in the best format the browser takes.
 */
export function cloudinaryUrl(src: string, width: number): string {
  return `${imageHost}/f_auto,q_auto,c_fill,w_${width}/${src}`;
}

/** A srcset with each of the widths above, for the browser to pick from by `sizes`. */
export function cloudinarySrcSet(src: string): string {
  return imageWidths.map((width) => `${cloudinaryUrl(src, width)} ${width}w`).join(', ');
}
