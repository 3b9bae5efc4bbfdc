import { StarRating } from '@/components/ui/star-rating';
import { testimonials } from '@/data/testimonials';

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="testimonials-title" className="text-3xl font-extrabold text-brand-deep">
        What our customers say
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-muted">
              <StarRating rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 text-lg text-foreground">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-5">
                <span className="block font-bold text-brand-deep">{testimonial.name}</span>
                <span className="block text-sm text-muted-foreground">{testimonial.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
