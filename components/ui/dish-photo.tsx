import { basePath } from '@/lib/site/base-path';
import { photoSrcSet, photoUrl } from '@/lib/menu/photos';

type DishPhotoProps = {
  /**
   * The image host's address (lib/site/site.ts `imageHost`), given by the server page that shows the
   * photos: the browser's script then does without the cafe's details in content/cafe.json.
   */
  host: string;
  /** The dish's Photo field: a photo the owner uploaded ("/photos/…") or one on the image host. */
  src: string;
  sizes: string;
  width: number;
  height: number;
  /** Shown in the photo's place when the photo does not load: the dish's emoji. */
  fallback: string;
};

/**
 * A dish's photo, from the site itself (the build's copies of an uploaded photo) or from the image
 * host, filling its parent. When it does not load, the browser draws the image's ::after instead of
 * its broken-image icon: a tile with the fallback emoji. No script is involved, so it holds with
 * JavaScript off and before the page has hydrated.
 */
export function DishPhoto({ host, src, sizes, width, height, fallback }: DishPhotoProps) {
  const sources = { host, basePath };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; lib/menu/photos.ts picks sized copies, the build's or Cloudinary's.
    <img
      src={photoUrl(sources, src, width)}
      srcSet={photoSrcSet(sources, src)}
      sizes={sizes}
      width={width}
      height={height}
      alt=""
      // With CORS, the service worker keeps what a photo of the image host weighs; an opaque answer
      // costs its storage about 7 MB. The host sends Access-Control-Allow-Origin: *.
      crossOrigin="anonymous"
      data-fallback={fallback}
      // Lazy even on the first screen, where it loads at once: an eager photo in a server component
      // is a preload hint in the page's React payload, which every page that prefetches the menu
      // would then fetch and never show.
      loading="lazy"
      decoding="async"
      className="size-full object-cover after:absolute after:inset-0 after:flex after:items-center after:justify-center after:bg-muted after:font-emoji after:text-2xl after:content-[attr(data-fallback)]"
    />
  );
}
