import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** A stroke icon on a 24-unit grid, hidden from screen readers: its button or link names it. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
