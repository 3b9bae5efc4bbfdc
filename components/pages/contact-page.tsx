import type { Locale } from '@/lib/site/locale';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactIntro } from '@/components/contact/contact-intro';
import { JsonLd } from '@/components/seo/json-ld';

/** The page's content in either language (app/(en)/ and app/(hi)/hi/ render it). */
export function ContactPage({ locale }: { locale: Locale }) {
  return (
    <>
      <ContactIntro locale={locale} />
      <ContactDetails locale={locale} />
      <JsonLd />
    </>
  );
}
