import { EmojiCards } from '@/components/ui/emoji-cards';
import { PageSection } from '@/components/ui/page-section';
import { about } from '@/data/about';

export function OurValues() {
  return (
    <PageSection titleId="values-title" title="What we stand for">
      <EmojiCards items={about.values} className="sm:grid-cols-2 lg:grid-cols-4" />
    </PageSection>
  );
}
