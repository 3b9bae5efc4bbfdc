import type { MetadataRoute } from 'next';
import { pageUrl, sitePaths } from '@/lib/site';

// A static export can only hold what is rendered at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitePaths.map((path) => ({ url: pageUrl(path) }));
}
