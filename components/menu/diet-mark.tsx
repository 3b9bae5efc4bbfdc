import clsx from 'clsx';
import type { Diet } from '@/data/menu';
import type { menu } from '@/lib/words/en/menu';

const colours: Record<Diet, string> = {
  veg: 'text-diet-veg',
  egg: 'text-diet-egg',
  'non-veg': 'text-diet-non-veg',
};

const symbols: Record<Diet, string> = {
  veg: '#diet-dot',
  egg: '#diet-triangle',
  'non-veg': '#diet-triangle',
};

/**
 * The two marks, once on the menu's page (components/pages/menu-page.tsx), drawn in the text's colour: an SVG prints, and in
 * forced-colours mode currentColor is the system's text colour, so the mark survives both.
 */
// The square every mark is drawn in.
const square = (
  <rect
    x="1"
    y="1"
    width="14"
    height="14"
    rx="2"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
  />
);

export function DietSymbols() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id="diet-dot" viewBox="0 0 16 16">
        {square}
        <circle cx="8" cy="8" r="3.8" fill="currentColor" />
      </symbol>
      <symbol id="diet-triangle" viewBox="0 0 16 16">
        {square}
        <path d="M8 3.6 12.8 12.2H3.2z" fill="currentColor" />
      </symbol>
    </svg>
  );
}

/** The marks' names, and the word in the egg mark. */
export type DietWords = Pick<(typeof menu)['dish'], 'diet' | 'eggMark'>;

type DietMarkProps = {
  diet: Diet;
  words: DietWords;
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
export function DietMark({ diet, layout, decorative, words }: DietMarkProps) {
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': words.diet[diet] })}
      className={clsx('diet-mark', colours[diet], layout)}
    >
      <svg aria-hidden="true" className="diet-icon">
        <use href={symbols[diet]} />
      </svg>
      {diet === 'egg' && (
        <span className="text-[0.625rem] font-bold leading-none">{words.eggMark}</span>
      )}
    </span>
  );
}
