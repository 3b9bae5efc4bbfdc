import { useEffect, useRef, useState } from 'react';
import { emptyCustomer, type CustomerDetails } from '@/lib/checkout';
import {
  forgetDetails,
  forgottenElsewhere,
  readRememberedDetails,
  rememberDetails,
  type RememberResult,
} from '@/lib/remembered-details';

type RememberDetailsProps = {
  customer: CustomerDetails;
  onRecall: (details: Partial<CustomerDetails>) => void;
};

/** localStorage, or undefined where even reading the property throws (some privacy modes). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** What the note says when the details could not be kept, by why. */
const notKept: Record<Exclude<RememberResult, 'kept'>, string> = {
  full: "This phone's storage is full, so your details could not be saved on it. Everything you typed stays in this form for this order.",
  refused: 'This browser does not let the site keep your details.',
};

/**
 * "Remember my details on this phone": off by default. While on, the name, phone, address and
 * order type are kept in this browser and fill the next checkout; unticking it, or Forget my
 * details, deletes them. The cart itself is never kept.
 */
export function RememberDetails({ customer, onRecall }: RememberDetailsProps) {
  // The form is drawn only after Proceed to Checkout, in the browser: storage can be read here.
  const [kept] = useState(() => {
    const saved = readRememberedDetails(storage());
    const untouched = (['name', 'phone', 'address'] as const).every(
      (field) => customer[field] === emptyCustomer[field],
    );
    return { saved, fill: saved !== null && untouched, atTable: customer.table !== '' };
  });
  const [remember, setRemember] = useState(kept.saved !== null);
  const [note, setNote] = useState(kept.fill ? 'Your details were filled in from this phone.' : '');
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
    if (result !== 'kept') forget(notKept[result]);
  }, [remember, customer]);

  useEffect(() => {
    if (!remember) return;
    // Forget in another tab holds here too, or this tab's next keystroke would write them back.
    const onStorage = (event: StorageEvent) => {
      if (forgottenElsewhere(event)) {
        forget(
          'Your details were deleted from this phone in another tab; they are no longer kept.',
        );
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [remember]);

  function forget(message: string) {
    forgetDetails(storage());
    setRemember(false);
    setNote(message);
  }

  function start() {
    const result = rememberDetails(storage(), customer);
    if (result === 'kept') {
      setRemember(true);
      setNote('Your details will be kept on this phone for your next order.');
    } else {
      setNote(notKept[result]);
    }
  }

  return (
    <div className="space-y-2">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-foreground">
        <input
          ref={checkbox}
          type="checkbox"
          checked={remember}
          onChange={(event) =>
            event.target.checked
              ? start()
              : forget('Your details are no longer kept on this phone.')
          }
          className="size-5 accent-brand"
        />
        Remember my details on this phone
      </label>
      {remember && (
        <button
          type="button"
          onClick={() => {
            forget('Your details were deleted from this phone.');
            // The button goes away: the focus stays in the form, on the choice it undid.
            checkbox.current?.focus();
          }}
          className="min-h-11 font-bold text-brand-strong underline underline-offset-4"
        >
          Forget my details
        </button>
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {note}
      </p>
    </div>
  );
}
