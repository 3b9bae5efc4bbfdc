import type { Metadata } from 'next';
import { cafe } from '@/data/cafe';
import { pageUrl } from './site';

type PageMetadata = { title: string; description: string; path: string };

/** A route's title, description, canonical link and link-preview tags, from one place. */
export function pageMetadata({ title, description, path }: PageMetadata): Metadata {
  const url = pageUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'en_IN',
      siteName: cafe.name,
      title: `${title} | ${cafe.name}`,
      description,
      url,
    },
    twitter: { card: 'summary_large_image', title: `${title} | ${cafe.name}`, description },
  };
}
