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

// The mark is drawn with CSS (app/globals.css, .diet-mark), a box and its ::after, rather than an
// SVG of three elements: the menu shows one per dish, and each SVG element is one more to style
// and lay out on a slow phone.
const shapes: Record<Diet, string> = {
  veg: 'diet-mark-dot',
  egg: 'diet-mark-triangle',
  'non-veg': 'diet-mark-triangle',
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
      className={clsx('diet-mark', colours[diet], layout)}
    >
      <span className={shapes[diet]} />
      {diet === 'egg' && <span className="text-[0.625rem] font-bold leading-none">EGG</span>}
    </span>
  );
}
