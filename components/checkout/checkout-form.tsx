import { useId, useRef, useState, type ReactNode } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { OrderSummary } from '@/components/cart/order-summary';
import { buttonClasses } from '@/components/ui/button-classes';
import { cardClasses } from '@/components/ui/card-classes';
import { ChatIcon } from '@/components/ui/icons';
import { useMinute, useOpeningStatus } from '@/components/ui/use-opening-status';
import { whatsappNumber } from '@/lib/cafe-links';
import {
  canSendOrder,
  fieldLength,
  fieldLimits,
  maySendAgain,
  missingFields,
  tooLongFields,
  type RequiredField,
  type TextField,
} from '@/lib/checkout';
import { cafe } from '@/data/cafe';
import { delivery } from '@/data/delivery';
import { orderAhead } from '@/data/ordering';
import { minimumOrderMessage, orderTotal, shortOfMinimum } from '@/lib/delivery';
import { groupDigits } from '@/lib/money';
import { formatClock, openingStatus, opensAgain, type OpeningStatus } from '@/lib/opening-hours';
import { clockWords, orderSlots, slotAvailable, slotWords, type Slot } from '@/lib/order-time';
import {
  cartKey,
  closingIn,
  forgetSentOrder,
  keepSentOrder,
  pressAnswer,
  readSentOrder,
  sentTimeWords,
  type Question,
  type Refusal,
  type SentOrder,
} from '@/lib/send-check';
import { forgetTable, keepTable, tableHours, tableRanOut } from '@/lib/table';
import { orderTypes, payments, type OrderType, type Payment } from '@/lib/order-type';
import { keepLastOrder } from '@/lib/last-order';
import { readRememberedDetails } from '@/lib/remembered-details';
import { maxLinkLength, orderLink, type MessageLanguage } from '@/lib/whatsapp';
import type { HoursWords } from '@/lib/opening-hours';
import type { cart } from '@/lib/words/en/cart';
import type { checkout } from '@/lib/words/en/checkout';
import { fill, type Template } from '@/lib/words/fill';
import { FormField } from './form-field';
import { LocationPicker } from './location-picker';
import { OrderPreview } from './order-preview';
import { ConfirmSend } from './confirm-send';
import { OrderTimeFieldset } from './order-time-fieldset';
import { RadioChoice } from './radio-choice';
import { OrderTypeFieldset } from './order-type-fieldset';
import { SendBar } from './send-bar';
import { sendOnLiveBuild } from './send-on-live-build';
import { RememberDetails } from './remember-details';

