import type { Config } from 'tailwindcss';

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // Terracotta of a kulhad and the cream of chai; each pairing used for text meets WCAG AA.
        clay: {
          50: '#fdf6f0',
          100: '#f9e8da',
          200: '#f1ccb0',
          300: '#e6a87d',
          500: '#c2652f',
          600: '#a84f1f',
          700: '#8a3f19',
          800: '#6d3216',
          900: '#4a2210',
        },
        leaf: {
          600: '#15803d',
          700: '#166534',
        },
        // The diet marks of Indian menus; each is at least 4.5:1 on a white card.
        diet: {
          veg: '#15803d',
          egg: '#a16207',
          'non-veg': '#7b3f00',
        },
      },
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
