import { HomePage } from '@/components/pages/home-page';
import { sitePageMetadata } from '@/lib/site/metadata';

export const metadata = sitePageMetadata('hi', 'home');

export default function Page() {
  return <HomePage locale="hi" />;
}
