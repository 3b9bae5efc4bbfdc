/**
 * The cafe's colours, by the role they play: Tailwind's classes (`bg-brand`, `text-muted-foreground`),
 * the installed app's colours, the browser's theme colour, the icons and the share image all read
 * them from here. Each pair used for text keeps a contrast of at least 4.5:1 (3:1 for marks): check
 * with `npx playwright test e2e/accessibility.spec.ts` after a change, and run
 * `npm run icons` to redraw the icons and the share image.
 */
export const theme = {
  /** Buttons, badges, selected controls, the focus ring, the icon's tile and the theme colour. */
  brand: '#8a3f19',
  /** Links and small brand text, and the hover of brand buttons. */
  'brand-strong': '#6d3216',
  /** Headings and the footer. */
  'brand-deep': '#4a2210',
  /** Text on brand, WhatsApp and success colours. */
  'brand-foreground': '#ffffff',
  /** Text on the dark brand colours (the footer, the closing call to order). */
  'brand-deep-foreground': '#fdf6f0',
  /** The kulhad in the icon, the hero's halo and the quantity buttons' border. */
  accent: '#e6a87d',
  /** The page behind the cards. */
  background: '#fdf6f0',
  /** Cards, the header, fields. */
  surface: '#ffffff',
  /** Tinted fills: icon circles, size chips, hovers, the current page in the menu. */
  muted: '#f9e8da',
  /** Borders of cards and panels. */
  border: '#f1ccb0',
  /** Body text. */
  foreground: '#1c1917',
  /** Secondary text: hints, captions, prices' labels. */
  'muted-foreground': '#44403c',
  /** Borders of fields and the switch's track when off. */
  input: '#78716c',
  /** Disabled buttons and empty rating stars. */
  inactive: '#d6d3d1',
  /** Filled rating stars. */
  rating: '#d97706',
  whatsapp: '#166534',
  'whatsapp-hover': '#15803d',
  /** Open now, dishes in the cart, an order ready to send. */
  success: '#166534',
  /** Field errors and the remove button. */
  danger: '#991b1b',
  'danger-muted': '#fef2f2',
  /** The closed-now notice. */
  warning: '#fcd34d',
  'warning-muted': '#fffbeb',
  /** The diet marks of Indian menus: veg (green), egg (mustard), non-veg (brown). */
  'diet-veg': '#15803d',
  'diet-egg': '#a16207',
  'diet-non-veg': '#7b3f00',
} as const;
