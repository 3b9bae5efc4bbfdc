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
 * The build an answer for build.json names: null for anything that is not the file (a host's error
 * page, a captive portal's login page), so only a real new build reloads the page.
 */
export function liveBuild(answer: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(answer);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { build } = value as { build?: unknown };
  return typeof build === 'string' && build !== '' ? build : null;
}

/**
 * Whether a page of build `own` reloads to reach the `live` one: only once for each build. On a
 * network slower than the service worker waits, the reload brings this build's saved copy back,
 * which would reload again, and again: `followed`, the build this tab already reloaded for, stops
 * that, and the saved copy then says its prices are from the last visit.
 */
export function reloadsFor(live: string | null, own: string, followed: string | null): boolean {
  return live !== null && own !== '' && live !== own && live !== followed;
}
