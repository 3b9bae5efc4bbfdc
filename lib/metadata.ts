import type { Metadata } from 'next';
import { cafe } from '@/data/cafe';
import { pageUrl, siteUrl } from './site';

type PageMetadata = { title: string; description: string; path: string };

/** The picture WhatsApp, Facebook and X show when a link to the site is shared (scripts/make-icons.mjs). */
export const shareImage = {
  url: `${siteUrl}/og-image.png`,
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${cafe.name}: ${cafe.tagline}`,
};

/** Open Graph and Twitter card tags; pages without their own (the 404 page) get the site's. */
export function linkPreview(
  title: string,
  description: string,
  url?: string,
): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    openGraph: {
      type: 'website',
      locale: 'en_IN',
      siteName: cafe.name,
      title,
      description,
      ...(url && { url }),
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', title, description, images: [shareImage] },
  };
}

/** A route's title, description, canonical link and link-preview tags, from one place. */
export function pageMetadata({ title, description, path }: PageMetadata): Metadata {
  const url = pageUrl(path);
  const fullTitle = `${title} | ${cafe.name}`;
  return {
    // Absolute, because the layout's title template skips the page beside it: the home page.
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    ...linkPreview(fullTitle, description, url),
  };
}
