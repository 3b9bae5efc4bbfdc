import { PageSection } from '@/components/ui/page-section';
import { aboutIn } from '@/lib/site/about';
import type { Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';

export function OurJourney({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).about;
  return (
    <PageSection titleId="journey-title" title={words.journey} band className="max-w-3xl">
      <ol aria-labelledby="journey-title" className="mt-8 border-l-4 border-border pl-6">
        {aboutIn(locale).timeline.map((step) => (
          <li key={step.year} className="relative pb-8 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute -left-[2.1rem] top-1 size-4 rounded-full border-4 border-surface bg-brand"
            />
            <time dateTime={String(step.year)} className="text-lg font-bold text-brand">
              {step.year}
            </time>
            <h3 className="text-xl font-bold text-brand-deep">{step.title}</h3>
            <p className="mt-1 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
