'use client';

import clsx from 'clsx';
import { statusLine, type StatusWords } from '@/lib/site/opening-hours';
import { useOpeningStatus } from './use-opening-status';

/**
 * Whether the cafe is open right now. The box keeps its height before mount, when the static HTML
 * cannot know the time, so nothing around it moves when the status appears; the text is kept to one
 * line even on a 320px phone for the same reason. Its words are the page's `hours` words (the status
 * and the days), given by the server component that shows it.
 */
export function OpenStatus({ layout, words }: { layout?: string; words: StatusWords }) {
  const status = useOpeningStatus();
  return (
    <p className={clsx('flex h-8 items-center', layout)}>
      {status && (
        <span
          className={clsx(
            'inline-flex items-center gap-2 whitespace-nowrap rounded-full px-3 py-1 text-xs font-bold sm:text-sm',
            status.open ? 'bg-success text-brand-foreground' : 'bg-muted text-foreground',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'size-2 rounded-full',
              status.open ? 'bg-brand-foreground' : 'bg-brand',
            )}
          />
          {statusLine(status, words)}
        </span>
      )}
    </p>
  );
}
