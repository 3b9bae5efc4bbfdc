import type { Locale } from '@/lib/site/locale';
import { cafeOrderLanguage } from '@/lib/order/order-language';
import { wordsFor } from '@/lib/words';
import { OrderByPhoneNote } from '@/components/cart/order-by-phone-note';
import { DeliveryTermsNote } from '@/components/checkout/delivery-terms-note';
import { OrderFlow } from '@/components/checkout/order-flow';
import { PaymentOptions } from '@/components/checkout/payment-options';
import { JsonLd } from '@/components/seo/json-ld';

/** The page's content in either language (app/(en)/ and app/(hi)/hi/ render it). */
export function OrderPage({ locale }: { locale: Locale }) {
  const { checkout, cart, hours } = wordsFor(locale);
  // The client islands get only the words they show: Payment Options and the terms are drawn
  // here, and the checkout form brings its own with it (order-flow.tsx).
  const { calendar, flow, time, payment, form } = checkout;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-6">
      <OrderFlow
        payment={<PaymentOptions locale={locale} />}
        terms={<DeliveryTermsNote locale={locale} className="-mt-4 mb-6" />}
        noScriptNote={
          <OrderByPhoneNote locale={locale} className="mx-auto mt-6 max-w-md text-left" />
        }
        words={{
          calendar,
          flow,
          time,
          payment: { labels: payment.labels },
          form: { askTable: form.askTable, confirmTable: form.confirmTable },
        }}
        cartWords={{
          review: cart.review,
          summary: cart.summary,
          orderAgain: cart.orderAgain,
          line: cart.line,
        }}
        hoursWords={{ opensAgain: hours.opensAgain, weekdays: hours.weekdays, clock: hours.clock }}
        orderLanguage={cafeOrderLanguage}
      />
      <JsonLd />
    </div>
  );
}
