/**
 * `value` as an absolute https address written the way browsers write it, with no trailing slash
 * and, unless `allowQuery`, no query or fragment; when `basePathOf` is given (the site's own
 * address), its path must be exactly that base path, so canonical links point where the export is
 * served. Anything else stops the build with a message that names `source`, so a typo never ends
 * up in a link, canonical address or the Content-Security-Policy.
 */
export function checkedAddress(
  value: string,
  source: string,
  { basePathOf, allowQuery = false }: { basePathOf?: string; allowQuery?: boolean } = {},
): string {
  const fail = (why: string): never => {
    throw new Error(`${source} is "${value}": ${why}`);
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('it must be an absolute address such as https://cpccafe.in');
  }
  if (url.protocol !== 'https:') fail('it must start with https://');
  if (url.username || url.password) fail('it must not carry a user name or password');
  if (!allowQuery && (url.search || url.hash || /[?#]/.test(value)))
    fail('it must not have a ? query or # fragment');
  if (!allowQuery && value.endsWith('/'))
    fail(`it must not end with a slash: write ${value.replace(/\/+$/, '')}`);
  if (url.pathname.includes('//')) fail('its path must not hold an empty segment (//)');
  if (basePathOf !== undefined && url.pathname.replace(/\/$/, '') !== basePathOf) {
    fail(
      basePathOf === ''
        ? `it must be the bare address of the site, without a path: write ${url.origin}`
        : `its path must be the base path ${basePathOf}: write ${url.origin}${basePathOf}`,
    );
  }
  const written = url.pathname === '/' && !url.search && !url.hash ? url.origin : url.href;
  if (!allowQuery && written !== value) fail(`write it as ${written.replace(/\/+$/, '')}`);
  return value;
}
