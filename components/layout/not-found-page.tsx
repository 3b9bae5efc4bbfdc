import { ButtonLink } from '@/components/ui/button-link';
import { Notice } from '@/components/ui/notice';
import { localePath, type Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';

/** What an address the site does not have shows, in the site's frame (app/global-not-found.tsx). */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).site.notFound;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <Notice picture={<span className="font-emoji">🫖</span>} title={words.title}>
        <p className="mt-3 text-muted-foreground sm:text-lg">{words.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={localePath(locale, '/')}>{words.home}</ButtonLink>
          <ButtonLink href={localePath(locale, '/menu/')} variant="secondary">
            {words.menu}
          </ButtonLink>
        </div>
      </Notice>
    </section>
  );
}
