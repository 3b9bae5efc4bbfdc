import { PageLink } from '@/components/ui/page-link';
import { instagramUrl, whatsappChatUrl } from '@/lib/site/cafe-links';
import { cafe } from '@/data/cafe';
import { formatHours, openDays } from '@/lib/site/opening-hours';
import type { Locale } from '@/lib/site/locale';
import { navPages } from '@/lib/site/pages';
import { wordsFor } from '@/lib/words';
import { fill } from '@/lib/words/fill';
import { Logo } from './logo';

const heading = 'mb-1 font-bold text-brand-deep-foreground';
const link = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline';

/**
 * Quick links, contact, hours, the media partner and the copyright, in two columns on a phone so
 * that the whole footer takes about half a screen; with the cafe's name and four columns on a wide
 * screen.
 */
export function SiteFooter({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).site;
  return (
    <footer className="mt-16 bg-brand-deep text-brand-deep-foreground">
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr] gap-x-8 gap-y-4 px-4 py-6 sm:grid-cols-2 lg:grid-cols-4 lg:py-10">
        {/* On a phone the header above already shows the cafe's name and logo. */}
        <div className="hidden sm:col-span-2 sm:block lg:col-span-1">
          <p className="flex items-center gap-2 text-xl font-bold">
            <Logo size={32} />
            {cafe.name}
          </p>
          <p className="mt-2 text-brand-deep-foreground">
            {locale === 'hi' ? (cafe.hindiTagline ?? cafe.tagline) : cafe.tagline}
          </p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            {words.footer.quickLinks}
          </h2>
          <ul>
            {navPages(locale).map(({ path, translated }) => (
              <li key={path}>
                <PageLink href={path} className={link}>
                  {translated ? words.nav[translated] : path}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{words.footer.contact}</h2>
          <ul>
            {cafe.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`} className={link}>
                  {fill(words.footer.call, { phone: phone.display })}
                </a>
              </li>
            ))}
            <li>
              <a href={whatsappChatUrl} className={link} target="_blank" rel="noopener noreferrer">
                {words.footer.whatsapp}
              </a>
            </li>
            <li>
              <a href={instagramUrl} className={link} target="_blank" rel="noopener noreferrer">
                {fill(words.footer.instagram, { account: cafe.instagram })}
              </a>
            </li>
          </ul>
          <h2 className={`${heading} mt-4`}>{words.footer.hours}</h2>
          <p>
            {formatHours(cafe.hours, wordsFor(locale).hours)}
            <br />
            {openDays(cafe.hours, wordsFor(locale).hours)}
          </p>
        </div>
        <div className="col-span-2 flex flex-wrap items-baseline gap-x-3 sm:col-span-1 sm:block">
          <h2 className={heading}>{words.footer.mediaPartner}</h2>
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
        {fill(words.footer.copyright, { cafe: cafe.name })}
      </p>
    </footer>
  );
}
