export type Testimonial = {
  name: string;
  /** Where the customer is from or how they know the cafe, shown under the name. */
  detail: string;
  quote: string;
  /** Stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
};

/** What customers said about the cafe, shown on the home page. Replace with real reviews. */
export const testimonials: Testimonial[] = [
  {
    name: 'Priya Srivastava',
    detail: 'Regular since 2021',
    quote:
      'The kulhad chai tastes exactly like the chai at railway stations when I was a child. I stop by every evening after work.',
    rating: 5,
  },
  {
    name: 'Rohit Mishra',
    detail: 'Student, Civil Lines',
    quote:
      'Best steam momos in the area and the spicy chutney is perfect. Ordering on WhatsApp takes less than a minute.',
    rating: 5,
  },
  {
    name: 'Anjali & family',
    detail: 'Sunday lunch customers',
    quote:
      'The thali feels home-made and the CPC Special Chowmein is a hit with our kids. Delivery came hot and on time.',
    rating: 5,
  },
];
