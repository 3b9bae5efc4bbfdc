import { ButtonLink } from '@/components/ui/button-link';
import { Notice } from '@/components/ui/notice';
import { localePath, type Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';

/** The way on from an unknown address, to the home page and the menu of one language. */
function WaysOn({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).site.notFound;
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <ButtonLink href={localePath(locale, '/')}>{words.home}</ButtonLink>
      <ButtonLink href={localePath(locale, '/menu/')} variant="secondary">
        {words.menu}
      </ButtonLink>
    </div>
  );
}

/**
 * What an address the site does not have shows, in the site's frame (app/global-not-found.tsx).
 * A host answers every unknown address with the one 404.html, /hi/… as much as /…, and the page
 * must read the same before and after its script runs: so it says it in English, the site's
 * first language, and then in Hindi, with the way on to each language's pages.
 */
export function NotFoundPage() {
  const english = wordsFor('en').site.notFound;
  const hindi = wordsFor('hi').site.notFound;
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center sm:py-20">
      <Notice picture={<span className="font-emoji">🫖</span>} title={english.title}>
        <p className="mt-3 text-muted-foreground sm:text-lg">{english.text}</p>
        <WaysOn locale="en" />
      </Notice>
      <div lang="hi" className="mt-10 border-t border-border pt-8">
        <h2 className="text-2xl font-bold text-brand-deep">{hindi.title}</h2>
        <p className="mt-3 text-muted-foreground sm:text-lg">{hindi.text}</p>
        <WaysOn locale="hi" />
      </div>
    </section>
  );
}
