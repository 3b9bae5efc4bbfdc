import { basePath } from '@/lib/site/base-path';

/**
 * The cafe's mark, public/logo.svg, which the owner may replace (then run `npm run icons` for the
 * icons). It stands beside the cafe's name, so screen readers skip it and say the name once.
 */
export function Logo({ size }: { size: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser, and an SVG needs none.
    <img
      src={`${basePath}/logo.svg`}
      alt=""
      width={size}
      height={size}
      decoding="async"
      className="shrink-0"
    />
  );
}
