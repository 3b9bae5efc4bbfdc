import { useRef, useState } from 'react';
import { useCartNow } from '@/components/cart/cart-provider';
import { buttonClasses } from '@/components/ui/button-classes';
import { cardClasses } from '@/components/ui/card-classes';
import { useNow } from '@/components/ui/use-now';
import { cafe } from '@/data/cafe';
import { cartTotal, lineLabelIn, lineTotal } from '@/lib/order/cart';
import type { Locale } from '@/lib/site/locale';
import { formatRupees } from '@/lib/order/money';
import { sentTimeWords, type TimeWords } from '@/lib/order/order-time';
import { orderTypes, payments, type Payment } from '@/lib/order/order-type';
import { againDetails, type SentOrder } from '@/lib/order/sent-orders';
import { keepTable, tableNeedsAsking } from '@/lib/order/table';
import { tabStorage } from '@/lib/offline/tab-storage';
import { billMessage, messageLink, orderLink, type MessageLanguage } from '@/lib/order/whatsapp';
import type { cart } from '@/lib/words/en/cart';
import type { checkout } from '@/lib/words/en/checkout';
import { fill } from '@/lib/words/fill';
import { ConfirmSend } from './confirm-send';
import { RadioChoice } from './radio-choice';

type SentOrdersViewProps = {
  /** The visit's orders, oldest first (lib/order/sent-orders.ts visitOrders). */
  orders: SentOrder[];
  /** Over a cart: only the line that says the new order does not carry the sent ones. */
  compact: boolean;
  words: (typeof checkout)['flow'];
  /** The question Ask for the bill asks at a table the tab left a while ago. */
  tableWords: Pick<(typeof checkout)['form'], 'askTable' | 'confirmTable'>;
  timeWords: TimeWords;
  lineWords: (typeof cart)['line'];
  payWords: (typeof checkout)['payment']['labels'];
  locale: Locale;
  orderLanguage: MessageLanguage;
};

const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/**
 * The orders this visit has sent, read-only: when each went and what it carried, Send again only
 * by the customer's choice (asked first), and at a table Ask for the bill, which sends the visit's
 * orders, their total and how the customer will pay in one message.
 */
export function SentOrdersView({
  orders,
  compact,
  words,
  tableWords,
  timeWords,
  lineWords,
  payWords,
  locale,
  orderLanguage,
}: SentOrdersViewProps) {
  const cartNow = useCartNow();
  const now = useNow() ?? 0;
  const [again, setAgain] = useState<SentOrder | null>(null);
  const [billAt, setBillAt] = useState<number | null>(null);
  // Read at the tap itself: a second tap of a double tap comes before the page has drawn again.
  const billed = useRef<number | null>(null);
  const [asking, setAsking] = useState<'table' | 'again' | null>(null);
  const [payment, setPayment] = useState<Payment | null>(() => cartNow().customer.payment);
  const timeOf = (at: number) => sentTimeWords(at, now, cafe.hours.utcOffset, timeWords);
  const last = orders.at(-1);
  const atTable = last !== undefined && orderTypes[last.orderType].needsTable;

  function sendAgain(order: SentOrder) {
    setAgain(null);
    const { customer } = cartNow();
    const followUp = order.number > 1 ? order : null;
    open(
      orderLink(againDetails(order, customer), order.lines, new Date(), orderLanguage, followUp)
        .url,
    );
  }

  /** Asks for the bill, once the customer has said yes to what needs their word (`answered`). */
  function askForBill(answered: 'table' | 'again' | null = null) {
    const now = Date.now();
    setAsking(null);
    // Asked for already: again only by the customer's choice.
    if (billed.current !== null && answered === null) return setAsking('again');
    // Back after a while away: the bill goes to the table only once the customer says so.
    if (answered !== 'table' && tableNeedsAsking(tabStorage(), now)) return setAsking('table');
    billed.current = now;
    keepTable(tabStorage(), last?.table ?? '', now);
    const { customer } = cartNow();
    const details = { ...customer, table: last?.table ?? '', payment };
    const text = billMessage(
      cafe.name,
      details,
      orders,
      { now: new Date(now), utcOffset: cafe.hours.utcOffset },
      orderLanguage,
    );
    open(messageLink(text).url);
    setBillAt(now);
  }

  if (compact) {
    return (
      <p className="mb-6 rounded-2xl border border-border bg-surface p-4 text-foreground">
        {fill(words.followUp, { time: timeOf(last?.at ?? now) })}
      </p>
    );
  }

  return (
    <section aria-labelledby="sent-orders" className="mt-8 space-y-4 text-left">
      <h2 id="sent-orders" className="sr-only">
        {words.sentTitle}
      </h2>
      {orders.map((order) => (
        <article
          key={order.at}
          className={cardClasses('outlined')}
          aria-labelledby={`sent-${order.at}`}
        >
          <h3 id={`sent-${order.at}`} className="text-lg font-bold text-brand-deep">
            {fill(words.sentAt, { time: timeOf(order.at) })}
          </h3>
          <ul className="mt-2 space-y-1 text-foreground">
            {order.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3">
                <span>
                  {lineLabelIn(lineWords, locale, line)} × {line.quantity}
                </span>
                <span>{formatRupees(lineTotal(line))}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between font-bold text-foreground">
            <span>{words.total}</span>
            <span>{formatRupees(cartTotal(order.lines))}</span>
          </p>
          <button
            type="button"
            onClick={() => setAgain(order)}
            className={buttonClasses({ variant: 'secondary', size: 'small' }, 'mt-3')}
          >
            {words.sendAgain}
          </button>
        </article>
      ))}
      {atTable && (
        <div className={cardClasses('outlined')}>
          <fieldset>
            <legend className="font-bold text-foreground">{words.payLegend}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {payments.map((choice) => (
                <RadioChoice
                  key={choice}
                  name="bill-payment"
                  checked={payment === choice}
                  onChange={() => setPayment(choice)}
                >
                  {payWords[choice]}
                </RadioChoice>
              ))}
            </div>
          </fieldset>
          <p className="mt-3 text-sm text-muted-foreground">{words.billHint}</p>
          <button
            type="button"
            onClick={() => askForBill()}
            className={buttonClasses({ variant: 'whatsapp' }, 'mt-2')}
          >
            {words.bill}
          </button>
          <p role="status" className="mt-2 text-sm font-bold text-foreground empty:hidden">
            {billAt !== null ? fill(words.billAsked, { time: timeOf(billAt) }) : ''}
          </p>
        </div>
      )}
      {asking === 'table' && last && (
        <ConfirmSend
          question={fill(tableWords.askTable, { table: last.table })}
          confirm={fill(tableWords.confirmTable, { table: last.table })}
          cancel={words.cancelSend}
          onConfirm={() => askForBill('table')}
          onCancel={() => setAsking(null)}
          onDismiss={() => setAsking(null)}
        />
      )}
      {asking === 'again' && billAt !== null && (
        <ConfirmSend
          question={fill(words.askBillAgain, { time: timeOf(billAt) })}
          confirm={words.confirmSend}
          cancel={words.cancelSend}
          onConfirm={() => askForBill('again')}
          onCancel={() => setAsking(null)}
          onDismiss={() => setAsking(null)}
        />
      )}
      {again && (
        <ConfirmSend
          question={fill(words.askAgain, { time: timeOf(again.at) })}
          confirm={words.confirmSend}
          cancel={words.cancelSend}
          onConfirm={() => sendAgain(again)}
          onCancel={() => setAgain(null)}
          onDismiss={() => setAgain(null)}
        />
      )}
    </section>
  );
}
