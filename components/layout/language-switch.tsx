'use client';

import { usePathname } from 'next/navigation';
import { languages, localeOfPath, switchedPath } from '@/lib/site/locale';
import { basePath } from '@/lib/site/base-path';
import { pageKey } from '@/lib/site/page-key';

/**
 * The same page in the other language, named in that language ("हिन्दी" on an English page,
 * "English" on a Hindi one). A plain link: each language has its own root layout, so the browser
 * loads the page in full, and the cart goes with it as on any page change (use-hand-over.ts).
 * None on a page with no page in the other language (the owner's table cards, the 404 page): the
 * link would lead to a 404. `translated` lists the pages that have one (lib/site/pages.ts). The page is
 * read by its key, as the export wrote it, whatever spelling the host left in the address.
 */
export function LanguageSwitch({ translated }: { translated: readonly string[] }) {
  const page = pageKey(usePathname());
  if (!translated.includes(page)) return null;
  const target = localeOfPath(page) === 'hi' ? 'en' : 'hi';
  const { lang, ownName } = languages[target];
  return (
    <a
      href={`${basePath}${switchedPath(page)}`}
      lang={lang}
      hrefLang={lang}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full font-bold text-brand-strong underline underline-offset-4"
    >
      {ownName}
    </a>
  );
}
