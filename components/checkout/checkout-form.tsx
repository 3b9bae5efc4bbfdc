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
import { opensAgain } from '@/lib/opening-hours';
import {
  clockWords,
  firstSlot,
  orderSlots,
  slotAvailable,
  slotWords,
  type Slot,
} from '@/lib/order-time';
import { tableHours, tableRanOut } from '@/lib/table';
import { orderTypes, payments, type Payment } from '@/lib/order-type';
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

/** The phone's clock when a button is pressed, to the minute, as the times on screen are. */
function clockNow(): Date {
  return new Date(Math.floor(pressedNow() / 60_000) * 60_000);
}

/** The phone's clock to the millisecond, as the table's visit is kept (lib/table.ts). */
function pressedNow(): number {
  return Date.now();
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
  const { lines, count, total, customer, updateCustomer } = useCart();
  const [touched, setTouched] = useState<Partial<Record<RequiredField, boolean>>>({});
  const [sent, setSent] = useState(false);
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
    if (toMinimum > 0 || closedAtTable || noTimeLeft) return;
    // Checked again on the clock of the press: the time may have passed, or come within the
    // kitchen's lead time, since it was chosen and since the minute last turned; a page left open
    // for hours is no longer at its table.
    const pressedAt = clockNow();
    // The table's visit is kept to the millisecond of the scan: to the minute, an order sent in
    // the minute of the scan would read as started after the press, and so run out.
    if (type.needsTable && tableRanOut(tabStorage(), pressedNow())) {
      updateCustomer({ table: '', orderType: 'pickup' });
      setTimeNote(fill(formWords.tableRanOut, { hours: tableHours, table: customer.table }));
      return;
    }
    if (when !== null && !slotAvailable(cafe.hours, orderAhead, when, pressedAt)) {
      const next = firstSlot(cafe.hours, orderAhead, pressedAt);
      const chosen = slotText(when);
      setTimeNote(
        next === null
          ? fill(formWords.tooSoonNoneLeft, { time: chosen })
          : fill(formWords.tooSoonNext, {
              time: chosen,
              next: slotWords(next, cafe.hours.utcOffset, pressedAt, words),
              send: formWords.send,
            }),
      );
      if (next !== null) updateCustomer({ when: next });
      form.current?.querySelector<HTMLSelectElement>('select')?.focus();
      return;
    }
    if (!fits) return copyButton.current?.focus();
    // A double tap, or a second press while WhatsApp is opening, must not open it twice. The
    // press's own time stamp, so that a busy page does not shorten the guard.
    const now = event.timeStamp;
    if (!maySendAgain(lastSentAt.current, now)) return;
    lastSentAt.current = now;
    window.open(url, '_blank', 'noopener,noreferrer');
    setSent(true);
    setTimeNote('');
    // Order again: kept only beside details the customer asked this phone to remember.
    const store = phoneStorage();
    if (readRememberedDetails(store) !== null) {
      keepLastOrder(store, lines, pressedAt.getTime());
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
              onChange={(orderType) => updateCustomer({ orderType })}
              words={words.orderType}
            />
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
                    {problems.join(' ')}
                  </p>
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
          <div role="status">
            {sent && !blocked && (
              <p className="rounded-2xl border border-success bg-surface p-4 text-foreground">
                {formWords.sent}{' '}
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-bold text-whatsapp underline"
                >
                  {formWords.sentLink}
                </a>
                {formWords.sentEnd}
              </p>
            )}
          </div>
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
