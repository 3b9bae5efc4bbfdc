import { PageIntro } from '@/components/ui/page-intro';
import { about } from '@/data/about';
import { cafe } from '@/data/cafe';

export function AboutIntro() {
  return (
    <PageIntro
      titleId="about-title"
      eyebrow={`Since ${cafe.foundedYear} in ${cafe.address.city}`}
      title={`About ${cafe.name}`}
      className="max-w-3xl"
    >
      <h2 className="mt-8 text-3xl font-bold text-brand-deep">Our story</h2>
      {about.story.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-foreground sm:text-lg">
          {paragraph}
        </p>
      ))}
    </PageIntro>
  );
}
