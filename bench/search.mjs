// How long the menu's search keeps the main thread busy with script per keystroke, on a phone-like
// CPU (4x slowdown). A Chromium trace is used rather than Event Timing because Event Timing only
// reports events of 16 ms or more (its minimum threshold) and misses work React defers past the
// event, such as a transition or a deferred value re-rendering the list.
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { isHydrated } from '../scripts/hydrated.mjs';
import { median } from './report.mjs';

/**
 * A Chromium trace event, with the fields read here.
 * @typedef {{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, args?: { data?: { type?: string } } }} TraceEvent
 */

// Trace events in which page script runs (EventDispatch is left out: it also times the browser's
// own default actions, such as inserting the typed text). Nested ones are merged, not added.
/**
 * @typedef {{ na: string } | { query: string, keystrokes: number, medianMs: number, maxMs: number, perKeyMs: number[] }} SearchResult
 */

const scriptEvents = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.callFunction',
  'V8.Execute',
  'RunMicrotasks',
]);

/** @param {[number, number][]} intervals */
function mergedMs(intervals) {
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of intervals.sort((a, b) => a[0] - b[0])) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total / 1000;
}

/**
 * Script milliseconds from each keydown until the next one (or the end of the trace).
 * @param {{ traceEvents?: TraceEvent[] } | TraceEvent[]} trace
 * @returns {number[]}
 */
export function scriptMsPerKeystroke(trace) {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const keydowns = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
    .sort((a, b) => a.ts - b.ts);
  if (!keydowns[0]) return [];
  const { pid, tid } = keydowns[0];
  const script = events.filter(
    (e) => e.ph === 'X' && e.pid === pid && e.tid === tid && scriptEvents.has(e.name),
  );
  const traceEnd = Math.max(...events.map((e) => e.ts + (e.dur ?? 0)));
  return keydowns.map((keydown, i) => {
    const from = keydown.ts;
    const to = keydowns[i + 1]?.ts ?? traceEnd;
    return mergedMs(
      script
        .filter((e) => e.ts < to && e.ts + (e.dur ?? 0) > from)
        .map((e) => [Math.max(e.ts, from), Math.min(e.ts + (e.dur ?? 0), to)]),
    );
  });
}

/**
 * Opens `url` (the menu), types `query` into its search box one key at a time and deletes it again,
 * and returns the median and worst script time per keystroke, or `{ na: reason }`.
 * @param {string} url
 * @param {{ query?: string, pauseMs?: number, extraFlags?: string[] }} [options]
 * @returns {Promise<SearchResult>}
 */
export async function measureSearch(
  url,
  { query = 'paneer', pauseMs = 400, extraFlags = [] } = {},
) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, ...extraFlags],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(isHydrated, null, { timeout: 10_000 });
    const searchbox = page.getByRole('searchbox').first();
    if (!(await searchbox.count())) return { na: `no search box on ${new URL(url).pathname}` };
    await searchbox.click();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    const keys = [...query, ...Array.from(query, () => 'Backspace')];
    for (const key of keys) {
      await page.keyboard.press(key);
      await page.waitForTimeout(pauseMs);
    }
    /** @type {{ traceEvents?: TraceEvent[] }} */
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const perKey = scriptMsPerKeystroke(trace);
    if (perKey.length !== keys.length) {
      return { na: `the trace holds ${perKey.length} keydowns for ${keys.length} keys` };
    }
    return {
      query,
      keystrokes: perKey.length,
      medianMs: median(perKey),
      maxMs: Math.max(...perKey),
      perKeyMs: perKey,
    };
  } finally {
    await browser.close();
  }
}
