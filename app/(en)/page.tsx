import { HomePage } from '@/components/pages/home-page';
import { sitePageMetadata } from '@/lib/site/metadata';

export const metadata = sitePageMetadata('en', 'home');

export default function Page() {
  return <HomePage locale="en" />;
}
