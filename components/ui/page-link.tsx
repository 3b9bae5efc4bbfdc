'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { basePath } from '@/lib/site/base-path';

export type PageLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A page of the site, as lib/site/pages.ts and localePath write it: the base path is added here. */
  href: `/${string}`;
};

/**
 * A link to a page of the site: a plain <a>, which opens its page before the script has run, and
 * once it has, Next.js's router opens the page in place, keeping the cart in memory. A click that
 * asks for another tab or window is the browser's. The page's data is fetched at the first sign
 * the customer means to follow the link (a touch, a press, keyboard focus), not for every link on
 * screen as next/link does: that costs a slow connection what a tap may never ask for, and
 * next/link's own code cost each page's first script 2.8 KB gzip.
 */
export function PageLink({ href, onClick, ...props }: PageLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <a
      onPointerDown={prefetch}
      onFocus={prefetch}
      {...props}
      href={basePath + href}
      onClick={(event) => {
        onClick?.(event);
        const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (event.defaultPrevented || newTab || event.button !== 0) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
