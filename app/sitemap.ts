import type { MetadataRoute } from 'next';
import { languageAlternates } from '@/lib/site/metadata';
import { localeOfPath, switchedPath } from '@/lib/site/locale';
import { sitemapPages } from '@/lib/site/pages';
import { pageUrl } from '@/lib/site/site';

// A static export can only hold what is rendered at build time.
export const dynamic = 'force-static';

/** Every page search engines may list; a translated page names its address in each language. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPages.map(({ path, changeFrequency, translated }) => ({
    url: pageUrl(path),
    changeFrequency,
    ...(translated && {
      alternates: {
        languages: languageAlternates(localeOfPath(path) === 'hi' ? switchedPath(path) : path),
      },
    }),
  }));
}
