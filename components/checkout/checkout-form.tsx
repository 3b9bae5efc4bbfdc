import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { OrderSummary } from '@/components/cart/order-summary';
import { buttonClasses } from '@/components/ui/button-classes';
import { cardClasses } from '@/components/ui/card-classes';
import { ChatIcon } from '@/components/ui/icons';
import { useNow } from '@/components/ui/use-now';
import { useOpeningStatus } from '@/components/ui/use-opening-status';
import { whatsappNumber } from '@/lib/site/cafe-links';
import { fieldLength, fieldLimits, type RequiredField, type TextField } from '@/lib/order/checkout';
import { checkoutState } from '@/lib/order/checkout-state';
import { cafe } from '@/data/cafe';
import { delivery } from '@/data/delivery';
import { orderAhead } from '@/data/ordering';
import { minimumOrderMessage, orderTotal } from '@/lib/order/delivery';
import { groupDigits } from '@/lib/order/money';
import {
  clockText,
  minutesOf,
  openingStatus,
  opensAgain,
  type OpeningStatus,
} from '@/lib/site/opening-hours';
import { clockWords, sentTimeWords, slotWords, type Slot } from '@/lib/order/order-time';
import type { SentOrder } from '@/lib/order/sent-orders';
import { forgetTable } from '@/lib/order/table';
import { tabStorage } from '@/lib/offline/tab-storage';
import { orderTypes, payments, type OrderType, type Payment } from '@/lib/order/order-type';
import { maxLinkLength, type MessageLanguage } from '@/lib/order/whatsapp';
import type { HoursWords } from '@/lib/site/opening-hours';
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
import { RememberDetails } from './remember-details';
import { useSend, type PendingQuestion, type PressRefusal } from './use-send';

