import { cloudinarySrcSet, cloudinaryUrl } from '@/lib/cloudinary';

type RemoteImageProps = {
  src: string;
  sizes: string;
  width: number;
  height: number;
  /** Photos in the first screenful load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
};

function hideIfBroken(image: HTMLImageElement | null) {
  // The photo may have failed before React hydrated and attached onError.
  if (image?.complete && image.naturalWidth === 0) image.hidden = true;
}

/**
 * A photo from the image host, laid over whatever its parent shows beneath (the dish's emoji).
 * When the host does not answer, the photo hides itself and the emoji stays, never a broken icon.
 */
export function RemoteImage({ src, sizes, width, height, eager }: RemoteImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; lib/cloudinary.ts asks Cloudinary for sized photos.
    <img
      ref={hideIfBroken}
      src={cloudinaryUrl(src, width)}
      srcSet={cloudinarySrcSet(src)}
      sizes={sizes}
      width={width}
      height={height}
      alt=""
      // With CORS, the service worker keeps what a photo weighs; an opaque answer costs its
      // storage about 7 MB. The image host sends Access-Control-Allow-Origin: *.
      crossOrigin="anonymous"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
      className="absolute inset-0 size-full object-cover"
    />
  );
}
