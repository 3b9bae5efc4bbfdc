// How long the page's own rendering held up its largest paint: the main thread's styling, layout
// and paint between the navigation and the LCP, read from a Lighthouse trace. The rest of an LCP
// is the network's; this part is what the page's markup and CSS cost (bench/run.mjs prints it).

/** @typedef {{ name: string, ph: string, ts: number, dur?: number }} TraceEvent */

const renderingEvents = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint']);

/**
 * Milliseconds of styling, layout and paint from `from` to `to` (trace timestamps, in µs).
 * @param {TraceEvent[]} events
 * @param {number | undefined} from
 * @param {number | undefined} to
 */
export function renderingMs(events, from, to) {
  if (from === undefined || to === undefined) return NaN;
  let microseconds = 0;
  for (const event of events) {
    const whole = event.ph === 'X' && event.ts >= from && event.ts + (event.dur ?? 0) <= to;
    if (whole && renderingEvents.has(event.name)) microseconds += event.dur ?? 0;
  }
  return microseconds / 1000;
}

/**
 * The same, for a Lighthouse run: its trace, from the time origin to the LCP it observed.
 * @param {{ traceEvents: TraceEvent[] }} trace
 * @param {import('lighthouse').Result} lhr
 */
export function renderingBeforeLcp(trace, lhr) {
  const details = /** @type {{ items?: Record<string, number | undefined>[] } | undefined} */ (
    lhr.audits.metrics?.details
  );
  const observed = details?.items?.[0];
  return renderingMs(
    trace.traceEvents,
    observed?.observedTimeOriginTs,
    observed?.observedLargestContentfulPaintTs,
  );
}
