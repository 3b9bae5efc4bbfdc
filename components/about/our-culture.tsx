import { ButtonLink } from '@/components/ui/button-link';
import { PageSection } from '@/components/ui/page-section';
import { about } from '@/data/about';
import { cafe } from '@/data/cafe';

export function OurCulture() {
  return (
    <PageSection
      titleId="culture-title"
      title={`Life at ${cafe.name}`}
      className="max-w-3xl pb-0 sm:pb-0"
    >
      {about.culture.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-foreground sm:text-lg">
          {paragraph}
        </p>
      ))}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/menu/">Explore the Menu</ButtonLink>
        <ButtonLink href="/contact/" variant="secondary">
          Get in Touch
        </ButtonLink>
      </div>
    </PageSection>
  );
}
