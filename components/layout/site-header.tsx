import { PageLink } from '@/components/ui/page-link';
import { PhoneIcon } from '@/components/ui/icons';
import { cafe } from '@/data/cafe';
import { localePath, type Locale } from '@/lib/site/locale';
import { navPages, translatedPaths } from '@/lib/site/pages';
import { wordsFor } from '@/lib/words';
import { HeaderControls } from './header-controls';
import { Logo } from './logo';

export function SiteHeader({ locale }: { locale: Locale }) {
  const [phone] = cafe.phones;
  const { site: words, cart } = wordsFor(locale);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-1 px-4 sm:gap-2">
        <PageLink
          href={localePath(locale, '/')}
          className="mr-auto flex min-h-11 items-center gap-2 text-lg font-bold text-brand-strong sm:text-xl"
        >
          <Logo size={32} />
          {cafe.name}
        </PageLink>
        <HeaderControls
          translated={translatedPaths}
          nav={{
            links: navPages(locale).map(({ path, translated }) => ({
              path,
              label: translated ? words.nav[translated] : path,
            })),
            words: { label: words.mainNav, open: words.openMenu, close: words.closeMenu },
          }}
          cartWords={cart.link}
        />
        {phone && (
          <a
            href={`tel:${phone.tel}`}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-brand font-bold text-brand-foreground hover:bg-brand-strong sm:px-4"
          >
            <PhoneIcon width={18} height={18} />
            <span className="sr-only sm:not-sr-only">{words.orderNow}</span>
            <span className="sr-only">{words.byPhone}</span>
          </a>
        )}
      </div>
    </header>
  );
}
