import { cafe } from '@/data/cafe';
import { QuickOrder } from './quick-order';

export function ContactIntro() {
  return (
    <section
      aria-labelledby="contact-title"
      className="bg-gradient-to-br from-border via-muted to-background"
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h1 id="contact-title" className="text-4xl font-extrabold text-brand-deep sm:text-5xl">
          Contact Us
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-foreground">
          Call, message or drop by {cafe.name}. We take orders for home delivery and pickup every
          day.
        </p>
        <QuickOrder />
      </div>
    </section>
  );
}
