// How long the page's own rendering held up its largest paint: the main thread's styling, layout
// and paint between the navigation and the LCP, from a Lighthouse trace. The rest of an LCP is the
// network's; this part is what the page's markup and CSS cost.

/** @typedef {{ name: string, ph: string, ts: number, dur?: number }} TraceEvent */

const renderingEvents = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint']);

/**
 * Milliseconds of styling, layout and paint done wholly from `from` to `to` (trace times, in µs).
 * @param {TraceEvent[]} events
 * @param {number | undefined} from
 * @param {number | undefined} to
 */
export function renderingMs(events, from = NaN, to = NaN) {
  const done = events.filter(
    ({ name, ph, ts, dur = 0 }) =>
      ph === 'X' && renderingEvents.has(name) && ts >= from && ts + dur <= to,
  );
  return from <= to ? done.reduce((sum, { dur = 0 }) => sum + dur, 0) / 1000 : NaN;
}

/**
 * The same for a Lighthouse run: from its time origin to the LCP it observed.
 * @param {{ traceEvents: TraceEvent[] }} trace
 * @param {import('lighthouse').Result} lhr
 */
export function renderingBeforeLcp(trace, lhr) {
  const details = /** @type {{ items?: Record<string, number | undefined>[] }} */ (
    lhr.audits.metrics?.details
  );
  const observed = details?.items?.[0];
  return renderingMs(
    trace.traceEvents,
    observed?.observedTimeOriginTs,
    observed?.observedLargestContentfulPaintTs,
  );
}
