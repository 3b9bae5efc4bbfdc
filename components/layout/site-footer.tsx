import Link from 'next/link';
import { instagramUrl, whatsappChatUrl } from '@/lib/cafe-links';
import { cafe } from '@/data/cafe';
import { formatHours } from '@/lib/opening-hours';
import { navPages } from '@/lib/pages';
import { Logo } from './logo';

const heading = 'mb-3 text-sm font-bold uppercase tracking-wide text-brand-deep-foreground';
const link = 'underline-offset-4 hover:underline';

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-deep text-brand-deep-foreground">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
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
          <ul className="space-y-2">
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
          <ul className="space-y-2">
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
        </div>
        <div>
          <h2 className={heading}>Opening hours</h2>
          <p>
            {formatHours(cafe.hours)}
            <br />
            {cafe.hours.days}
          </p>
          <h2 className={`${heading} mt-6`}>Media partner</h2>
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
      <p className="border-t border-brand-strong px-4 py-4 text-center text-sm text-brand-deep-foreground">
        © 2024 {cafe.name}. All rights reserved.
      </p>
    </footer>
  );
}
