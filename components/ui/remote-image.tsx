import { cloudinarySrcSet, cloudinaryUrl } from '@/lib/cloudinary';

type RemoteImageProps = {
  /**
   * The image host's address (lib/site.ts `imageHost`), given by the server page that shows the
   * photos: the browser's script then does without the cafe's details in content/cafe.json.
   */
  host: string;
  src: string;
  sizes: string;
  width: number;
  height: number;
  /** Shown in the photo's place when the image host does not answer: the dish's emoji. */
  fallback: string;
};

/**
 * A photo from the image host, filling its parent. When the host does not answer, the browser
 * draws the image's ::after instead of its broken-image icon: a tile with the fallback emoji. No
 * script is involved, so it holds with JavaScript off and before the page has hydrated.
 */
export function RemoteImage({ host, src, sizes, width, height, fallback }: RemoteImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; lib/cloudinary.ts asks Cloudinary for sized photos.
    <img
      src={cloudinaryUrl(host, src, width)}
      srcSet={cloudinarySrcSet(host, src)}
      sizes={sizes}
      width={width}
      height={height}
      alt=""
      // With CORS, the service worker keeps what a photo weighs; an opaque answer costs its
      // storage about 7 MB. The image host sends Access-Control-Allow-Origin: *.
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
