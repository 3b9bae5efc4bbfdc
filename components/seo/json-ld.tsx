import { cafe } from '@/data/cafe';
import { menu } from '@/data/menu';
import { cafeStructuredData, serializeJsonLd } from '@/lib/structured-data';

/** The cafe and its menu as JSON-LD, written into each page's static HTML for search engines. */
export function JsonLd() {
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes `<`, so no text in the data can close this element early.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(cafeStructuredData(cafe, menu)) }}
    />
  );
}
