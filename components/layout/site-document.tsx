import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteProviders } from '@/components/layout/site-providers';
import { languages, type Locale } from '@/lib/site/locale';
import { wordsFor } from '@/lib/words';

// Runs before the body is parsed. It marks <html class="js">, so the first paint already hides what
// needs JavaScript when it is off (the no-js: variant of tailwind.config.ts) and shows it when it is
// on, with no flash either way. scripts/csp.mjs allows the script by its hash.
const markScripting = `document.documentElement.classList.add('js')`;

// Runs before Next.js's router, which reads a path that starts with // (//menu/) as the address of
// another host and fails. A plain static host (GitHub Pages) serves the page at such a path as it
// is; the address is written with one slash between its parts before the router starts.
const oneSlash = `var p=location.pathname;if(p.indexOf('//')>=0)history.replaceState(history.state,'',p.replace(/\\/\\/+/g,'/')+location.search+location.hash)`;

/**
 * The whole page around a page's content, in its language: each language has its own root layout
 * (app/(en)/layout.tsx, app/(hi)/layout.tsx), so a Hindi page is <html lang="hi-IN"> in its static
 * HTML, and the switch between languages is a full page load, which hands the cart over.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const words = wordsFor(locale);
  return (
    // The script above adds a class React does not render.
    <html lang={languages[locale].lang} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- this is both root layouts' document. */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: `${markScripting};${oneSlash}` }} />
        {/* No first paint until the parser reaches <main>: a paint halfway through the header, as a
            slow phone may make, drew its links further right until the rest of it arrived. */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-brand-strong px-4 py-2 font-bold text-brand-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
        >
          {words.site.skipToContent}
        </a>
        <SiteProviders
          locale={locale}
          words={{
            cart: words.cart.store,
            handOver: words.cart.handOver,
            offline: words.site.offline,
          }}
          header={<SiteHeader locale={locale} />}
        >
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter locale={locale} />
        </SiteProviders>
      </body>
    </html>
  );
}
