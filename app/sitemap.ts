import type { MetadataRoute } from 'next';
import { sitemapPages } from '@/lib/pages';
import { pageUrl } from '@/lib/site';

// A static export can only hold what is rendered at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPages.map(({ path, changeFrequency }) => ({ url: pageUrl(path), changeFrequency }));
}
