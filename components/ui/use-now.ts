import { useSyncExternalStore } from 'react';

/** How often the checkout's clock moves on: its offered times are never more than this old. */
const nowEveryMs = 30_000;
let shownNow: number | null = null;

function subscribeToNow(onTick: () => void) {
  const tick = () => {
    shownNow = Date.now();
    onTick();
  };
  const visible = () => {
    if (document.visibilityState === 'visible') tick();
  };
  shownNow = Date.now();
  const timer = setInterval(tick, nowEveryMs);
  document.addEventListener('visibilitychange', visible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', visible);
  };
}

const readNow = () => (shownNow ??= Date.now());
const noNowOnTheServer = () => null;

/**
 * The visitor's clock in ms, never floored, moved on every half minute and when the page comes
 * back on screen: null in the static HTML and during hydration.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribeToNow, readNow, noNowOnTheServer);
}
