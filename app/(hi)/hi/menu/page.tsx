import { MenuPage } from '@/components/pages/menu-page';
import { sitePageMetadata } from '@/lib/site/metadata';

export const metadata = sitePageMetadata('hi', 'menu');

export default function Page() {
  return <MenuPage locale="hi" />;
}
