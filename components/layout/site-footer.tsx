import Link from 'next/link';
import { instagramUrl, whatsappChatUrl } from '@/lib/cafe-links';
import { cafe } from '@/data/cafe';
import { formatHours, openDays } from '@/lib/opening-hours';
import { navPages } from '@/lib/pages';
import { Logo } from './logo';

const heading = 'mb-1 font-bold text-brand-deep-foreground';
const link = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline';

/**
 * Quick links, contact, hours, the media partner and the copyright, in two columns on a phone so
 * that the whole footer takes about half a screen; with the cafe's name and four columns on a wide
 * screen.
 */
export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-deep text-brand-deep-foreground">
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr] gap-x-8 gap-y-4 px-4 py-6 sm:grid-cols-2 lg:grid-cols-4 lg:py-10">
        {/* On a phone the header above already shows the cafe's name and logo. */}
        <div className="hidden sm:col-span-2 sm:block lg:col-span-1">
          <p className="flex items-center gap-2 text-xl font-bold">
            <Logo size={32} />
            {cafe.name}
          </p>
          <p className="mt-2 text-brand-deep-foreground">{cafe.tagline}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            Quick links
          </h2>
          <ul>
            {navPages.map(({ path, label }) => (
              <li key={path}>
                <Link href={path} className={link}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>Contact</h2>
          <ul>
            {cafe.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`} className={link}>
                  Call {phone.display}
                </a>
              </li>
            ))}
            <li>
              <a href={whatsappChatUrl} className={link} target="_blank" rel="noopener noreferrer">
                WhatsApp us
              </a>
            </li>
            <li>
              <a href={instagramUrl} className={link} target="_blank" rel="noopener noreferrer">
                Instagram @{cafe.instagram}
              </a>
            </li>
          </ul>
          <h2 className={`${heading} mt-4`}>Opening hours</h2>
          <p>
            {formatHours(cafe.hours)}
            <br />
            {openDays(cafe.hours)}
          </p>
        </div>
        <div className="col-span-2 flex flex-wrap items-baseline gap-x-3 sm:col-span-1 sm:block">
          <h2 className={heading}>Media partner</h2>
          <a
            href={cafe.mediaPartner.url}
            className={link}
            target="_blank"
            rel="noopener noreferrer"
          >
            {cafe.mediaPartner.name}
          </a>
        </div>
      </div>
      <p className="border-t border-brand-strong px-4 py-3 text-center text-brand-deep-foreground">
        © 2024 {cafe.name}. All rights reserved.
      </p>
    </footer>
  );
}
