import { ButtonLink } from '@/components/ui/button-link';
import { PageSection } from '@/components/ui/page-section';
import { aboutIn } from '@/lib/site/about';
import { cafe } from '@/data/cafe';
import { localePath, type Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';
import { fill } from '@/lib/words/fill';

export function OurCulture({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).about;
  return (
    <PageSection
      titleId="culture-title"
      title={fill(words.culture, { cafe: cafe.name })}
      className="max-w-3xl pb-0 sm:pb-0"
    >
      {aboutIn(locale).culture.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-foreground sm:text-lg">
          {paragraph}
        </p>
      ))}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={localePath(locale, '/menu/')}>{words.exploreMenu}</ButtonLink>
        <ButtonLink href={localePath(locale, '/contact/')} variant="secondary">
          {words.getInTouch}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
