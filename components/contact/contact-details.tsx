import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { ChatIcon, ClockIcon, InstagramIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { OpenStatus } from '@/components/ui/open-status';
import { cafe } from '@/data/cafe';
import { formatHours, openDays } from '@/lib/site/opening-hours';
import { instagramUrl, whatsappChatUrl, whatsappNumber } from '@/lib/site/cafe-links';
import type { Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';

// A finger's height (44 px), as every target of the site: a number alone is a short line of text.
const link =
  'inline-flex min-h-11 items-center gap-2 font-bold text-brand-strong underline underline-offset-4 hover:text-brand-deep';

/** A card under its h2; `name` makes its id ("contact-call-us"), the same in every language. */
function DetailCard({
  name,
  icon,
  title,
  children,
}: {
  name: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const titleId = `contact-${name}`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId} className="flex items-center gap-3 text-xl font-bold text-brand-deep">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-brand-strong">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4 text-foreground sm:text-lg">{children}</div>
    </Card>
  );
}

export function ContactDetails({ locale }: { locale: Locale }) {
  const { contact: words, hours } = wordsFor(locale);
  const whatsappPhone = cafe.phones.find((phone) => phone.tel === whatsappNumber);
  const { address } = cafe;
  return (
    <div className="mx-auto grid max-w-6xl gap-5 px-4 pt-12 md:grid-cols-2">
      <DetailCard name="call-us" icon={<PhoneIcon />} title={words.call.title}>
        <ul className="space-y-2">
          {cafe.phones.map((phone) => (
            <li key={phone.tel}>
              <span className="block text-sm font-bold text-muted-foreground">
                {locale === 'hi' ? (phone.hindiLabel ?? phone.label) : phone.label}
              </span>
              <a href={`tel:${phone.tel}`} className={link}>
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
      </DetailCard>
      <DetailCard name="message-us" icon={<ChatIcon />} title={words.message.title}>
        <p>{words.message.whatsapp}</p>
        <a
          href={whatsappChatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${link} mt-1`}
        >
          <ChatIcon />
          <span>
            WhatsApp{' '}
            {whatsappPhone && <span className="whitespace-nowrap">{whatsappPhone.display}</span>}
          </span>
        </a>
        <p className="mt-4">{words.message.instagram}</p>
        <a href={instagramUrl} target="_blank" rel="noopener noreferrer" className={`${link} mt-1`}>
          <InstagramIcon />@{cafe.instagram}
        </a>
      </DetailCard>
      <DetailCard name="visit-us" icon={<MapPinIcon />} title={words.visit.title}>
        <address className="not-italic">
          {cafe.name}
          <br />
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
        </address>
        <a
          href={cafe.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' }, 'mt-4')}
        >
          <MapPinIcon />
          {words.visit.map}
        </a>
      </DetailCard>
      <DetailCard name="opening-hours" icon={<ClockIcon />} title={words.hours.title}>
        <p>
          <span className="font-bold">{openDays(cafe.hours, hours)}</span>
          <br />
          {formatHours(cafe.hours, hours)}
        </p>
        <OpenStatus
          layout="mt-3"
          words={{ status: hours.status, weekdays: hours.weekdays, clock: hours.clock }}
        />
      </DetailCard>
    </div>
  );
}
