/** A category chip on the menu's bar, as a button or, with JavaScript off, a link. */
export const chipClasses =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border px-3 font-bold';

/** The row of chips, scrolled sideways on a phone. */
export const chipRowClasses =
  'scrollbar-touch-none flex h-full items-center gap-2 overflow-x-auto px-4 lg:px-0';
