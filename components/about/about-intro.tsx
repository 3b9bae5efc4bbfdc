import { about } from '@/data/about';
import { cafe } from '@/data/cafe';

export function AboutIntro() {
  return (
    <section
      aria-labelledby="about-title"
      className="bg-gradient-to-br from-border via-muted to-background"
    >
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <p className="text-sm font-bold uppercase tracking-wide text-brand-strong">
          Since {cafe.foundedYear} in {cafe.address.city}
        </p>
        <h1 id="about-title" className="mt-3 text-4xl font-extrabold text-brand-deep sm:text-5xl">
          About {cafe.name}
        </h1>
        <h2 className="mt-8 text-2xl font-bold text-brand-deep">Our story</h2>
        {about.story.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-foreground">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
