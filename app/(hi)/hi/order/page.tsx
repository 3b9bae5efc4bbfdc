import { OrderPage } from '@/components/pages/order-page';
import { sitePageMetadata } from '@/lib/site/metadata';

export const metadata = sitePageMetadata('hi', 'order');

export default function Page() {
  return <OrderPage locale="hi" />;
}
