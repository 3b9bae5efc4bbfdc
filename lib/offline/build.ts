import { basePath } from '../site/base-path';
import { followedBuildKey } from './storage-keys';
import { reloadWithCart, tabStorage } from './tab-storage';

/**
 * Which build of the site a page runs, and which one is live: the build writes its name into
 * out/build.json (app/build.json/route.ts), and a page whose own name differs is a build behind.
 */

/** The file that names the build now live; never kept by the service worker (lib/offline/offline.ts). */
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

/**
 * What a check of the live build found: the page is loading the new build with the cart; another
 * build is live but this page stays (it reloaded for it once already, or storage cannot carry the
 * cart), so its prices may be old; or this page's build is live, or no answer came.
 */
export type BuildCheck = 'reloading' | 'behind' | 'live';

/**
 * Asks which build is live (a few bytes, never from a cache) and, when it is another one, loads
 * the page again with the cart, once for that build (reloadsFor): the new build's page prices it
 * from today's menu and says what changed. Without an answer within `waitMs` (or at all) the page
 * carries on as it is; without storage, where a reload would lose the cart and could not be
 * counted, it says it is behind.
 */
export async function followNewBuild(waitMs?: number): Promise<BuildCheck> {
  // Offline there is no new build to learn of, and the browser would log the failed request.
  if (!navigator.onLine) return 'live';
  const giveUp = new AbortController();
  const timer = waitMs === undefined ? undefined : window.setTimeout(() => giveUp.abort(), waitMs);
  try {
    const answer = await fetch(`${basePath}/${buildFile}`, {
      cache: 'no-store',
      signal: giveUp.signal,
    });
    const live = answer.ok ? liveBuild(await answer.text()) : null;
    if (live === null || ownBuild === '' || live === ownBuild) return 'live';
    const storage = tabStorage();
    try {
      if (!storage || !reloadsFor(live, ownBuild, storage.getItem(followedBuildKey))) {
        return 'behind';
      }
      storage.setItem(followedBuildKey, live);
    } catch {
      // Storage full or refused: a reload would lose the cart.
      return 'behind';
    }
    reloadWithCart();
    return 'reloading';
  } catch {
    // No signal or too slow: asked again at the next step.
    return 'live';
  } finally {
    window.clearTimeout(timer);
  }
}
