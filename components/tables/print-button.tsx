'use client';

import { buttonClasses } from '@/components/ui/button-classes';

/** Opens the phone's or computer's print dialog, where "Save as PDF" is one of the printers. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={buttonClasses({ variant: 'primary' }, 'no-js:hidden')}
    >
      Print the cards
    </button>
  );
}
