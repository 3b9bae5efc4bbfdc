import type { Metadata, Viewport } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { SiteDocument } from '@/components/layout/site-document';
import { theme } from '@/data/theme';
import { siteMetadata, titleOf } from '@/lib/site/metadata';
import { wordsFor } from '@/lib/words';
import './globals.css';

// Each language has its own root layout (app/(en)/, app/(hi)/), so an address neither has is
// answered here, in the site's frame: the export writes it as 404.html, which a host answers for
// any unknown address, /hi/… too. It says so in English, then in Hindi.
export const metadata: Metadata = {
  ...siteMetadata('en'),
  title: {
    absolute: titleOf(
      `${wordsFor('en').site.notFound.title} · ${wordsFor('hi').site.notFound.title}`,
    ),
  },
  robots: { index: false },
};

export const viewport: Viewport = {
  themeColor: theme.brand,
};

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundPage />
    </SiteDocument>
  );
}
