import { EmojiCards } from '@/components/ui/emoji-cards';
import { PageSection } from '@/components/ui/page-section';
import { aboutIn } from '@/lib/site/about';
import type { Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';

export function OurValues({ locale }: { locale: Locale }) {
  return (
    <PageSection titleId="values-title" title={wordsFor(locale).about.values}>
      <EmojiCards items={aboutIn(locale).values} className="sm:grid-cols-2 lg:grid-cols-4" />
    </PageSection>
  );
}
