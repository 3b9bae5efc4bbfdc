import clsx from 'clsx';
import Link from 'next/link';
import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'whatsapp' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-clay-700 text-white hover:bg-clay-800',
  secondary: 'border-2 border-clay-700 bg-white text-clay-800 hover:bg-clay-100',
  whatsapp: 'bg-leaf-700 text-white hover:bg-leaf-600',
  ghost: 'text-clay-800 underline-offset-4 hover:underline',
};

/** The classes of a button, for links and buttons that should look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-base font-semibold transition-colors aria-disabled:cursor-not-allowed aria-disabled:bg-stone-300 aria-disabled:text-stone-800',
    variants[variant],
    className,
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
