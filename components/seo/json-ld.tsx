import { cafe } from '@/data/cafe';
import { cafeStructuredData, serializeJsonLd } from '@/lib/site/structured-data';

/** The cafe as JSON-LD in the page's static HTML for search engines. */
export function JsonLd() {
  const data = cafeStructuredData(cafe);
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes `<`, so no text in the data can close this element early.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
