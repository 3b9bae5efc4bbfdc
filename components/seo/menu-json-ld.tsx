import { cafe } from '@/data/cafe';
import { menu } from '@/data/menu';
import { cafeStructuredData, serializeJsonLd } from '@/lib/structured-data';

/**
 * The cafe with its whole menu as JSON-LD, for the menu page. Rendered on the server: the page's
 * payload then carries it a second time, but the first script every phone downloads stays without
 * the structured-data code and the cafe's details, which it would otherwise need only for this.
 */
export function MenuJsonLd() {
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes `<`, so no text in the data can close this element early.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(cafeStructuredData(cafe, menu)) }}
    />
  );
}
