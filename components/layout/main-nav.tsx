'use client';

import clsx from 'clsx';
import { PageLink } from '@/components/ui/page-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { isCurrentPage, pageKey } from '@/lib/site/page-key';

export type MainNavProps = {
  /** The site's pages in the page's language, with their names in it. */
  links: { path: `/${string}`; label: string }[];
  words: { label: string; open: string; close: string };
};

export function MainNav({ links: pages, words }: MainNavProps) {
  const pathname = pageKey(usePathname());
  // Open only on the page where it was opened: leaving by any link (logo, cart, a page link) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const links = (className: string) =>
    pages.map(({ path, label }) => {
      const current = isCurrentPage(path, pathname);
      return (
        <li key={path}>
          <PageLink
            href={path}
            aria-current={current ? 'page' : undefined}
            onClick={() => setOpen(false)}
            className={clsx(
              className,
              current ? 'bg-muted text-brand-strong' : 'text-foreground hover:bg-background',
            )}
          >
            {label}
          </PageLink>
        </li>
      );
    });

  return (
    <nav aria-label={words.label} className="flex items-center">
      <ul className="hidden items-center gap-1 lg:flex">{links('block rounded-full px-3 py-2')}</ul>
      <button
        ref={toggle}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-foreground hover:bg-muted no-js:hidden lg:hidden"
        aria-expanded={open}
        aria-controls="mobile-nav"
        aria-label={open ? words.close : words.open}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <ul
        id="mobile-nav"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-border bg-surface px-4 pb-4 pt-2 shadow-lg lg:hidden"
      >
        {links('block rounded-lg px-3 py-3 text-lg')}
      </ul>
    </nav>
  );
}
