import clsx from 'clsx';
import Link from 'next/link';
import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'whatsapp' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-foreground hover:bg-brand-strong',
  secondary: 'border-2 border-brand bg-surface text-brand-strong hover:bg-muted',
  whatsapp: 'bg-whatsapp text-brand-foreground hover:bg-whatsapp-hover',
  ghost: 'text-brand-strong underline-offset-4 hover:underline',
};

/** The classes of a button, for links and buttons that should look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-base font-semibold transition-colors aria-disabled:cursor-not-allowed aria-disabled:bg-inactive aria-disabled:text-foreground',
    variants[variant],
    className,
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
