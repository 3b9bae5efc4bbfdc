import { AboutPage } from '@/components/pages/about-page';
import { sitePageMetadata } from '@/lib/site/metadata';

export const metadata = sitePageMetadata('en', 'about');

export default function Page() {
  return <AboutPage locale="en" />;
}
