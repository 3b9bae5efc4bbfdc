// The repeat visit: what a customer's second visit fetches over the network once the service worker
// keeps the site, and how soon it paints. Each run is a new browser: Lighthouse's first visit with
// throttling applied, a wait until the worker is active (its precache complete), then Lighthouse
// again with the caches kept. The servers count what they send during that second load.
import { chromium } from '@playwright/test';
import { launchChromium, lighthouseOn } from './lighthouse.mjs';
import { median } from './report.mjs';
import { fetchedKB } from './sent.mjs';

/** @typedef {import('./sent.mjs').Counter} Counter */

/**
 * `runs` repeat visits of `url`, each in a new browser; their medians and the paths fetched.
 * @param {string} url
 * @param {{ runs: number, flags: string[], site: Counter, photos: Counter }} options
 */
export async function measureRepeatVisit(url, { runs, flags, site, photos }) {
  /** @typedef {ReturnType<typeof fetchedKB> & { lcp: number, firstLcp: number }} RepeatRun */
  /** @type {RepeatRun[]} */
  const results = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await launchChromium(flags);
    try {
      const first = await lighthouseOn(chrome.port, url, 'devtools');
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const [context] = browser.contexts();
      if (!context) throw new Error('the browser has no default context');
      const page = await context.newPage();
      await page.goto(url);
      // ready resolves once the worker is active, which it becomes only after its precache filled.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.close();
      site.start();
      photos.start();
      const second = await lighthouseOn(chrome.port, url, 'devtools', { keepStorage: true });
      results.push({
        ...fetchedKB(site.stop(), photos.stop()),
        lcp: second.lcp,
        firstLcp: first.lcp,
      });
    } finally {
      site.stop();
      photos.stop();
      await chrome.kill();
    }
  }
  /** @param {(run: RepeatRun) => number} pick */
  const mid = (pick) => median(results.map(pick));
  return {
    runs: results.length,
    totalKB: mid((r) => r.totalKB),
    workerKB: mid((r) => r.workerKB),
    scriptKB: mid((r) => r.scriptKB),
    pageKB: mid((r) => r.pageKB),
    dataKB: mid((r) => r.dataKB),
    otherKB: mid((r) => r.otherKB),
    photosKB: mid((r) => r.photosKB),
    requests: mid((r) => r.requests),
    lcp: mid((r) => r.lcp),
    firstLcp: mid((r) => r.firstLcp),
    paths: [...new Set(results.flatMap((r) => r.paths))],
  };
}
