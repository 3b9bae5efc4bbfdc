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
// shows one per dish, and each SVG element is one more to style and lay out on a slow phone. In
// forced-colours mode the dot or triangle keeps its background, which would otherwise be dropped,
// and takes the system's text colour with the square, as the SVG's currentColor did.
const triangle =
  'after:inset-x-[0.18em] after:bottom-[0.24em] after:top-[0.2em] after:[clip-path:polygon(50%_0,100%_100%,0_100%)]';
const shapes: Record<Diet, string> = {
  veg: 'after:inset-[0.22em] after:rounded-full',
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
          'relative size-[1.125em] rounded-[0.1em] border-[0.1em] border-current after:absolute after:bg-current after:[forced-color-adjust:none] forced-colors:after:bg-[CanvasText]',
          shapes[diet],
        )}
      />
      {diet === 'egg' && <span className="text-[0.625rem] font-bold leading-none">EGG</span>}
    </span>
  );
}
