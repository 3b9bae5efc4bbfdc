import type { MetadataRoute } from 'next';
import { cafe } from '@/data/cafe';
import { theme } from '@/data/theme';
import { basePath } from '@/lib/site/site';

// A static export can only hold what is rendered at build time.
export const dynamic = 'force-static';

/** What "Add to Home Screen" installs: the cafe's name, its kulhad icon and its colours. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: `${basePath}/`,
    name: cafe.name,
    short_name: cafe.name,
    description: cafe.description,
    lang: 'en-IN',
    start_url: `${basePath}/`,
    scope: `${basePath}/`,
    display: 'standalone',
    theme_color: theme.brand,
    background_color: theme.background,
    categories: ['food', 'shopping'],
    icons: [
      { src: `${basePath}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${basePath}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${basePath}/icon-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
