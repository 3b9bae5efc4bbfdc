/**
 * The one thing the whole-page error screen says before the rest of it has downloaded, and if it
 * cannot be: app/global-error.tsx carries it in both languages.
 */
export const reload = {
  page: 'Reload the page',
};
