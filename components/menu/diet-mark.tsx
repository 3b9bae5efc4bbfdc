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
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-[1.125em]">
        <rect
          x="1"
          y="1"
          width="14"
          height="14"
          rx="1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
        {diet === 'veg' ? (
          <circle cx="8" cy="8" r="3.6" fill="currentColor" />
        ) : (
          <path d="M8 3.8 12.2 11.4H3.8Z" fill="currentColor" />
        )}
      </svg>
      {diet === 'egg' && <span className="text-[0.625rem] font-bold leading-none">EGG</span>}
    </span>
  );
}
