import { useSyncExternalStore } from 'react';
import { cafe } from '@/data/cafe';
import { openingStatus, type OpeningStatus } from '@/lib/opening-hours';

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
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, noMinuteOnTheServer);
  return minute === null ? null : openingStatus(cafe.hours, new Date(minute * 60_000));
}
