import { OrderByPhoneNote } from '@/components/cart/order-by-phone-note';
import { DeliveryTermsNote } from '@/components/checkout/delivery-terms-note';
import { OrderFlow } from '@/components/checkout/order-flow';
import { PaymentOptions } from '@/components/checkout/payment-options';
import { cafe } from '@/data/cafe';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/seo/json-ld';

export const metadata = pageMetadata({
  title: 'Order Online',
  description: `Review your cart and send your order to ${cafe.name} on WhatsApp, for home delivery or pickup. Pay by UPI or cash on delivery.`,
  path: '/order/',
});

export default function OrderPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-6">
      <OrderFlow
        payment={<PaymentOptions />}
        terms={<DeliveryTermsNote className="-mt-4 mb-6" />}
        noScriptNote={<OrderByPhoneNote className="mx-auto mt-6 max-w-md text-left" />}
      />
      <JsonLd />
    </div>
  );
}
