'use client';

import clsx from 'clsx';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useCart } from '@/components/cart/cart-context';
import { OrderSummary } from '@/components/cart/order-summary';
import { buttonClasses } from '@/components/ui/button-classes';
import { ChatIcon } from '@/components/ui/icons';
import { useOpeningStatus } from '@/components/ui/use-opening-status';
import { cafe } from '@/data/cafe';
import {
  fieldLabels,
  fieldLength,
  fieldLimits,
  maySendAgain,
  missingFields,
  orderTypeLabels,
  showCount,
  tooLongFields,
  tooLongMessage,
  type OrderType,
  type RequiredField,
  type TextField,
} from '@/lib/checkout';
import { linkFits, maxLinkLength, orderMessage, whatsappLink } from '@/lib/whatsapp';
import { LocationPicker } from './location-picker';
import { OrderPreview } from './order-preview';

const input =
  'mt-1 block min-h-12 w-full rounded-xl border border-input bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-danger';

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const thousands = new Intl.NumberFormat('en-IN');

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
  // Built from what is on screen now, so that "open WhatsApp again" sends any correction too.
  const message = orderMessage(cafe.name, customer, lines);
  const link = whatsappLink(cafe.whatsapp, message);
  const fits = linkFits(link);
  const blocked = missing.length > 0 || tooLong.length > 0 || !fits;

  const fieldId = (field: TextField) => `${id}-${field}`;
  const showError = (field: RequiredField) => touched[field] && missing.includes(field);
  const lengthOf = (field: TextField) => fieldLength(customer, field);
  const isTooLong = (field: TextField) => lengthOf(field) > fieldLimits[field];
  const hasNote = (field: TextField) => showCount(field, lengthOf(field));

  const fieldProps = (field: TextField) => {
    const missingNow = field !== 'instructions' && showError(field);
    const describedBy = [
      field === 'address' && `${fieldId(field)}-hint`,
      missingNow && `${fieldId(field)}-error`,
      hasNote(field) && `${fieldId(field)}-length`,
    ].filter(Boolean);
    return {
      id: fieldId(field),
      value: customer[field],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        updateCustomer({ [field]: event.target.value }),
      'aria-invalid': missingNow || isTooLong(field) || undefined,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
      className: input,
      ...(field === 'instructions'
        ? {}
        : {
            required: true,
            onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
          }),
    };
  };

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
    if (!fits) return copyButton.current?.focus();
    // A double tap, or a second press while WhatsApp is opening, must not open it twice.
    const now = Date.now();
    if (!maySendAgain(lastSentAt.current, now)) return;
    lastSentAt.current = now;
    window.open(link, '_blank', 'noopener,noreferrer');
    setSent(true);
  }

  const label = (field: TextField) => (
    <label htmlFor={fieldId(field)} className="font-semibold text-foreground">
      {fieldLabels[field]}{' '}
      <span className="font-normal text-muted-foreground">
        {field === 'instructions' ? '(optional)' : '(required)'}
      </span>
    </label>
  );
  const notes = (field: TextField) => (
    <>
      {field !== 'instructions' && showError(field) && (
        <p id={`${fieldId(field)}-error`} className="mt-1 text-sm font-semibold text-danger">
          Please enter your {fieldLabels[field].toLowerCase()}.
        </p>
      )}
      {hasNote(field) && !isTooLong(field) && (
        <p id={`${fieldId(field)}-length`} className="mt-1 text-sm text-muted-foreground">
          {lengthOf(field)} of {fieldLimits[field]} characters
        </p>
      )}
      {/* Polite, so that going over the limit is heard; the count before it is only read with the field. */}
      <div aria-live="polite">
        {isTooLong(field) && (
          <p id={`${fieldId(field)}-length`} className="mt-1 text-sm font-semibold text-danger">
            {tooLongMessage(field, lengthOf(field))} Please shorten it; nothing has been cut.
          </p>
        )}
      </div>
    </>
  );

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
  if (!fits)
    problems.push(
      `This order is too long to open in WhatsApp: its link would be ${thousands.format(link.length)} characters, and phones reliably take ${thousands.format(maxLinkLength)}. Use Copy order and paste it into a WhatsApp chat with us at +${cafe.whatsapp}, or shorten the order.`,
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <form
        ref={form}
        onSubmit={send}
        noValidate
        className="min-w-0 space-y-6"
        aria-labelledby={`${id}-details`}
      >
        <section className="space-y-4 rounded-2xl border border-border bg-surface p-5">
          <h2 id={`${id}-details`} className="text-xl font-bold text-brand-deep">
            Your Details
          </h2>
          <div>
            {label('name')}
            <input {...fieldProps('name')} type="text" autoComplete="name" />
            {notes('name')}
          </div>
          <div>
            {label('phone')}
            <input {...fieldProps('phone')} type="tel" autoComplete="tel" inputMode="tel" />
            {notes('phone')}
          </div>
          <fieldset>
            <legend className="font-semibold text-foreground">Order type</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {(Object.keys(orderTypeLabels) as OrderType[]).map((type) => (
                <label
                  key={type}
                  className={clsx(
                    'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-4 font-semibold',
                    customer.orderType === type
                      ? 'border-brand bg-muted text-brand-deep'
                      : 'border-input bg-surface text-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-order-type`}
                    value={type}
                    checked={customer.orderType === type}
                    onChange={() => updateCustomer({ orderType: type })}
                    className="size-5 accent-brand"
                  />
                  {orderTypeLabels[type]}
                </label>
              ))}
            </div>
          </fieldset>
          {customer.orderType === 'delivery' && (
            <div>
              {label('address')}
              <p id={`${fieldId('address')}-hint`} className="text-sm text-muted-foreground">
                House or flat number, street, and a landmark nearby (a temple, school or shop).
              </p>
              <textarea {...fieldProps('address')} autoComplete="street-address" rows={3} />
              {notes('address')}
              <LocationPicker
                location={customer.location}
                onChange={(location) => updateCustomer({ location })}
              />
            </div>
          )}
          <div>
            {label('instructions')}
            <textarea {...fieldProps('instructions')} rows={2} placeholder="less spicy, no onion" />
            {notes('instructions')}
          </div>
        </section>

        {payment}

        {status && !status.open && (
          <p className="rounded-2xl border border-warning bg-warning-muted p-4 text-foreground">
            We are closed now; we will confirm your order when we open at {status.opensAt}
            {status.opensToday ? '' : ' tomorrow'}.
          </p>
        )}

        <OrderPreview message={message} whatsappNumber={cafe.whatsapp} copyButton={copyButton} />

        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={onBack}
            className={buttonClasses({ variant: 'secondary' })}
          >
            Back to Cart
          </button>
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
        </div>
        {blocked && (
          <p id={`${id}-blocked`} className="text-foreground">
            {problems.join(' ')}
          </p>
        )}
        <div role="status">
          {sent && !blocked && (
            <p className="rounded-2xl border border-success bg-surface p-4 text-foreground">
              Your order is ready to send in WhatsApp: press send there to place it. If WhatsApp did
              not open,{' '}
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-whatsapp underline"
              >
                open WhatsApp again
              </a>
              .
            </p>
          )}
        </div>
      </form>
      <OrderSummary count={count} total={total} />
    </div>
  );
}
