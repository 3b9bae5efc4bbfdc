// JavaScript rather than TypeScript so that `npm start` (plain Node, scripts/serve.mjs) runs the very
// rule the service worker (lib/offline/offline.ts) runs.

// Percent-escapes of characters that need none (`/%6Denu/`): hosts read them as the character.
// `%2E` is among them, so `/menu/%2e%2e/` climbs as `/menu/../` does; `%2F` and `%5C` are not.
const needlessEscape = /%(2[DdEe]|3\d|[46][1-9A-Fa-f]|[57][0-9Aa]|5[Ff]|7[Ee])/g;

/**
 * A path with its needless percent-escapes decoded (`/%6Denu/` is `/menu/`).
 * @param {string} pathname
 */
export function decodeNeedless(pathname) {
  return pathname.replace(needlessEscape, (escape) =>
    String.fromCharCode(parseInt(escape.slice(1), 16)),
  );
}

/**
 * The one spelling of a path that the site serves a file or page at: needless percent-escapes
 * decoded, repeated slashes as one, `.` and `..` segments resolved, and a last segment `index` as
 * the folder it names (`//%6Denu/./index` is `/menu/`). A file's own name (`/menu/index.html`)
 * stays as it is. Null when `..` climbs above the root.
 * @param {string} pathname a path as the request wrote it, starting with `/`
 * @returns {string | null}
 */
export function canonicalPath(pathname) {
  const segments = decodeNeedless(pathname)
    .replace(/\/{2,}/g, '/')
    .split('/')
    .slice(1);
  /** @type {string[]} */
  const kept = [];
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..' && kept.pop() === undefined) return null;
      if (last) kept.push('');
    } else {
      kept.push(last && segment === 'index' ? '' : segment);
    }
  }
  return `/${kept.join('/')}`;
}
