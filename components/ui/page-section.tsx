import type { ReactNode } from 'react';
import { cn } from '@/lib/site/cn';

type PageSectionProps = {
  titleId: string;
  title: ReactNode;
  /** A full-width white band instead of the page's background. */
  band?: boolean;
  /** Overrides the inner box's width or padding. */
  className?: string;
  children: ReactNode;
};

/** A part of a page under its h2. */
export function PageSection({ titleId, title, band, className, children }: PageSectionProps) {
  const box = cn('mx-auto max-w-6xl px-4 py-12 sm:py-16', className);
  const content = (
    <>
      <h2 id={titleId} className="text-3xl font-bold text-brand-deep">
        {title}
      </h2>
      {children}
    </>
  );
  if (!band)
    return (
      <section aria-labelledby={titleId} className={box}>
        {content}
      </section>
    );
  return (
    <section aria-labelledby={titleId} className="bg-surface">
      <div className={box}>{content}</div>
    </section>
  );
}
