import { Card } from '@/components/ui/card';
import { PageSection } from '@/components/ui/page-section';
import { StarRating } from '@/components/ui/star-rating';
import { testimonials } from '@/data/testimonials';
import { langOfPart, type Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';

/** The reviews, in the words the customers wrote them, marked with the language they wrote in. */
export function Testimonials({ locale }: { locale: Locale }) {
  const words = wordsFor(locale).home.testimonials;
  return (
    <PageSection titleId="testimonials-title" title={words.title}>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <Card as="figure" className="flex h-full flex-col p-6">
              <StarRating rating={testimonial.rating} label={words.rated} />
              <blockquote
                lang={langOfPart(locale, testimonial.quote)}
                className="mt-4 flex-1 text-foreground sm:text-lg"
              >
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-5">
                <span className="block font-bold text-brand-deep">{testimonial.name}</span>
                <span
                  lang={langOfPart(locale, testimonial.detail)}
                  className="block text-sm text-muted-foreground"
                >
                  {testimonial.detail}
                </span>
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
