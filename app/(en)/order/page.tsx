import { OrderPage } from '@/components/pages/order-page';
import { sitePageMetadata } from '@/lib/site/metadata';

export const metadata = sitePageMetadata('en', 'order');

export default function Page() {
  return <OrderPage locale="en" />;
}
