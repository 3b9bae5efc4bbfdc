import { cn } from '@/lib/site/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';
import { PageLink, type PageLinkProps } from './page-link';

type ButtonLinkProps = PageLinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** A link that looks like a button; its className overrides the button's own classes. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <PageLink className={cn(buttonClasses({ variant, size }), className)} {...props} />;
}
