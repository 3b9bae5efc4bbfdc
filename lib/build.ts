/**
 * Which build of the site a page runs, and which one is live: the build writes its name into
 * out/build.json (app/build.json/route.ts), and a page whose own name differs is a build behind.
 */

/** The file that names the build now live; never kept by the service worker (lib/offline.ts). */
export const buildFile = 'build.json';

/** This page's build: the sources' hash that next.config.mjs builds in. */
export const ownBuild = process.env.NEXT_PUBLIC_BUILD_ID ?? '';

/** What out/build.json holds. */
export function buildFileText(build: string): string {
  return JSON.stringify({ build });
}

/**
 * Whether the answer for build.json names a build other than `own`: false for anything that is
 * not the file (a host's error page, a captive portal's login page), so only a real new build
 * reloads the page.
 */
export function isOtherBuild(answer: string, own: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(answer);
  } catch {
    return false;
  }
  if (typeof value !== 'object' || value === null) return false;
  const { build } = value as { build?: unknown };
  return typeof build === 'string' && build !== '' && own !== '' && build !== own;
}
