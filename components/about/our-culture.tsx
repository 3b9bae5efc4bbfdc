import { ButtonLink } from '@/components/ui/button-link';
import { about } from '@/data/about';
import { cafe } from '@/data/cafe';

export function OurCulture() {
  return (
    <section aria-labelledby="culture-title" className="mx-auto max-w-3xl px-4 pt-12 sm:pt-16">
      <h2 id="culture-title" className="text-3xl font-extrabold text-brand-deep">
        Life at {cafe.name}
      </h2>
      {about.culture.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-foreground">
          {paragraph}
        </p>
      ))}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/menu/">Explore the Menu</ButtonLink>
        <ButtonLink href="/contact/" variant="secondary">
          Get in Touch
        </ButtonLink>
      </div>
    </section>
  );
}
