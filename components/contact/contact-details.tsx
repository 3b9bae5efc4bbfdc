import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { ChatIcon, ClockIcon, InstagramIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { OpenStatus } from '@/components/ui/open-status';
import { cafe } from '@/data/cafe';
import { formatHours, openDays } from '@/lib/opening-hours';
import { instagramUrl, whatsappChatUrl, whatsappNumber } from '@/lib/cafe-links';

const link = 'font-bold text-brand-strong underline underline-offset-4 hover:text-brand-deep';

function DetailCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const titleId = `contact-${title.toLowerCase().replace(/\W+/g, '-')}`;
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

export function ContactDetails() {
  const whatsappPhone = cafe.phones.find((phone) => phone.tel === whatsappNumber);
  const { address } = cafe;
  return (
    <div className="mx-auto grid max-w-6xl gap-5 px-4 pt-12 md:grid-cols-2">
      <DetailCard icon={<PhoneIcon />} title="Call us">
        <ul className="space-y-2">
          {cafe.phones.map((phone) => (
            <li key={phone.tel}>
              <span className="block text-sm font-bold text-muted-foreground">{phone.label}</span>
              <a href={`tel:${phone.tel}`} className={link}>
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
      </DetailCard>
      <DetailCard icon={<ChatIcon />} title="Message us">
        <p>Send us your order or a question on WhatsApp, and we reply as soon as we can.</p>
        <a
          href={whatsappChatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${link} mt-2 inline-flex items-center gap-2`}
        >
          <ChatIcon />
          <span>
            WhatsApp{' '}
            {whatsappPhone && <span className="whitespace-nowrap">{whatsappPhone.display}</span>}
          </span>
        </a>
        <p className="mt-4">Follow us on Instagram for new dishes and offers.</p>
        <a
          href={instagramUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${link} mt-2 inline-flex items-center gap-2`}
        >
          <InstagramIcon />@{cafe.instagram}
        </a>
      </DetailCard>
      <DetailCard icon={<MapPinIcon />} title="Visit us">
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
          Open in Google Maps
        </a>
      </DetailCard>
      <DetailCard icon={<ClockIcon />} title="Opening hours">
        <p>
          <span className="font-bold">{openDays(cafe.hours)}</span>
          <br />
          {formatHours(cafe.hours)}
        </p>
        <OpenStatus layout="mt-3" />
      </DetailCard>
    </div>
  );
}
