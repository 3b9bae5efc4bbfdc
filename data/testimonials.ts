import content from '@/content/reviews.json';
import type { Testimonial } from './schema';

export type { Testimonial } from './schema';

/** What customers said about the cafe, shown on the home page (content/reviews.json). */
export const testimonials = content.reviews as Testimonial[];
