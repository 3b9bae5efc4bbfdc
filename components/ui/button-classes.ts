import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'whatsapp' | 'ghost';
export type ButtonSize = 'default' | 'small' | 'flush';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-foreground hover:bg-brand-strong',
  secondary: 'border-2 border-brand bg-surface text-brand-strong hover:bg-muted',
  whatsapp: 'bg-whatsapp text-brand-foreground hover:bg-whatsapp-hover',
  ghost: 'text-brand-strong underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  default: 'px-5 text-base',
  small: 'px-4 text-sm',
  /** No side padding: the text lines up with what is above it. */
  flush: 'px-0 text-base',
};

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize };

/**
 * The classes of a button, for links and buttons that should look like one. Client components
 * call this (it stays small); `layout` may only place the button (margins, width, flex), never
 * restyle it: a server component that needs to override a default uses `cn` from lib/site/cn.ts.
 */
export function buttonClasses(
  { variant = 'primary', size = 'default' }: ButtonLook = {},
  layout?: string,
): string {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full py-2 font-bold transition-colors aria-disabled:cursor-not-allowed aria-disabled:bg-inactive aria-disabled:text-foreground',
    variants[variant],
    sizes[size],
    layout,
  );
}