/** "name, phone number and delivery address", joined by `last` ("{rest} and {last}"). */
function listOf(items: string[], last: Template): string {
  if (items.length <= 1) return items.join('');
  return fill(last, { rest: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

/** localStorage, or undefined where even reading the property throws (some privacy modes). */
function phoneStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** sessionStorage, or null where the browser refuses it. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The form's words, in the page's language: the parts of `wordsFor(locale).checkout` it shows. */
export type CheckoutFormWords = Pick<
  typeof checkout,
  | 'calendar'
  | 'time'
  | 'orderType'
  | 'payment'
  | 'fields'
  | 'delivery'
  | 'form'
  | 'when'
  | 'location'
  | 'preview'
  | 'remember'
>;

/** A question Send asks, with the answers already given and the clock of the press. */
type PendingQuestion = Question & {
  accepted: Question['ask'][];
  when: Slot | null;
  pressedAt: Date;
};

type CheckoutFormProps = {
  payment: ReactNode;
  onBack: () => void;
  words: CheckoutFormWords;
  /** The order summary's words (components/cart/order-summary.tsx). */
  summaryWords: (typeof cart)['summary'];
  /** When a closed cafe opens again, in the page's language. */
  hoursWords: Pick<HoursWords, 'opensAgain' | 'weekdays'>;
  /** The language the kitchen reads the order in: the cafe's, whatever the page's. */
  orderLanguage: MessageLanguage;
};

export function CheckoutForm({
  payment,
  onBack,
  words,
  summaryWords,
  hoursWords,
  orderLanguage,
}: CheckoutFormProps) {
  const { fields, form: formWords } = words;
  const { lines, count, total, customer, updateCustomer, setLines } = useCart();
  const [touched, setTouched] = useState<Partial<Record<RequiredField, boolean>>>({});
  // Kept for the tab, so that a customer back from WhatsApp, from the cart or from a reload of a
  // discarded tab still sees that this order went, and is asked before it goes twice.
  const [sent, setSent] = useState<SentOrder | null>(() => readSentOrder(tabStorage()));
  const [question, setQuestion] = useState<PendingQuestion | null>(null);
  const [tableNote, setTableNote] = useState('');
  const lastSentAt = useRef<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const status = useOpeningStatus();
  const now = useMinute() ?? new Date();
  const [timeNote, setTimeNote] = useState('');
  const id = useId();

  // When: as soon as possible while open; while closed, a later time, the first one until the
  // customer chooses another. An order at the table is for now, and only while open.
  const type = orderTypes[customer.orderType];
  const open = status?.open ?? true;
  const days = type.ordersAhead ? orderSlots(cafe.hours, orderAhead, now, words) : [];
  const firstTime = days[0]?.slots[0] ?? null;
  const when = type.ordersAhead ? (customer.when ?? (open ? null : firstTime)) : null;
  const order = { ...customer, when };
  const slotText = (slot: Slot) => slotWords(slot, cafe.hours.utcOffset, now, words);
  const tooSoon = when !== null && !slotAvailable(cafe.hours, orderAhead, when, now);
  const closedAtTable = type.needsTable && !open;
  const noTimeLeft = type.ordersAhead && !open && firstTime === null;
  const soon = type.ordersAhead && customer.when === null;
  // "As soon as possible" once offered and still chosen stays the customer's choice after closing,
  // and Send asks before it becomes the next opening; a checkout opened while closed shows the
  // first time from the start, and sends it.
  const [soonOffered, setSoonOffered] = useState(false);
  if (soon && open && !soonOffered) setSoonOffered(true);
  const closingMinutes = soon && open ? closingIn(cafe.hours, orderAhead, now) : null;
  // The order this tab sent, if it is this cart; a cart changed since is a new order.
  const sentThis = sent?.cart === cartKey(lines) ? sent : null;
  const sentTime = (at: number, clock: Date) =>
    sentTimeWords(at, clock, cafe.hours.utcOffset, words);

  const missing = missingFields(customer);
  const tooLong = tooLongFields(customer);
  const toMinimum = shortOfMinimum(delivery, customer.orderType, total);
  // Built from what is on screen now, so that "open WhatsApp again" sends any correction too.
  const { message, url, fits } = orderLink(order, lines, now, orderLanguage);
  const blocked =
    !canSendOrder(customer) || !fits || toMinimum > 0 || tooSoon || closedAtTable || noTimeLeft;

  const fieldId = (field: TextField) => `${id}-${field}`;
  const showError = (field: RequiredField) => touched[field] && missing.includes(field);
  const lengthOf = (field: TextField) => fieldLength(customer, field);

  const fieldProps = (field: TextField) => ({
    field,
    words: fields,
    id: fieldId(field),
    value: customer[field],
    length: lengthOf(field),
    missing: field !== 'instructions' && Boolean(showError(field)),
    onChange: (value: string) => updateCustomer({ [field]: value }),
    onBlur:
      field === 'instructions'
        ? undefined
        : () => setTouched((current) => ({ ...current, [field]: true })),
  });

  function focusField(field: TextField) {
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`)?.focus();
  }

  function send(event: React.FormEvent) {
    event.preventDefault();
    const [firstMissing] = missing;
    const [firstTooLong] = tooLong;
    if (firstMissing) {
      setTouched({ name: true, phone: true, address: true });
      focusField(firstMissing);
      return;
    }
    if (firstTooLong) return focusField(firstTooLong);
    if (toMinimum > 0) return;
    if (!fits) return copyButton.current?.focus();
    // A double tap, or a second press while WhatsApp is opening, opens nothing, nor asks: the
    // press's own time stamp, so that a busy page does not shorten the guard. A cart changed in
    // between is another order.
    if (sentThis && !maySendAgain(lastSentAt.current, event.timeStamp)) return;
    press([], soon && soonOffered ? null : when, event.timeStamp);
  }

  /**
   * Checked on the running clock of the press (lib/send-check.ts): the minute on screen may be
   * minutes old on a phone that has just woken, and a time, the hours or the table's visit may
   * have run out since it was drawn. `accepted` are the questions already answered yes; `when`
   * is the time the order is for (null: as soon as possible); `stamp` the time stamp of the tap.
   */
  function press(accepted: Question['ask'][], when: Slot | null, stamp: number) {
    const pressedAt = new Date();
    const answer = pressAnswer(
      {
        needsTable: type.needsTable,
        ordersAhead: type.ordersAhead,
        when,
        tableRanOut: type.needsTable && tableRanOut(tabStorage(), pressedAt.getTime()),
        sentAt: sentThis?.at ?? null,
      },
      cafe.hours,
      orderAhead,
      pressedAt,
      accepted,
    );
    if ('refuse' in answer) return refuse(answer, pressedAt);
    if ('ask' in answer) return setQuestion({ ...answer, accepted, when, pressedAt });
    setTimeNote('');
    openWhatsApp(pressedAt, when, stamp);
  }

  /** Says by Send why nothing was sent; a time that can no longer be made is chosen again. */
  function refuse(refusal: Refusal, pressedAt: Date) {
    const status = openingStatus(cafe.hours, pressedAt);
    const reopens = (closed: OpeningStatus) => (closed.open ? '' : opensAgain(closed, hoursWords));
    if (refusal.refuse === 'closedAtTable') {
      return setTimeNote(fill(formWords.closedTableProblem, { time: reopens(status) }));
    }
    if (refusal.refuse === 'noTimeLeft') {
      return setTimeNote(fill(formWords.noTimeLeft, { time: reopens(status) }));
    }
    const chosen = slotWords(refusal.chosen, cafe.hours.utcOffset, pressedAt, words);
    setTimeNote(
      refusal.first === null
        ? fill(formWords.chooseTimeNoneLeft, { time: chosen })
        : fill(formWords.chooseTime, {
            time: chosen,
            next: slotWords(refusal.first, cafe.hours.utcOffset, pressedAt, words),
          }),
    );
    form.current?.querySelector<HTMLSelectElement>('select')?.focus();
  }

  /** Opens the order in WhatsApp as it stands at the press, and keeps a record of it for the tab. */
  function openWhatsApp(pressedAt: Date, time: Slot | null, stamp: number) {
    const { url: link } = orderLink({ ...customer, when: time }, lines, pressedAt, orderLanguage);
    window.open(link, '_blank', 'noopener,noreferrer');
    lastSentAt.current = stamp;
    const record = { cart: cartKey(lines), at: pressedAt.getTime() };
    keepSentOrder(tabStorage(), record);
    setSent(record);
    // Order again: kept only beside details the customer asked this phone to remember.
    const store = phoneStorage();
    if (readRememberedDetails(store) !== null) {
      keepLastOrder(store, lines, pressedAt.getTime());
    }
  }

  /** The customer's yes to a question: what it allows, then the press goes on. */
  function confirm(pending: PendingQuestion, stamp: number) {
    setQuestion(null);
    if (pending.ask === 'table') keepTable(tabStorage(), customer.table, Date.now());
    // The time asked about becomes the customer's own choice, shown in the time field.
    const when = pending.ask === 'nextOpening' ? pending.slot : pending.when;
    if (when !== customer.when) updateCustomer({ when });
    press([...pending.accepted, pending.ask], when, stamp);
  }

  /** The customer's no: nothing is sent; at a table they have left, the order is no longer for it. */
  function decline({ ask }: PendingQuestion) {
    setQuestion(null);
    if (ask === 'table') leaveTable('pickup');
  }

  /** Pickup or Home Delivery over the table: the visit's table ends, here and for later orders. */
  function leaveTable(orderType: OrderType) {
    forgetTable(tabStorage());
    setTableNote(fill(formWords.tableLeft, { table: customer.table }));
    updateCustomer({ table: '', orderType });
  }

  function chooseOrderType(orderType: OrderType) {
    if (customer.table !== '' && !orderTypes[orderType].needsTable) leaveTable(orderType);
    else updateCustomer({ orderType });
  }

  /** Empties the cart for another order; the details stay, and so does a table's visit. */
  function startNewOrder() {
    forgetSentOrder(tabStorage());
    setSent(null);
    setLines([], formWords.newOrderStarted);
    onBack();
  }

  function questionWords(pending: PendingQuestion) {
    const { pressedAt } = pending;
    const yes = { confirm: formWords.confirmSend, cancel: formWords.cancelSend };
    switch (pending.ask) {
      case 'table':
        return {
          question: fill(formWords.askTable, { hours: tableHours, table: customer.table }),
          confirm: fill(formWords.confirmTable, { table: customer.table }),
          cancel: formWords.notAtTable,
        };
      case 'closing':
        return { ...yes, question: fill(formWords.askClosing, { minutes: pending.minutesLeft }) };
      case 'nextOpening':
        return {
          ...yes,
          question: fill(formWords.askNextOpening, {
            time: slotWords(pending.slot, cafe.hours.utcOffset, pressedAt, words),
          }),
        };
      case 'again':
        return {
          ...yes,
          question: fill(formWords.askAgain, { time: sentTime(pending.sentAt, pressedAt) }),
        };
    }
  }

  const problems: string[] = [];
  if (missing.length > 0)
    problems.push(
      fill(formWords.fillIn, {
        fields: listOf(
          missing.map((field) => fields.inSentence[field]),
          formWords.listLast,
        ),
      }),
    );
  if (tooLong.length > 0)
    problems.push(
      fill(formWords.shortenAll, {
        fields: listOf(
          tooLong.map((field) =>
            fill(formWords.shortenOne, {
              field: fields.inSentence[field],
              count: lengthOf(field),
              limit: fieldLimits[field],
            }),
          ),
          formWords.listLast,
        ),
      }),
    );
  if (toMinimum > 0)
    problems.push(
      fill(formWords.minimumOrPickup, {
        message: minimumOrderMessage(delivery, toMinimum, words.delivery),
      }),
    );
  if (closedAtTable && status && !status.open)
    problems.push(fill(formWords.closedTableProblem, { time: opensAgain(status, hoursWords) }));
  if (noTimeLeft && status && !status.open)
    problems.push(fill(formWords.noTimeLeft, { time: opensAgain(status, hoursWords) }));
  if (tooSoon) problems.push(fill(formWords.tooSoon, { time: slotText(when) }));
  if (!fits)
    problems.push(
      fill(formWords.tooLongLink, {
        length: groupDigits(url.length),
        max: groupDigits(maxLinkLength),
        number: whatsappNumber,
        copy: words.preview.copy,
      }),
    );

  return (
    <>
      {/* A status region from the start, so that the cafe closing while the form is open is formWords. */}
      <div role="status" className="mb-6 empty:hidden">
        {status && !status.open && (
          <p className="rounded-2xl border border-warning bg-warning-muted p-4 font-bold text-foreground">
            {fill(formWords.closed, { time: opensAgain(status, hoursWords) })}{' '}
            {type.ordersAhead && firstTime !== null
              ? fill(formWords.closedOrderLater, { time: slotText(firstTime) })
              : type.needsTable
                ? formWords.closedAtTable
                : formWords.closedOrderThen}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <OrderSummary
            count={count}
            dishes={total}
            orderType={customer.orderType}
            lines={lines}
            table={customer.table}
            words={summaryWords}
          />
        </div>
        <form
          ref={form}
          onSubmit={(event) => sendOnLiveBuild(event, send)}
          noValidate
          className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1"
          aria-labelledby={`${id}-details`}
        >
          <section className={`${cardClasses('outlined')} space-y-4`}>
            <h2 id={`${id}-details`} className="text-xl font-bold text-brand-deep">
              {formWords.details}
            </h2>
            <FormField
              {...fieldProps('name')}
              control={(props) => <input {...props} type="text" autoComplete="name" />}
            />
            <FormField
              {...fieldProps('phone')}
              control={(props) => (
                <input {...props} type="tel" autoComplete="tel" inputMode="tel" />
              )}
            />
            <OrderTypeFieldset
              name={`${id}-order-type`}
              value={customer.orderType}
              table={customer.table}
              onChange={chooseOrderType}
              words={words.orderType}
            />
            <p role="status" className="text-sm font-bold text-foreground empty:hidden">
              {customer.table === '' ? tableNote : ''}
            </p>
            {type.ordersAhead && (days.length > 0 || when !== null) && (
              <OrderTimeFieldset
                name={`${id}-when`}
                value={when}
                soonOffered={open}
                days={days}
                slotText={slotText}
                now={clockWords(now, cafe.hours.utcOffset, words)}
                onChange={(time) => {
                  setTimeNote('');
                  updateCustomer({ when: time });
                }}
                words={words.when}
              />
            )}
            {type.asksAddress && (
              <FormField
                {...fieldProps('address')}
                hint={fields.addressHint}
                control={(props) => <textarea {...props} autoComplete="street-address" rows={3} />}
              >
                <LocationPicker
                  location={customer.location}
                  onChange={(location) => updateCustomer({ location })}
                  words={words.location}
                />
              </FormField>
            )}
            <FormField
              {...fieldProps('instructions')}
              control={(props) => (
                <textarea {...props} rows={2} placeholder={fields.instructionsPlaceholder} />
              )}
            />
            <RememberDetails customer={customer} onRecall={updateCustomer} words={words.remember} />
          </section>

          {payment}

          <PaymentChoice
            name={`${id}-payment`}
            value={customer.payment}
            onChange={(choice) => updateCustomer({ payment: choice })}
            words={words.payment}
          />

          <OrderPreview message={message} copyButton={copyButton} words={words.preview} />

          <button
            type="button"
            onClick={onBack}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {formWords.back}
          </button>
          <SendBar
            total={orderTotal(delivery, customer.orderType, total)}
            totalWord={formWords.total}
            note={
              <>
                {/* Said where the press was: the bar, at the foot of the screen. */}
                <p role="alert" className="mt-1 text-sm font-bold text-foreground empty:hidden">
                  {timeNote}
                </p>
                {blocked && (
                  <p id={`${id}-blocked`} className="mt-1 text-sm text-foreground">
                    {/* What the press has just said is not said twice. */}
                    {problems.filter((problem) => problem !== timeNote).join(' ')}
                  </p>
                )}
                <p role="status" className="mt-1 text-sm text-foreground empty:hidden">
                  {closingMinutes !== null &&
                    fill(formWords.closingSoon, {
                      closes: formatClock(cafe.hours.closes),
                      minutes: closingMinutes,
                    })}
                  {soon &&
                    soonOffered &&
                    !open &&
                    firstTime !== null &&
                    fill(formWords.soonIsNextOpening, { time: slotText(firstTime) })}
                </p>
                <div role="status" className="empty:hidden">
                  {sentThis ? (
                    <p className="mt-1 text-sm font-bold text-foreground">
                      {fill(formWords.sentAt, { time: sentTime(sentThis.at, now) })}{' '}
                      <a
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-whatsapp underline"
                      >
                        {formWords.sentLink}
                      </a>
                      {formWords.sentEnd}
                    </p>
                  ) : (
                    sent && (
                      <p className="mt-1 text-sm text-foreground">
                        {fill(formWords.changedSince, { time: sentTime(sent.at, now) })}
                      </p>
                    )
                  )}
                </div>
                {sentThis && (
                  <button
                    type="button"
                    onClick={startNewOrder}
                    className={buttonClasses({ variant: 'secondary', size: 'small' }, 'mt-2')}
                  >
                    {formWords.newOrder}
                  </button>
                )}
                {question && (
                  <ConfirmSend
                    {...questionWords(question)}
                    onConfirm={(stamp) => confirm(question, stamp)}
                    onCancel={() => decline(question)}
                    onDismiss={() => setQuestion(null)}
                  />
                )}
              </>
            }
          >
            {/* aria-disabled rather than disabled: the button stays in the tab order and says why. */}
            <button
              type="submit"
              aria-disabled={blocked}
              aria-describedby={blocked ? `${id}-blocked` : undefined}
              className={buttonClasses({ variant: 'whatsapp' })}
            >
              <ChatIcon />
              {formWords.send}
            </button>
          </SendBar>
        </form>
      </div>
    </>
  );
}

type PaymentChoiceProps = {
  name: string;
  value: Payment | null;
  onChange: (payment: Payment) => void;
  words: (typeof checkout)['payment'];
};

/** How the customer will pay, told to the kitchen (a rider brings change for cash); optional. */
function PaymentChoice({ name, value, onChange, words }: PaymentChoiceProps) {
  return (
    <fieldset className={cardClasses('outlined')}>
      <legend className="float-left w-full text-xl font-bold text-brand-deep">
        {words.legend}
      </legend>
      <p className="clear-left pt-1 text-muted-foreground">{words.optional}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {payments.map((choice) => (
          <RadioChoice
            key={choice}
            name={name}
            checked={value === choice}
            onChange={() => onChange(choice)}
          >
            {words.labels[choice]}
          </RadioChoice>
        ))}
      </div>
    </fieldset>
  );
}
