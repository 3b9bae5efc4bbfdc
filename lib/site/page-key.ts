import { decodeNeedless } from './canonical-path.mjs';

/**
 * Which page an address shows, written as the page registry writes it (lib/site/pages.ts: `/menu/`),
 * whatever spelling the host left in the browser's address: `/menu`, `/menu/index.html`,
 * `/%6Denu/`, `//menu/`, and under the base path when `base` is given (`usePathname()` has already
 * removed it; `location.pathname` has not). Every "which page is this" reads it, so that a page
 * renders in the browser what the export rendered at `/menu/`. The browser has resolved `.` and
 * `..` segments before a page sees its address.
 */
export function pageKey(pathname: string, base = ''): string {
  let path = decodeNeedless(pathname).replace(/\/{2,}/g, '/');
  if (base && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length);
  path = path.replace(/(^|\/)index(\.html)?$/, '/');
  return path.endsWith('/') ? path : `${path}/`;
}

/** Whether a link to `path` leads to the page shown at `pathname`. */
export function isCurrentPage(path: string, pathname: string): boolean {
  return pageKey(path) === pageKey(pathname);
}
