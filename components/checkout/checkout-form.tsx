import { useId, useRef, useState, type ReactNode } from 'react';
import { useCart } from '@/components/cart/cart-context';
import { OrderSummary } from '@/components/cart/order-summary';
import { buttonClasses } from '@/components/ui/button-classes';
import { cardClasses } from '@/components/ui/card-classes';
import { ChatIcon } from '@/components/ui/icons';
import { useOpeningStatus } from '@/components/ui/use-opening-status';
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
import { delivery } from '@/data/delivery';
import { minimumOrderMessage, orderTotal, shortOfMinimum } from '@/lib/delivery';
import { groupDigits } from '@/lib/money';
import { opensAgain } from '@/lib/opening-hours';
import { maxLinkLength, orderLink } from '@/lib/whatsapp';
import { FormField } from './form-field';
import { LocationPicker } from './location-picker';
import { OrderPreview } from './order-preview';
import { OrderTypeFieldset } from './order-type-fieldset';
import { SendBar } from './send-bar';
import { RememberDetails } from './remember-details';

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
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
  const id = useId();

  const missing = missingFields(customer);
  const tooLong = tooLongFields(customer);
  const toMinimum = shortOfMinimum(delivery, customer.orderType, total);
  // Built from what is on screen now, so that "open WhatsApp again" sends any correction too.
  const { message, url, fits } = orderLink(customer, lines);
  const blocked = !canSendOrder(customer) || !fits || toMinimum > 0;

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
    if (toMinimum > 0) return;
    if (!fits) return copyButton.current?.focus();
    // A double tap, or a second press while WhatsApp is opening, must not open it twice. The
    // press's own time stamp, so that a busy page does not shorten the guard.
    const now = event.timeStamp;
    if (!maySendAgain(lastSentAt.current, now)) return;
    lastSentAt.current = now;
    window.open(url, '_blank', 'noopener,noreferrer');
    setSent(true);
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
  if (!fits)
    problems.push(
      `This order is too long to open in WhatsApp: its link would be ${groupDigits(url.length)} characters, and phones reliably take ${groupDigits(maxLinkLength)}. Use Copy order and paste it into a WhatsApp chat with us at ${whatsappNumber}, or shorten the order.`,
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <div className="lg:col-start-2 lg:row-start-1">
        <OrderSummary count={count} dishes={total} orderType={customer.orderType} lines={lines} />
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
            control={(props) => <input {...props} type="tel" autoComplete="tel" inputMode="tel" />}
          />
          <OrderTypeFieldset
            name={`${id}-order-type`}
            value={customer.orderType}
            onChange={(orderType) => updateCustomer({ orderType })}
          />
          {customer.orderType === 'delivery' && (
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
            control={(props) => <textarea {...props} rows={2} placeholder="less spicy, no onion" />}
          />
          <RememberDetails customer={customer} onRecall={updateCustomer} />
        </section>

        {payment}

        {status && !status.open && (
          <p className="rounded-2xl border border-warning bg-warning-muted p-4 text-foreground">
            We are closed now; we will confirm your order when we open at {opensAgain(status)}.
          </p>
        )}

        <OrderPreview message={message} copyButton={copyButton} />

        <button type="button" onClick={onBack} className={buttonClasses({ variant: 'secondary' })}>
          Back to Cart
        </button>
        <SendBar
          total={orderTotal(delivery, customer.orderType, total)}
          note={
            blocked && (
              <p id={`${id}-blocked`} className="mt-1 text-sm text-foreground">
                {problems.join(' ')}
              </p>
            )
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
              Your order is ready to send in WhatsApp: press send there to place it. If WhatsApp did
              not open,{' '}
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
  );
}
