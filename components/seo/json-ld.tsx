import { cafe } from '@/data/cafe';
import { menu } from '@/data/menu';
import { cafeStructuredData, serializeJsonLd } from '@/lib/structured-data';

/** The cafe as JSON-LD in the page's static HTML for search engines; with the whole menu if asked. */
export function JsonLd({ withMenu = false }: { withMenu?: boolean }) {
  const data = withMenu ? cafeStructuredData(cafe, menu) : cafeStructuredData(cafe);
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes `<`, so no text in the data can close this element early.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