/** "name, phone number and delivery address", joined by `last` ("{rest} and {last}"). */
function listOf(items: string[], last: Template): string {
  if (items.length <= 1) return items.join('');
  return fill(last, { rest: items.slice(0, -1).join(', '), last: items.at(-1)! });
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

type CheckoutFormProps = {
  payment: ReactNode;
  onBack: () => void;
  words: CheckoutFormWords;
  /** The order summary's words (components/cart/order-summary.tsx). */
  summaryWords: (typeof cart)['summary'];
  /** When a closed cafe opens again, in the page's language. */
  hoursWords: Pick<HoursWords, 'opensAgain' | 'weekdays' | 'clock'>;
  /** The language the kitchen reads the order in: the cafe's, whatever the page's. */
  orderLanguage: MessageLanguage;
  /** The orders this tab has sent (lib/order/sent-orders.ts). */
  sent: readonly SentOrder[];
  /** An order went: its dishes have left the cart, and it is kept as a record. */
  onSent: () => void;
};

export function CheckoutForm({
  payment,
  onBack,
  words,
  summaryWords,
  hoursWords,
  orderLanguage,
  sent,
  onSent,
}: CheckoutFormProps) {
  const { fields, form: formWords } = words;
  const { lines, count, total, customer, updateCustomer, setLines } = useCart();
  const [touched, setTouched] = useState<Partial<Record<RequiredField, boolean>>>({});
  const [tableNote, setTableNote] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const status = useOpeningStatus();
  const clock = useNow() ?? Date.now();
  const now = new Date(clock);
  const id = useId();
  // "As soon as possible" once offered and still chosen stays the customer's choice after closing,
  // and Send asks before it becomes the next opening; a checkout opened while closed shows the
  // first time from the start, and sends it.
  const [soonOffered, setSoonOffered] = useState(false);
  const rules = {
    customer,
    cafe,
    ahead: orderAhead,
    terms: delivery,
    language: orderLanguage,
    words,
  };
  const state = checkoutState({ ...rules, now: clock, lines, sent, soonOffered });
  const { days, firstTime, when, soon, open, missing, tooLong, toMinimum, fits, url } = state;
  if (soon && open && !soonOffered) setSoonOffered(true);
  const type = orderTypes[customer.orderType];
  const slotText = (slot: Slot) => slotWords(slot, cafe.hours.utcOffset, now, words);
  const sendFlow = useSend(rules, sent, (record) => {
    onSent();
    setLines(
      [],
      fill(formWords.sentAt, {
        time: sentTimeWords(record.at, record.at, cafe.hours.utcOffset, words),
      }),
    );
  });
  const { question, refusal, checking } = sendFlow;
  const timeNote = refusal ? refusalWords(refusal) : '';

  useEffect(() => {
    // A time that can no longer be made is chosen again, where the customer chooses it.
    if (refusal?.refuse === 'chooseTime') form.current?.querySelector('select')?.focus();
  }, [refusal]);

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
    sendFlow.press(state.sendWhen);
  }

  /** Says by Send why nothing was sent; a time no longer made is chosen again. */
  function refusalWords(refusal: PressRefusal): string {
    const pressed = new Date(refusal.at);
    const status = openingStatus(cafe.hours, pressed);
    const reopens = (closed: OpeningStatus) => (closed.open ? '' : opensAgain(closed, hoursWords));
    if (refusal.refuse === 'closedAtTable') {
      return fill(formWords.closedTableProblem, { time: reopens(status) });
    }
    if (refusal.refuse === 'noTimeLeft') {
      return fill(formWords.noTimeLeft, { time: reopens(status) });
    }
    const chosen = slotWords(refusal.chosen, cafe.hours.utcOffset, pressed, words);
    if (refusal.first === null) {
      const noneLeft = refusal.closed
        ? formWords.chooseClosedTimeNoneLeft
        : formWords.chooseTimeNoneLeft;
      return fill(noneLeft, { time: chosen });
    }
    return fill(refusal.closed ? formWords.chooseClosedTime : formWords.chooseTime, {
      time: chosen,
      next: slotWords(refusal.first, cafe.hours.utcOffset, pressed, words),
    });
  }

  /** The customer's no: nothing is sent; at a table they have left, the order is no longer for it. */
  function decline({ ask }: PendingQuestion, to: OrderType = 'pickup') {
    sendFlow.dismiss();
    if (ask === 'table') leaveTable(to);
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

  function questionWords(pending: PendingQuestion) {
    const yes = { confirm: formWords.confirmSend, cancel: formWords.cancelSend };
    switch (pending.ask) {
      case 'table':
        return {
          question: fill(formWords.askTable, { table: customer.table }),
          confirm: fill(formWords.confirmTable, { table: customer.table }),
          cancel: formWords.notAtTable,
          other: formWords.notAtTableDelivery,
        };
      case 'closing':
        return { ...yes, question: fill(formWords.askClosing, { minutes: pending.minutesLeft }) };
      case 'nextOpening':
        return {
          ...yes,
          question: fill(formWords.askNextOpening, {
            time: slotWords(pending.slot, cafe.hours.utcOffset, new Date(pending.at), words),
          }),
        };
      case 'menuChanged':
        return { ...yes, question: formWords.askMenuChanged };
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
  if (state.closedAtTable && status && !status.open)
    problems.push(fill(formWords.closedTableProblem, { time: opensAgain(status, hoursWords) }));
  if (state.noTimeLeft && status && !status.open)
    problems.push(fill(formWords.noTimeLeft, { time: opensAgain(status, hoursWords) }));
  if (state.tooSoon && when !== null)
    problems.push(
      fill(state.closedThen ? formWords.closedThen : formWords.tooSoon, { time: slotText(when) }),
    );
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
          id={`${id}-form`}
          onSubmit={send}
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
                tooSoon={state.tooSoon}
                closedThen={state.closedThen}
                slotText={slotText}
                now={clockWords(now, cafe.hours.utcOffset, words)}
                onChange={(time) => {
                  sendFlow.dismiss();
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

          <OrderPreview message={state.message} copyButton={copyButton} words={words.preview} />

          <button
            type="button"
            onClick={onBack}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {formWords.back}
          </button>
        </form>
      </div>
      {/* Apart from the form (its button names it), so that the bar's sticky room is the whole page:
          inside the form, it could rise no higher than the form's top, under a long summary. */}
      <SendBar
        total={orderTotal(delivery, customer.orderType, total)}
        totalWord={formWords.total}
        note={
          <>
            {/* Said where the press was: the bar, at the foot of the screen. */}
            <p role="alert" className="mt-1 text-sm font-bold text-foreground empty:hidden">
              {timeNote}
            </p>
            {state.blocked && (
              <p id={`${id}-blocked`} className="mt-1 text-sm text-foreground">
                {/* What the press has just said is not said twice. */}
                {problems.filter((problem) => problem !== timeNote).join(' ')}
              </p>
            )}
            <p role="status" className="mt-1 text-sm text-foreground empty:hidden">
              {state.closingMinutes !== null &&
                fill(formWords.closingSoon, {
                  closes: clockText(minutesOf(cafe.hours.closes), words.time.clock),
                  minutes: state.closingMinutes,
                })}
              {soon &&
                soonOffered &&
                !open &&
                firstTime !== null &&
                fill(formWords.soonIsNextOpening, { time: slotText(firstTime) })}
            </p>
            <p role="status" className="mt-1 text-sm font-bold text-foreground empty:hidden">
              {checking ? formWords.checking : ''}
            </p>
            {question && (
              <ConfirmSend
                {...questionWords(question)}
                onConfirm={() => sendFlow.confirm(question)}
                onCancel={() => decline(question)}
                onOther={() => decline(question, 'delivery')}
                onDismiss={sendFlow.dismiss}
              />
            )}
          </>
        }
      >
        {/* aria-disabled rather than disabled: the button stays in the tab order and says why. */}
        <button
          type="submit"
          form={`${id}-form`}
          aria-disabled={state.blocked || checking}
          aria-busy={checking}
          aria-describedby={state.blocked ? `${id}-blocked` : undefined}
          className={buttonClasses({ variant: 'whatsapp' })}
        >
          <ChatIcon />
          {formWords.send}
        </button>
      </SendBar>
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
