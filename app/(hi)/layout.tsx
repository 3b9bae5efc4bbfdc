import type { Viewport } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { theme } from '@/data/theme';
import { siteMetadata } from '@/lib/site/metadata';
import '../globals.css';

export const metadata = siteMetadata('hi');

export const viewport: Viewport = {
  themeColor: theme.brand,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument locale="hi">{children}</SiteDocument>;
}
