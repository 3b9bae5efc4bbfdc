'use client';

import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import type { cart } from '@/lib/words/en/cart';
import { useHandOverReport } from './cart-context';

/**
 * Under the header, until the customer has read it: what changed in a cart taken over on its way
 * to today's menu (a dish sold out or gone, a new price), or that it could not be taken; what Order
 * again added and left out; a table link the cafe does not know. The totals, fee and minimum on the
 * order page are already today's.
 */
export function HandOverNotice({ words }: { words: (typeof cart)['handOver'] }) {
  const report = useHandOverReport();
  const id = useId();
  if (!report) return null;
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
