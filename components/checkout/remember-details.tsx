import { useEffect, useRef, useState } from 'react';
import { emptyCustomer, type CustomerDetails } from '@/lib/order/checkout';
import {
  forgetDetails,
  forgottenElsewhere,
  readRememberedDetails,
  rememberDetails,
} from '@/lib/order/remembered-details';
import type { checkout } from '@/lib/words/en/checkout';

type RememberDetailsProps = {
  customer: CustomerDetails;
  onRecall: (details: Partial<CustomerDetails>) => void;
  /** Its notes: `full` and `refused` say why the details could not be kept (a RememberResult). */
  words: (typeof checkout)['remember'];
};

/** localStorage, or undefined where even reading the property throws (some privacy modes). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * "Remember my details on this phone": off by default. While on, the name, phone, address and
 * order type are kept in this browser and fill the next checkout; unticking it, or Forget my
 * details, deletes them. The cart itself is never kept.
 */
export function RememberDetails({ customer, onRecall, words }: RememberDetailsProps) {
  // The form is drawn only after Proceed to Checkout, in the browser: storage can be read here.
  const [kept] = useState(() => {
    const saved = readRememberedDetails(storage());
    const untouched = (['name', 'phone', 'address'] as const).every(
      (field) => customer[field] === emptyCustomer[field],
    );
    return { saved, fill: saved !== null && untouched, atTable: customer.table !== '' };
  });
  const [remember, setRemember] = useState(kept.saved !== null);
  const [note, setNote] = useState(kept.fill ? words.filled : '');
  const checkbox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!kept.fill || !kept.saved) return;
    // At a table the visit orders for it: the order type kept from an earlier visit waits.
    const { orderType, ...details } = kept.saved;
    onRecall(kept.atTable ? details : { ...details, orderType });
  }, [kept, onRecall]);

  useEffect(() => {
    if (!remember) return;
    const result = rememberDetails(storage(), customer);
    // An older copy left behind would fill the next checkout with details since changed.
    if (result !== 'kept') forget(words[result]);
  }, [remember, customer, words]);

  useEffect(() => {
    if (!remember) return;
    // Forget in another tab holds here too, or this tab's next keystroke would write them back.
    const onStorage = (event: StorageEvent) => {
      if (forgottenElsewhere(event)) {
        forget(words.deletedElsewhere);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [remember, words]);

  function forget(message: string) {
    forgetDetails(storage());
    setRemember(false);
    setNote(message);
  }

  function start() {
    const result = rememberDetails(storage(), customer);
    if (result === 'kept') {
      setRemember(true);
      setNote(words.kept);
    } else {
      setNote(words[result]);
    }
  }

  return (
    <div className="space-y-2">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-foreground">
        <input
          ref={checkbox}
          type="checkbox"
          checked={remember}
          onChange={(event) => (event.target.checked ? start() : forget(words.noLonger))}
          className="size-5 accent-brand"
        />
        {words.label}
      </label>
      {remember && (
        <button
          type="button"
          onClick={() => {
            forget(words.deleted);
            // The button goes away: the focus stays in the form, on the choice it undid.
            checkbox.current?.focus();
          }}
          className="min-h-11 font-bold text-brand-strong underline underline-offset-4"
        >
          {words.forget}
        </button>
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {note}
      </p>
    </div>
  );
}
