/**
 * Runs in the page: true once React has hydrated it, so that a click reaches its handler. The site
 * says so on purpose: components/layout/site-providers.tsx marks `<html data-hydrated>`.
 */
export function isHydrated() {
  return document.documentElement.hasAttribute('data-hydrated');
}
