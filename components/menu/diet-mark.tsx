import clsx from 'clsx';
import type { Diet } from '@/data/menu';
import { dietLabel } from '@/lib/diet';

const colours: Record<Diet, string> = {
  veg: 'text-diet-veg',
  egg: 'text-diet-egg',
  'non-veg': 'text-diet-non-veg',
};

type DietMarkProps = {
  diet: Diet;
  /** Where the mark sits (margins); its look is its own. */
  layout?: string;
  /** Beside a text that already says the diet, the mark is only a picture of it. */
  decorative?: boolean;
};

// The mark is drawn with CSS, a box and its ::after, rather than an SVG of three elements: the menu
// shows one per dish, and each SVG element is one more to style and lay out on a slow phone. The
// dot is a round background and the triangle a bottom border, centred by the box's flex layout
// rather than positioned: a positioned element is one more layer for the browser to lay out and
// paint, on every dish. In forced-colours mode the dot or triangle keeps its colour, which would
// otherwise be dropped, and takes the system's text colour with the square, as the SVG's
// currentColor did.
const triangle =
  'after:mb-[0.04em] after:border-x-[0.32em] after:border-b-[0.52em] after:border-x-transparent after:border-b-current forced-colors:after:border-b-[CanvasText]';
const shapes: Record<Diet, string> = {
  veg: 'after:size-[0.48em] after:rounded-full after:bg-current forced-colors:after:bg-[CanvasText]',
  egg: triangle,
  'non-veg': triangle,
};

/**
 * The mark Indian menus print beside a dish: a dot in a green square for veg, a triangle in a
 * brown square for non-veg (the FSSAI symbols), and the triangle in mustard with "EGG" for egg, so
 * that egg is not told from non-veg by colour alone.
 */
export function DietMark({ diet, layout, decorative }: DietMarkProps) {
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': dietLabel(diet) })}
      className={clsx('inline-flex shrink-0 items-center gap-0.5', colours[diet], layout)}
    >
      <span
        className={clsx(
          'inline-flex size-[1.125em] items-center justify-center rounded-[0.1em] border-[0.1em] border-current after:[forced-color-adjust:none]',
          shapes[diet],
        )}
      />
      {diet === 'egg' && <span className="text-[0.625rem] font-bold leading-none">EGG</span>}
    </span>
  );
}
