import { EmojiCards } from '@/components/ui/emoji-cards';
import { PageSection } from '@/components/ui/page-section';
import { cafe } from '@/data/cafe';
import type { Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';
import { fill } from '@/lib/words/fill';

export function FeatureCards({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).home.features;
  const features = [
    { emoji: '🍵', ...words.chai },
    { emoji: '🔥', ...words.cooked },
    { emoji: '📱', ...words.whatsapp },
  ];
  return (
    <PageSection titleId="features-title" title={fill(words.title, { cafe: cafe.name })}>
      <EmojiCards items={features} className="md:grid-cols-3" />
    </PageSection>
  );
}
