import { useId, useRef, useState, type ReactNode } from 'react';
import { useCart } from '@/components/cart/cart-context';
import { OrderSummary } from '@/components/cart/order-summary';
import { buttonClasses } from '@/components/ui/button-classes';
import { cardClasses } from '@/components/ui/card-classes';
import { ChatIcon } from '@/components/ui/icons';
import { useMinute, useOpeningStatus } from '@/components/ui/use-opening-status';
import { whatsappNumber } from '@/lib/cafe-links';
import {
  canSendOrder,
  fieldLabels,
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
import { orderTypes, paymentLabels, type Payment } from '@/lib/order-type';
import { keepLastOrder } from '@/lib/last-order';
import { readRememberedDetails } from '@/lib/remembered-details';
import { maxLinkLength, orderLink } from '@/lib/whatsapp';
import { FormField } from './form-field';
import { LocationPicker } from './location-picker';
import { OrderPreview } from './order-preview';
import { OrderTimeFieldset } from './order-time-fieldset';
import { RadioChoice } from './radio-choice';
import { OrderTypeFieldset } from './order-type-fieldset';
import { SendBar } from './send-bar';
import { RememberDetails } from './remember-details';

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
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
  return new Date(Math.floor(Date.now() / 60_000) * 60_000);
}

/** sessionStorage, or null where the browser refuses it. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

type CheckoutFormProps = { payment: ReactNode; onBack: () => void };

export function CheckoutForm({ payment, onBack }: CheckoutFormProps) {
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
  const days = type.ordersAhead ? orderSlots(cafe.hours, orderAhead, now) : [];
  const firstTime = days[0]?.slots[0] ?? null;
  const when = type.ordersAhead ? (customer.when ?? (open ? null : firstTime)) : null;
  const order = { ...customer, when };
  const words = (slot: Slot) => slotWords(slot, cafe.hours.utcOffset, now);
  const tooSoon = when !== null && !slotAvailable(cafe.hours, orderAhead, when, now);
  const closedAtTable = type.needsTable && !open;
  const noTimeLeft = type.ordersAhead && !open && firstTime === null;

  const missing = missingFields(customer);
  const tooLong = tooLongFields(customer);
  const toMinimum = shortOfMinimum(delivery, customer.orderType, total);
  // Built from what is on screen now, so that "open WhatsApp again" sends any correction too.
  const { message, url, fits } = orderLink(order, lines, now);
  const blocked =
    !canSendOrder(customer) || !fits || toMinimum > 0 || tooSoon || closedAtTable || noTimeLeft;

  const fieldId = (field: TextField) => `${id}-${field}`;
  const showError = (field: RequiredField) => touched[field] && missing.includes(field);
  const lengthOf = (field: TextField) => fieldLength(customer, field);

  const fieldProps = (field: TextField) => ({
    field,
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
    if (type.needsTable && tableRanOut(tabStorage(), pressedAt.getTime())) {
      updateCustomer({ table: '', orderType: 'pickup' });
      setTimeNote(
        `Your table's link was opened more than ${tableHours} hours ago, so this order is no longer for Table ${customer.table}: it is now for pickup. To order at a table, scan the card on it again.`,
      );
      return;
    }
    if (when !== null && !slotAvailable(cafe.hours, orderAhead, when, pressedAt)) {
      const next = firstSlot(cafe.hours, orderAhead, pressedAt);
      const chosen = words(when);
      setTimeNote(
        next === null
          ? `${chosen} is too soon for our kitchen now, and there is no later time left to choose.`
          : `${chosen} is too soon for our kitchen now. The next time we can make your order is ${slotWords(next, cafe.hours.utcOffset, pressedAt)}: it is chosen for you. Press Order via WhatsApp to send.`,
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
      `To send your order, fill in your ${listOf(missing.map((field) => fieldLabels[field].toLowerCase()))}.`,
    );
  if (tooLong.length > 0)
    problems.push(
      `To send your order, shorten your ${listOf(
        tooLong.map(
          (field) =>
            `${fieldLabels[field].toLowerCase()} (${lengthOf(field)} of ${fieldLimits[field]} characters)`,
        ),
      )}.`,
    );
  if (toMinimum > 0)
    problems.push(`${minimumOrderMessage(delivery, toMinimum)}, or choose Pickup.`);
  if (closedAtTable && status && !status.open)
    problems.push(
      `We are closed now: orders at the table start when we open at ${opensAgain(status)}.`,
    );
  if (noTimeLeft && status && !status.open)
    problems.push(
      `We are closed now, and there is no time left we can take an order for: please order when we open at ${opensAgain(status)}.`,
    );
  if (tooSoon)
    problems.push(`${words(when)} is too soon for our kitchen now: choose a later time.`);
  if (!fits)
    problems.push(
      `This order is too long to open in WhatsApp: its link would be ${groupDigits(url.length)} characters, and phones reliably take ${groupDigits(maxLinkLength)}. Use Copy order and paste it into a WhatsApp chat with us at ${whatsappNumber}, or shorten the order.`,
    );

  return (
    <>
      {/* A status region from the start, so that the cafe closing while the form is open is said. */}
      <div role="status" className="mb-6 empty:hidden">
        {status && !status.open && (
          <p className="rounded-2xl border border-warning bg-warning-muted p-4 font-bold text-foreground">
            We are closed now and open at {opensAgain(status)}.{' '}
            {type.ordersAhead && firstTime !== null
              ? `Order for later: the first time we can make it is ${words(firstTime)}.`
              : type.needsTable
                ? 'Orders at the table start then; you can order for pickup or delivery later now.'
                : 'Please order again then.'}
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
          />
        </div>
        <form
          ref={form}
          onSubmit={send}
          noValidate
          className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1"
          aria-labelledby={`${id}-details`}
        >
          <section className={`${cardClasses('outlined')} space-y-4`}>
            <h2 id={`${id}-details`} className="text-xl font-bold text-brand-deep">
              Your Details
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
            />
            {type.ordersAhead && (days.length > 0 || when !== null) && (
              <OrderTimeFieldset
                name={`${id}-when`}
                value={when}
                soonOffered={open}
                days={days}
                words={words}
                now={clockWords(now, cafe.hours.utcOffset)}
                onChange={(time) => {
                  setTimeNote('');
                  updateCustomer({ when: time });
                }}
              />
            )}
            {type.asksAddress && (
              <FormField
                {...fieldProps('address')}
                hint="House or flat number, street, and a landmark nearby (a temple, school or shop)."
                control={(props) => <textarea {...props} autoComplete="street-address" rows={3} />}
              >
                <LocationPicker
                  location={customer.location}
                  onChange={(location) => updateCustomer({ location })}
                />
              </FormField>
            )}
            <FormField
              {...fieldProps('instructions')}
              control={(props) => (
                <textarea {...props} rows={2} placeholder="less spicy, no onion" />
              )}
            />
            <RememberDetails customer={customer} onRecall={updateCustomer} />
          </section>

          {payment}

          <PaymentChoice
            name={`${id}-payment`}
            value={customer.payment}
            onChange={(choice) => updateCustomer({ payment: choice })}
          />

          <OrderPreview message={message} copyButton={copyButton} />

          <button
            type="button"
            onClick={onBack}
            className={buttonClasses({ variant: 'secondary' })}
          >
            Back to Cart
          </button>
          <SendBar
            total={orderTotal(delivery, customer.orderType, total)}
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
              Order via WhatsApp
            </button>
          </SendBar>
          <div role="status">
            {sent && !blocked && (
              <p className="rounded-2xl border border-success bg-surface p-4 text-foreground">
                Your order is ready to send in WhatsApp: press send there to place it. If WhatsApp
                did not open,{' '}
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-bold text-whatsapp underline"
                >
                  open WhatsApp again
                </a>
                .
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
};

/** How the customer will pay, told to the kitchen (a rider brings change for cash); optional. */
function PaymentChoice({ name, value, onChange }: PaymentChoiceProps) {
  return (
    <fieldset className={cardClasses('outlined')}>
      <legend className="float-left w-full text-xl font-bold text-brand-deep">
        How will you pay?
      </legend>
      <p className="clear-left pt-1 text-muted-foreground">Optional: it tells us what to expect.</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {(Object.keys(paymentLabels) as Payment[]).map((choice) => (
          <RadioChoice
            key={choice}
            name={name}
            checked={value === choice}
            onChange={() => onChange(choice)}
          >
            {paymentLabels[choice]}
          </RadioChoice>
        ))}
      </div>
    </fieldset>
  );
}
