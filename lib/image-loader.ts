import { imageHost } from './site';

const imageWidths = [160, 320, 480, 640] as const;

/** The photo at `src` on the image host, resized by the host to `width` pixels and compressed. */
export function imageUrl(src: string, width: number): string {
  return `${imageHost}/f_auto,q_auto,c_fill,w_${width}/${src}`;
}

/** A srcset with each of the widths above, for the browser to pick from by `sizes`. */
export function imageSrcSet(src: string): string {
  return imageWidths.map((width) => `${imageUrl(src, width)} ${width}w`).join(', ');
}
