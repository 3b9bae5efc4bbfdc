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
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="features-title" className="text-3xl font-extrabold text-brand-deep">
        Why people love {cafe.name}
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="flex gap-4 rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-muted sm:p-6 md:block"
          >
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-muted text-3xl"
            >
              {feature.emoji}
            </span>
            <div>
              <h3 className="text-xl font-bold text-brand-deep md:mt-4">{feature.title}</h3>
              <p className="mt-2 text-muted-foreground">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
