'use client';

import { cafe } from '@/data/cafe';
import { menu } from '@/data/menu';
import { cafeStructuredData, serializeJsonLd } from '@/lib/structured-data';

/**
 * The cafe with its whole menu as JSON-LD, for the menu page. A client component on purpose: the
 * menu is in that page's script already (the search needs it), so the HTML gets the JSON-LD while
 * the page's server payload carries only a reference, instead of the menu a second time.
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
