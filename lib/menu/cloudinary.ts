/** The widths a photo is offered in, for the browser to pick from by the page's `sizes`. */
export const imageWidths = [160, 320, 480, 640] as const;

/**
 * The photo at `src` on Cloudinary (`host` is the account's upload address, lib/site/site.ts
 * `imageHost`), resized by Cloudinary to `width` pixels and compressed in the best format the
 * browser takes.
 */
export function cloudinaryUrl(host: string, src: string, width: number): string {
  return `${host}/f_auto,q_auto,c_fill,w_${width}/${src}`;
}

/** A srcset with each of the widths above, for the browser to pick from by `sizes`. */
export function cloudinarySrcSet(host: string, src: string): string {
  return imageWidths.map((width) => `${cloudinaryUrl(host, src, width)} ${width}w`).join(', ');
}
