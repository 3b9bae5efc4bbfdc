import { ContactPage } from '@/components/pages/contact-page';
import { sitePageMetadata } from '@/lib/metadata';

export const metadata = sitePageMetadata('en', 'contact');

export default function Page() {
  return <ContactPage locale="en" />;
}
