import type { ReactNode } from 'react';
import { cn } from '@/lib/site/cn';

type PageIntroProps = {
  titleId: string;
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** Overrides the inner box's width, padding or layout. */
  className?: string;
  /** Shown beside the text on wide screens. */
  aside?: ReactNode;
  children?: ReactNode;
};

/** The warm gradient band that opens a page, with its one h1. */
export function PageIntro({ titleId, title, eyebrow, className, aside, children }: PageIntroProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="bg-gradient-to-br from-border via-muted to-background"
    >
      <div className={cn('mx-auto max-w-6xl px-4 py-12 sm:py-16', className)}>
        <div>
          {eyebrow && (
            <p className="text-sm font-bold tracking-wide text-brand-strong [&:lang(en)]:uppercase">
              {eyebrow}
            </p>
          )}
          <h1
            id={titleId}
            className={cn(
              'text-3xl font-bold leading-tight text-brand-deep sm:text-5xl',
              eyebrow && 'mt-3',
            )}
          >
            {title}
          </h1>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
