import { PageIntro } from '@/components/ui/page-intro';
import { cafe } from '@/data/cafe';
import type { Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';
import { fill } from '@/lib/words/fill';
import { QuickOrder } from './quick-order';

export function ContactIntro({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).contact;
  return (
    <PageIntro titleId="contact-title" title={words.title}>
      <p className="mt-4 max-w-2xl text-foreground sm:text-lg">
        {fill(words.intro, { cafe: cafe.name })}
      </p>
      <QuickOrder locale={locale} />
    </PageIntro>
  );
}
