import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site/site';

// A static export can only hold what is rendered at build time.
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
