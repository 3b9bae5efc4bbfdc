import Link from 'next/link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/site/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

/** A link that looks like a button; its className overrides the button's own classes. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonClasses({ variant, size }), className)} {...props} />;
}
