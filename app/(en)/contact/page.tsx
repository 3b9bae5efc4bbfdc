import { ContactPage } from '@/components/pages/contact-page';
import { sitePageMetadata } from '@/lib/site/metadata';

export const metadata = sitePageMetadata('en', 'contact');

export default function Page() {
  return <ContactPage locale="en" />;
}
