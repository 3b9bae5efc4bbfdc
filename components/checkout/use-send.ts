import { useRef, useState } from 'react';
import { useCartNow } from '@/components/cart/cart-provider';
import { stockWatch } from '@/components/cart/use-stock-watch';
import { followNewBuild } from '@/lib/offline/build';
import type { CheckoutInput } from '@/lib/order/checkout-state';
import { pressOf } from '@/lib/order/checkout-state';
import { keepLastOrder } from '@/lib/order/last-order';
import type { Slot } from '@/lib/order/order-time';
import { readRememberedDetails } from '@/lib/order/remembered-details';
import type { Question, Refusal } from '@/lib/order/send-check';
import { keepSentOrder, sentRecord, type SentOrder } from '@/lib/order/sent-orders';
import { keepTable, tableNeedsAsking } from '@/lib/order/table';
import { tabStorage } from '@/lib/offline/tab-storage';
import { orderLink } from '@/lib/order/whatsapp';

/**
 * How long a press waits to learn what may have changed since the page drew it (which build is
 * live, what is in stock): well within the five seconds Chrome lets a press open WhatsApp's tab.
 * Without an answer the order goes as it is.
 */
export const sendWaitMs = 2000;

/** A question Send asks, with the answers already given and the time the press sends for. */
export type PendingQuestion = Question & {
  accepted: Question['ask'][];
  when: Slot | null;
  behind: boolean;
  /** The press's clock (ms): the question is worded at it. */
  at: number;
};

/** Why a press sent nothing, with the press's clock (ms): the refusal is worded at it. */
export type PressRefusal = Refusal & { at: number };

/** localStorage, or undefined where even reading the property throws (some privacy modes). */
function phoneStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

type SendFlow = {
  /** Send is checking what may have changed: it shows so, and a second press does nothing. */
  checking: boolean;
  question: PendingQuestion | null;
  /** Says why nothing went, until the next press or a change of time. */
  refusal: PressRefusal | null;
  /** The press: check, then ask, refuse or open WhatsApp. */
  press: (when: Slot | null) => void;
  confirm: (pending: PendingQuestion) => void;
  dismiss: () => void;
};

/**
 * Send, as one flow: the press checks the live build and the stock (sendWaitMs at most, showing
 * "Checking…"), then asks checkoutState's rule at the press's own clock, asks or refuses, and at
 * last opens WhatsApp once and records the order (lib/order/sent-orders.ts): its dishes leave the cart.
 * A cart the check changed is shown, with its notes, and nothing leaves.
 */
export function useSend(
  input: Pick<CheckoutInput, 'cafe' | 'ahead' | 'language'>,
  sent: readonly SentOrder[],
  onSent: (record: SentOrder) => void,
): SendFlow {
  const cartNow = useCartNow();
  const [checking, setChecking] = useState(false);
  const [question, setQuestion] = useState<PendingQuestion | null>(null);
  const [refusal, setRefusal] = useState<PressRefusal | null>(null);
  const busy = useRef(false);

  function decide(when: Slot | null, accepted: Question['ask'][], behind: boolean) {
    const now = Date.now();
    const { customer, lines } = cartNow();
    const answer = pressOf(
      { ...input, customer, now },
      when,
      tableNeedsAsking(tabStorage(), now),
      accepted,
      behind,
    );
    if ('refuse' in answer) return setRefusal({ ...answer, at: now });
    setRefusal(null);
    if ('ask' in answer) return setQuestion({ ...answer, accepted, when, behind, at: now });
    const record = sentRecord(sent, lines, { ...customer, when }, now);
    const followUp = record.number > 1 ? record : null;
    const { url } = orderLink(
      { ...customer, when },
      lines,
      new Date(now),
      input.language,
      followUp,
    );
    window.open(url, '_blank', 'noopener,noreferrer');
    keepSentOrder(tabStorage(), record);
    // Order again: kept only beside details the customer asked this phone to remember.
    const store = phoneStorage();
    if (readRememberedDetails(store) !== null) keepLastOrder(store, lines, now);
    onSent(record);
  }

  function press(when: Slot | null) {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    const before = cartNow().lines;
    const stock = stockWatch.load().then(({ readStock }) => readStock(sendWaitMs));
    const checked = Promise.all([followNewBuild(sendWaitMs), stock.catch(() => {})]);
    // One deadline for the whole check, its download included: the press must still open WhatsApp.
    const late = new Promise<['live']>((resolve) =>
      setTimeout(() => resolve(['live']), sendWaitMs + 500),
    );
    void Promise.race([checked, late])
      .then(([build]) => {
        // A new build reloads with the cart; a dish gone from stock has left it, with a note.
        if (build === 'reloading' || cartNow().lines !== before) return;
        decide(when, [], build === 'behind');
      })
      .finally(() => {
        busy.current = false;
        setChecking(false);
      });
  }

  function confirm(pending: PendingQuestion) {
    setQuestion(null);
    const cart = cartNow();
    if (pending.ask === 'table') keepTable(tabStorage(), cart.customer.table, Date.now());
    const when = pending.ask === 'nextOpening' ? pending.slot : pending.when;
    // The time asked about becomes the customer's own choice, shown in the time field.
    if (when !== cart.customer.when) cart.updateCustomer({ when });
    decide(when, [...pending.accepted, pending.ask], pending.behind);
  }

  return {
    checking,
    question,
    refusal,
    press,
    confirm,
    dismiss: () => {
      setQuestion(null);
      setRefusal(null);
    },
  };
}
