'use client';

import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import type { CartReport } from '@/lib/order/cart-store';
import type { cart } from '@/lib/words/en/cart';

// Loaded only when there is something to report (cart-notes.tsx).

export function CartNotesPanel({
  report,
  words,
}: {
  report: CartReport;
  words: (typeof cart)['handOver'];
}) {
  const id = useId();
  const failed = 'failed' in report;

  return (
    <section
      aria-labelledby={id}
      className="border-b border-border bg-muted px-4 py-3 text-foreground"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={id} className="font-bold text-brand-deep">
          {failed ? words.failedTitle : report.title}
        </h2>
        {failed ? (
          <p className="mt-1">{words.failed}</p>
        ) : (
          <ul className="mt-1 list-disc pl-5">
            {report.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {failed && (
            <button
              type="button"
              onClick={report.retry}
              className={buttonClasses({ variant: 'primary', size: 'small' })}
            >
              {words.tryAgain}
            </button>
          )}
          <button
            type="button"
            onClick={report.dismiss}
            className={buttonClasses({ variant: 'secondary', size: 'small' })}
          >
            {failed ? words.startAfresh : words.ok}
          </button>
        </div>
      </div>
    </section>
  );
}
