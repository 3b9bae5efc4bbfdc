import { PageIntro } from '@/components/ui/page-intro';
import { cafe } from '@/data/cafe';
import { QuickOrder } from './quick-order';

export function ContactIntro() {
  return (
    <PageIntro titleId="contact-title" title="Contact Us">
      <p className="mt-4 max-w-2xl text-foreground sm:text-lg">
        Call, message or drop by {cafe.name}. We take orders for home delivery and pickup.
      </p>
      <QuickOrder />
    </PageIntro>
  );
}
