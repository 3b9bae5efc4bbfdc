import { useMemo, useSyncExternalStore } from 'react';
import { cafe } from '@/data/cafe';
import { openingStatus, type OpeningStatus } from '@/lib/site/opening-hours';

function subscribeToMinutes(onMinute: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onMinute();
        schedule();
      },
      60_000 - (Date.now() % 60_000) + 50,
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

const currentMinute = () => Math.floor(Date.now() / 60_000);
const noMinuteOnTheServer = () => null;

/**
 * Whether the cafe is open, on the visitor's clock. Null in the static HTML and during hydration,
 * so the page never claims either state before it knows the time; it updates as each minute turns.
 */
export function useOpeningStatus(): OpeningStatus | null {
  const now = useMinute();
  return now === null ? null : openingStatus(cafe.hours, now);
}

/** The visitor's clock to the minute, as a Date: null in the static HTML and during hydration. */
export function useMinute(): Date | null {
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, noMinuteOnTheServer);
  return useMemo(() => (minute === null ? null : new Date(minute * 60_000)), [minute]);
}
