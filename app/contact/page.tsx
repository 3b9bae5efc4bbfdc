import { ContactDetails } from '@/components/contact/contact-details';
import { ContactIntro } from '@/components/contact/contact-intro';
import { cafe } from '@/data/cafe';
import { pageMetadata } from '@/lib/metadata';
import { formatHours, openDays } from '@/lib/opening-hours';
import { JsonLd } from '@/components/seo/json-ld';

export const metadata = pageMetadata({
  title: 'Contact Us',
  description: `Call, WhatsApp or visit ${cafe.name} at ${cafe.address.street}, ${cafe.address.city}, for delivery and pickup. ${openDays(cafe.hours)}, ${formatHours(cafe.hours)}.`,
  path: '/contact/',
});

export default function ContactPage() {
  return (
    <>
      <ContactIntro />
      <ContactDetails />
      <JsonLd />
    </>
  );
}
