export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/menu/', label: 'Menu' },
  { href: '/order/', label: 'Order Online' },
  { href: '/about/', label: 'About Us' },
  { href: '/contact/', label: 'Contact' },
] as const;

/** Whether a nav link is the page being shown; the export adds a trailing slash to every path. */
export function isCurrent(href: string, pathname: string): boolean {
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  return trim(href) === trim(pathname);
}
