// The `_headers` file that Netlify and Cloudflare Pages read (written by the build from
// lib/site/security-headers.ts, completed by scripts/csp.mjs): read it, write it, and find the headers
// of a path as those hosts do.

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
 * A rule's path as the hosts read it: `*` matches anything (no rule of the site uses `:name`).
 * @param {string} path
 */
function pathPattern(path) {
  const escaped = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/**
 * The headers of every rule that matches `path`, a later rule's header replacing an earlier one's
 * of the same name, as Netlify and Cloudflare Pages combine them (only the pages' rules carry a
 * Content-Security-Policy, so no two policies meet).
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
