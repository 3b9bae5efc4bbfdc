'use client';

import clsx from 'clsx';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useCart } from '@/components/cart/cart-context';
import { OrderSummary } from '@/components/cart/order-summary';
import { buttonClasses } from '@/components/ui/button-link';
import { ChatIcon } from '@/components/ui/icons';
import { useOpeningStatus } from '@/components/ui/use-opening-status';
import { cafe } from '@/data/cafe';
import {
  fieldLabels,
  missingFields,
  orderTypeLabels,
  type OrderType,
  type RequiredField,
} from '@/lib/checkout';
import { orderMessage, whatsappLink } from '@/lib/whatsapp';

const input =
  'mt-1 block min-h-12 w-full rounded-xl border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 aria-[invalid=true]:border-red-700';

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

type CheckoutFormProps = { payment: ReactNode; onBack: () => void };

export function CheckoutForm({ payment, onBack }: CheckoutFormProps) {
  const { lines, count, total, customer, updateCustomer } = useCart();
  const [touched, setTouched] = useState<Partial<Record<RequiredField, boolean>>>({});
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const status = useOpeningStatus();
  const id = useId();

  const missing = missingFields(customer);
  // Built from what is on screen now, so that "open WhatsApp again" sends any correction too.
  const link = whatsappLink(cafe.whatsapp, orderMessage(cafe.name, customer, lines));
  const showError = (field: RequiredField) => touched[field] && missing.includes(field);
  const fieldProps = (field: RequiredField) => ({
    id: `${id}-${field}`,
    required: true,
    'aria-invalid': showError(field) || undefined,
    'aria-describedby': showError(field) ? `${id}-${field}-error` : undefined,
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  function send(event: React.FormEvent) {
    event.preventDefault();
    const [firstMissing] = missing;
    if (firstMissing) {
      setTouched({ name: true, phone: true, address: true });
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${firstMissing}`)}`)?.focus();
      return;
    }
    window.open(link, '_blank', 'noopener,noreferrer');
    setSent(true);
  }

  const label = (field: RequiredField) => (
    <label htmlFor={`${id}-${field}`} className="font-semibold text-stone-900">
      {fieldLabels[field]} <span className="font-normal text-stone-700">(required)</span>
    </label>
  );
  const error = (field: RequiredField) =>
    showError(field) && (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-semibold text-red-800">
        Please enter your {fieldLabels[field].toLowerCase()}.
      </p>
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <form
        ref={form}
        onSubmit={send}
        noValidate
        className="space-y-6"
        aria-labelledby={`${id}-details`}
      >
        <section className="space-y-4 rounded-2xl border border-clay-200 bg-white p-5">
          <h2 id={`${id}-details`} className="text-xl font-bold text-clay-900">
            Your Details
          </h2>
          <div>
            {label('name')}
            <input
              {...fieldProps('name')}
              type="text"
              autoComplete="name"
              value={customer.name}
              onChange={(event) => updateCustomer({ name: event.target.value })}
              className={input}
            />
            {error('name')}
          </div>
          <div>
            {label('phone')}
            <input
              {...fieldProps('phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={customer.phone}
              onChange={(event) => updateCustomer({ phone: event.target.value })}
              className={input}
            />
            {error('phone')}
          </div>
          <fieldset>
            <legend className="font-semibold text-stone-900">Order type</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {(Object.keys(orderTypeLabels) as OrderType[]).map((type) => (
                <label
                  key={type}
                  className={clsx(
                    'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-4 font-semibold',
                    customer.orderType === type
                      ? 'border-clay-700 bg-clay-100 text-clay-900'
                      : 'border-stone-400 bg-white text-stone-800',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-order-type`}
                    value={type}
                    checked={customer.orderType === type}
                    onChange={() => updateCustomer({ orderType: type })}
                    className="size-5 accent-clay-700"
                  />
                  {orderTypeLabels[type]}
                </label>
              ))}
            </div>
          </fieldset>
          {customer.orderType === 'delivery' && (
            <div>
              {label('address')}
              <textarea
                {...fieldProps('address')}
                autoComplete="street-address"
                rows={3}
                value={customer.address}
                onChange={(event) => updateCustomer({ address: event.target.value })}
                className={input}
              />
              {error('address')}
            </div>
          )}
        </section>

        {payment}

        {status && !status.open && (
          <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-stone-900">
            We are closed now; we will confirm your order when we open at {status.opensAt}
            {status.opensToday ? '' : ' tomorrow'}.
          </p>
        )}

        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={onBack} className={buttonClasses('secondary')}>
            Back to Cart
          </button>
          {/* aria-disabled rather than disabled: the button stays in the tab order and says why. */}
          <button
            type="submit"
            aria-disabled={missing.length > 0}
            aria-describedby={missing.length > 0 ? `${id}-missing` : undefined}
            className={buttonClasses('whatsapp')}
          >
            <ChatIcon />
            Order via WhatsApp
          </button>
        </div>
        {missing.length > 0 && (
          <p id={`${id}-missing`} className="text-stone-800">
            To send your order, fill in your{' '}
            {listOf(missing.map((field) => fieldLabels[field].toLowerCase()))}.
          </p>
        )}
        <div role="status">
          {sent && (
            <p className="rounded-2xl border border-leaf-600 bg-white p-4 text-stone-900">
              Your order is ready to send in WhatsApp: press send there to place it. If WhatsApp did
              not open,{' '}
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-leaf-700 underline"
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
