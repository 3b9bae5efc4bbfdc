import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { theme } from './data/theme';

// For the elements that hold only emoji (font-emoji): the colour emoji fonts asked for by name,
// rather than a walk through every text font of the sans stack at each size an emoji is drawn,
// looking for a glyph none of them has. Where none is found, the browser's fallback finds one. The
// sans stack ends with the same fonts, for an emoji inside text. Android's font comes first: each
// name a phone lacks is one more font lookup before the first frame, and customers are on Android.
export const emojiFonts = ['Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji'];

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    // Two weights: regular for reading, bold for headings, prices, labels and buttons; size makes
    // the rest of the hierarchy. Every weight is a font the browser sets up again at each size
    // before the first frame (docs/decisions.md); the older Roboto of many Android phones has no
    // semibold face and showed semibold as bold anyway. font-semibold and the like are not generated.
    fontWeight: {
      normal: '400',
      bold: '700',
    },
    extend: {
      // Named for their role (bg-brand, text-muted-foreground): the values live in data/theme.ts.
      colors: theme,
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Noto Sans',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
          ...emojiFonts,
        ],
        emoji: emojiFonts,
      },
    },
  },
  // No bg-opacity-* and friends: colours with an alpha are written bg-surface/95. Without these
  // plugins every colour class is one plain declaration instead of an opacity variable and an
  // rgb() reading it, which keeps each page's inline critical CSS smaller.
  corePlugins: {
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    ringOpacity: false,
    textOpacity: false,
  },
  // The variables behind shadow-*, ring-*, translate-* and the like are set only on the elements
  // with such a class, rather than on every element of the page (*, ::before, ::after), where a
  // phone computes them for all of the menu's thousands of elements before its first paint.
  experimental: { optimizeUniversalDefaults: true },
  plugins: [
    // no-js:hidden hides a control that needs JavaScript when it is off: a script in the head of
    // every page (app/layout.tsx) marks <html class="js"> before the first paint.
    plugin(({ addVariant }) => addVariant('no-js', 'html:not(.js) &')),
    // veg-only:hidden hides a dish with egg or meat while the menu's Veg only is on: the menu's
    // client part marks its list (components/menu/menu-browser.tsx), the rows are the server's.
    plugin(({ addVariant }) => addVariant('veg-only', '[data-veg-only] &')),
    // sold-out:hidden hides Add in the row of a dish sold out (data-stock, lib/stock/stock.ts), which the
    // build writes and the page sets anew from the published stock.
    plugin(({ addVariant }) => addVariant('sold-out', '[data-stock=sold-out] &')),
  ],
};

export default config;
