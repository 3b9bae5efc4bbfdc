// One Lighthouse 12 run with the mobile preset (slow 4G and 4x CPU), its throttling either
// simulated from an unthrottled load (Lighthouse's default) or applied to the load in the browser.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { renderingBeforeLcp } from './rendering.mjs';

/** @typedef {import('lighthouse').Result} LighthouseReport */
/** @typedef {Awaited<ReturnType<typeof runLighthouse>>} LighthouseResult */
/**
 * 'simulate': Lighthouse loads the page at full speed and computes the timings slow 4G would give;
 * 'devtools': the browser itself is held to slow 4G's latency and bandwidth and 4x slower CPU.
 * @typedef {'simulate' | 'devtools'} Throttling
 */

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The audits of a category that did not pass, with their titles, to say why a score is not 100.
 * @param {LighthouseReport} lhr
 * @param {string} category
 * @returns {string[]}
 */
function failing(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.title}`);
}

/**
 * Runs Lighthouse on `url` in a fresh Chromium with a fresh profile and `extraFlags`.
 * @param {string} url
 * @param {string[]} extraFlags
 * @param {Throttling} throttlingMethod
 */
export async function runLighthouse(url, extraFlags = [], throttlingMethod = 'simulate') {
  // chrome-launcher makes a new temporary user-data-dir for each launch and deletes it on kill.
  const chrome = await launchChromium(extraFlags);
  try {
    return await lighthouseOn(chrome.port, url, throttlingMethod);
  } finally {
    await chrome.kill();
  }
}

/**
 * A headless Chromium with a new temporary profile, for Lighthouse or a client over CDP.
 * @param {string[]} extraFlags
 */
export function launchChromium(extraFlags = []) {
  return launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags, ...extraFlags],
    logLevel: 'silent',
  });
}

/**
 * One Lighthouse run in the Chromium listening on `port`. With `keepStorage`, the caches and the
 * service worker of earlier visits stay, as on a customer's repeat visit.
 * @param {number} port
 * @param {string} url
 * @param {Throttling} throttlingMethod
 * @param {{ keepStorage?: boolean }} [options]
 */
export async function lighthouseOn(port, url, throttlingMethod, { keepStorage = false } = {}) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: categories,
    throttlingMethod,
    disableStorageReset: keepStorage,
  });
  if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    // Styling, layout and paint before the LCP, as observed: with applied throttling, on the 4x
    // slower CPU; with the simulation, at this machine's full speed.
    rendering: renderingBeforeLcp(result.artifacts.Trace, lhr),
    cls: numeric('cumulative-layout-shift'),
    // How fast Lighthouse found this machine at that moment: low values mean a busy machine.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: {
      a11y: failing(lhr, 'accessibility'),
      bp: failing(lhr, 'best-practices'),
      seo: failing(lhr, 'seo'),
    },
    warnings: lhr.runWarnings,
  };
}
