import { PageIntro } from '@/components/ui/page-intro';
import { aboutIn } from '@/lib/site/about';
import { cafe } from '@/data/cafe';
import { cityIn, type Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';
import { fill } from '@/lib/words/fill';

export function AboutIntro({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).about;
  return (
    <PageIntro
      titleId="about-title"
      eyebrow={fill(words.eyebrow, { year: cafe.foundedYear, city: cityIn(locale, cafe.address) })}
      title={fill(words.title, { cafe: cafe.name })}
      className="max-w-3xl"
    >
      <h2 className="mt-8 text-3xl font-bold text-brand-deep">{words.story}</h2>
      {aboutIn(locale).story.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-foreground sm:text-lg">
          {paragraph}
        </p>
      ))}
    </PageIntro>
  );
}
