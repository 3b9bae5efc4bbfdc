import { EmojiCards } from '@/components/ui/emoji-cards';
import { PageSection } from '@/components/ui/page-section';
import { cafe } from '@/data/cafe';

const features = [
  {
    emoji: '🍵',
    title: 'Real kulhad chai',
    text: 'Brewed fresh for every cup and served in a clay kulhad, the way chai should taste.',
  },
  {
    emoji: '🔥',
    title: 'Cooked to order',
    text: 'Momos, chowmein, rolls and thalis are made when you order them, never kept waiting.',
  },
  {
    emoji: '📱',
    title: 'Easy WhatsApp ordering',
    text: 'Pick your dishes, send the order on WhatsApp and choose delivery or pickup. No app, no sign-up.',
  },
];

export function FeatureCards() {
  return (
    <PageSection titleId="features-title" title={`Why people love ${cafe.name}`}>
      <EmojiCards items={features} className="md:grid-cols-3" />
    </PageSection>
  );
}
