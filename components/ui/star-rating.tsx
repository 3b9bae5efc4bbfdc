import clsx from 'clsx';
import { fill, type Template } from '@/lib/words/fill';

type StarRatingProps = {
  rating: number;
  outOf?: number;
  /** What a screen reader reads, in the page's language: "Rated {rating} out of {outOf}". */
  label: Template;
};

/** Stars that a screen reader reads as "Rated 4 out of 5" rather than as five glyphs. */
export function StarRating({ rating, outOf = 5, label }: StarRatingProps) {
  return (
    <div role="img" aria-label={fill(label, { rating, outOf })} className="flex gap-0.5">
      {Array.from({ length: outOf }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          className={clsx(index < rating ? 'fill-rating' : 'fill-inactive')}
        >
          <path d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </div>
  );
}
