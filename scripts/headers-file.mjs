// The `_headers` file that Netlify and Cloudflare Pages read (written by the build from
// lib/security-headers.ts, completed by scripts/csp.mjs): read it, write it, find the headers of a
// path, and turn its per-page Content-Security-Policy into the map nginx includes.

/** @typedef {{ path: string, headers: Partial<Record<string, string>> }} HeadersRule */

/**
 * The rules of a `_headers` file, in order.
 * @param {string} text
 * @returns {HeadersRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeadersRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\S/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const header = line.match(/^\s+([\w-]+)\s*:\s*(.*)$/);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    const [, name = '', value = ''] = header;
    rule.headers[name] = value.trim();
  }
  return rules;
}

/**
 * The file text of `rules`, under a comment line.
 * @param {HeadersRule[]} rules
 * @param {string} comment
 */
export function formatHeadersFile(rules, comment) {
  const blocks = rules.map(({ path, headers }) =>
    [
      path,
      ...Object.entries(headers).flatMap(([name, value]) =>
        value === undefined ? [] : [`  ${name}: ${value}`],
      ),
    ].join('\n'),
  );
  return [`# ${comment}`, ...blocks].join('\n\n').concat('\n');
}

/**
 * A rule's path as the hosts read it: `*` matches anything, `:name` one path segment.
 * @param {string} path
 */
function pathPattern(path) {
  const pattern = path
    .split(/(\*|:\w+)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}$`);
}

/**
 * The headers of every rule that matches `path`, a later rule's header replacing an earlier one's
 * of the same name. The build lists `/*` first and per-page rules after it, so a page gets its own
 * Content-Security-Policy; Netlify and Cloudflare Pages send both instead, and browsers enforce
 * both, which allows exactly what the page's own policy allows.
 *
 * @param {HeadersRule[]} rules
 * @param {string} path
 * @returns {Record<string, string>}
 */
export function headersFor(rules, path) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules.filter(({ path: pattern }) => pathPattern(pattern).test(path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (value !== undefined) headers[name] = value;
    }
  }
  return headers;
}

/**
 * The file in the exported folder that a page rule's path serves, or undefined for patterns.
 * @param {string} path
 * @returns {string | undefined}
 */
export function pageFile(path) {
  if (/[*:]/.test(path)) return undefined;
  return path.endsWith('/') ? `${path}index.html` : path;
}

/**
 * An nginx `map` of `$uri` to the Content-Security-Policy of that page, with the `/*` policy as the
 * default. `$uri` is the file nginx ends up serving (`/menu/index.html` for `/menu/`, `/404.html`
 * for unknown paths), so both forms of each page are listed.
 * @param {HeadersRule[]} rules
 * @param {string} variable
 */
export function nginxCspMap(rules, variable) {
  /** @param {string} value */
  const quoted = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const fallback = rules.find((rule) => rule.path === '/*')?.headers['Content-Security-Policy'];
  if (!fallback) throw new Error('_headers has no Content-Security-Policy for /*');
  /** @type {Map<string, string>} */
  const entries = new Map();
  for (const rule of rules) {
    const policy = rule.headers['Content-Security-Policy'];
    const file = pageFile(rule.path);
    if (!policy || !file) continue;
    entries.set(rule.path, policy);
    entries.set(file, policy);
  }
  return [
    '# Written by the build (scripts/csp.mjs): the Content-Security-Policy of each page of out/.',
    `map $uri ${variable} {`,
    `    default ${quoted(fallback)};`,
    ...[...entries].map(([uri, policy]) => `    ${quoted(uri)} ${quoted(policy)};`),
    '}',
    '',
  ].join('\n');
}
