import type { Metadata, Viewport } from 'next';
import { CartProvider } from '@/components/cart/cart-context';
import { HandOverNotice } from '@/components/cart/hand-over-notice';
import { HydrationSignal } from '@/components/layout/hydration-signal';
import { OfflineSupport } from '@/components/layout/offline-support';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { VegOnlyProvider } from '@/components/menu/veg-only-context';
import { cafe } from '@/data/cafe';
import { theme } from '@/data/theme';
import { linkPreview } from '@/lib/metadata';
import { siteUrl } from '@/lib/site';
import './globals.css';

// Runs before the body is parsed. It marks <html class="js">, so the first paint already hides what
// needs JavaScript when it is off (the no-js: variant of tailwind.config.ts) and shows it when it is
// on, with no flash either way. scripts/csp.mjs allows the script by its hash.
const markScripting = `document.documentElement.classList.add('js')`;

const defaultTitle = `${cafe.name} | Kulhad Chai, Momos & Indian Food`;

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: {
    default: defaultTitle,
    template: `%s | ${cafe.name}`,
  },
  description: cafe.description,
  ...linkPreview(defaultTitle, cafe.description),
};

export const viewport: Viewport = {
  themeColor: theme.brand,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The script above adds a class React does not render.
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: markScripting }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-brand-strong px-4 py-2 font-bold text-brand-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
        >
          Skip to main content
        </a>
        <CartProvider>
          <SiteHeader />
          <OfflineSupport />
          <HandOverNotice />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <VegOnlyProvider>{children}</VegOnlyProvider>
          </main>
          <SiteFooter />
        </CartProvider>
        <HydrationSignal />
      </body>
    </html>
  );
}
