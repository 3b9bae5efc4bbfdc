import type { Config } from 'tailwindcss';
import { theme } from './data/theme';

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
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
          'Apple Color Emoji',
          'Segoe UI Emoji',
          'Noto Color Emoji',
        ],
      },
    },
  },
  plugins: [],
};

export default config;
