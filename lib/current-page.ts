/** Whether a link is to the page being shown; the export adds a trailing slash to every path. */
export function isCurrentPage(path: string, pathname: string): boolean {
  const trim = (value: string) => value.replace(/\/+$/, '') || '/';
  return trim(path) === trim(pathname);
}
