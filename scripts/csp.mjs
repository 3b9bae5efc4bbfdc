// Runs after `next build`: the one place where inline code gets into the Content-Security-Policy.
// Every exported page holds inline scripts (Next.js's payload, JSON-LD) and may hold inline styles;
// their sha256 hashes go into that page's policy, which is written three times: as a <meta> in the
// page (for hosts that send no headers), as the page's rule in out/_headers (Netlify, Cloudflare
// Pages, npm start) and in out/.nginx-csp.conf (the map the README's nginx block includes). The rest
// of the policy is the `/*` one that lib/security-headers.ts wrote to out/_headers.
// Usage: node scripts/csp.mjs [folder=out]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatHeadersFile, nginxCspMap, pageFile, parseHeadersFile } from './headers-file.mjs';
import { completeMark } from './out-stale.mjs';

/** @typedef {import('./headers-file.mjs').HeadersRule} HeadersRule */
/** @typedef {{ scripts: string[], styles: string[], styleAttributes: string[] }} InlineCode */

// Browsers ignore these in a <meta> policy and say so in the console; the header carries them.
const headerOnly = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);
const metaPattern = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;
const hashSource = /^'(sha(256|384|512)-[^']*|unsafe-hashes)'$/;

/** The nginx variable that carries each page's policy; the README's block sends it. */
export const nginxCspVariable = '$cpc_cafe_csp';

/** @type {Record<string, string>} */
const namedEntities = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** @param {string} value */
function decodeAttribute(value) {
  return value.replace(
    /&(#x[\da-f]+|#\d+|amp|quot|apos|lt|gt);/gi,
    (entity, /** @type {string} */ name) => {
      const named = namedEntities[name.toLowerCase()];
      if (named) return named;
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10),
      );
    },
  );
}

/**
 * The page's inline code, as the HTML parser hands it to the browser's hash check: the text of each
 * inline <script> (data blocks such as JSON-LD too: they never run, and an extra hash costs
 * nothing), of each <style>, and the value of each style="" attribute.
 * @param {string} html
 * @returns {InlineCode}
 */
export function inlineCode(html) {
  /** @param {string} body */
  const text = (body) => body.replace(/\r\n?/g, '\n');
  const scripts = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (!/\ssrc\s*=/i.test(` ${attributes}`)) scripts.push(text(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = '']) =>
    text(body),
  );
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const styleAttributes = [
    ...markup.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi),
  ].map(([, double, single]) => decodeAttribute(double ?? single ?? ''));
  return { scripts, styles, styleAttributes };
}

/** @param {string} code */
export function sha256Source(code) {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/**
 * `policy` with script-src and style-src allowing exactly the inline code given (and any hash
 * sources already there dropped, so that running the step twice gives the same result). Style
 * attributes can only be allowed by hash together with 'unsafe-hashes'.
 * @param {string} policy
 * @param {InlineCode} code
 */
export function withInlineCode(policy, { scripts, styles, styleAttributes }) {
  /** @param {string[]} list */
  const hashes = (list) => [...new Set(list.map(sha256Source))];
  /** @type {Record<string, string[]>} */
  const added = {
    'script-src': hashes(scripts),
    'style-src': [
      ...hashes(styles),
      ...(styleAttributes.length > 0 ? ["'unsafe-hashes'", ...hashes(styleAttributes)] : []),
    ],
  };
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name = '', ...sources]) => {
      const kept = sources.filter((source) => !hashSource.test(source));
      return [name, ...kept, ...(added[name] ?? [])].join(' ');
    })
    .join('; ');
}

/**
 * The policy without the directives a <meta> policy may not carry.
 * @param {string} policy
 */
export function metaPolicy(policy) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !headerOnly.has(directive.split(/\s+/)[0] ?? ''))
    .join('; ');
}

/**
 * The page with its policy <meta> placed before anything that could load or run.
 * @param {string} html
 * @param {string} pagePolicy
 */
export function withPolicyMeta(html, pagePolicy) {
  const clean = html.replace(metaPattern, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(pagePolicy)}"/>`;
  // After the charset, which browsers look for in the first 1024 bytes.
  const at =
    clean.match(/<meta charset="?utf-8"?\s*\/?>/i) ?? clean.match(/<head\b[^>]*>/i) ?? undefined;
  if (at?.index === undefined) throw new Error('page has no <head>');
  const end = at.index + at[0].length;
  return clean.slice(0, end) + meta + clean.slice(end);
}

/**
 * @param {string} folder
 * @returns {string[]}
 */
function htmlFiles(folder, base = '') {
  return readdirSync(join(folder, base), { withFileTypes: true }).flatMap((entry) => {
    const path = `${base}/${entry.name}`;
    if (entry.isDirectory()) return htmlFiles(folder, path);
    return entry.isFile() && entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Gives every page in `folder` its policy, and returns the `_headers` rules with `/*` allowing the
 * inline code of every page (for paths that have no rule of their own, such as the 404 page at an
 * unknown address) and each page's rule allowing only that page's code.
 * @param {string} folder
 * @param {HeadersRule[]} rules
 * @returns {HeadersRule[]}
 */
export function applyPolicies(folder, rules) {
  const all = rules.find((rule) => rule.path === '/*');
  const base = all?.headers['Content-Security-Policy'];
  if (!all || !base) throw new Error('_headers has no Content-Security-Policy for /*');
  /** @type {Map<string, string>} */
  const policies = new Map();
  /** @type {InlineCode} */
  const everything = { scripts: [], styles: [], styleAttributes: [] };
  for (const file of htmlFiles(folder)) {
    const html = readFileSync(join(folder, file), 'utf8');
    const code = inlineCode(html.replace(metaPattern, ''));
    const policy = withInlineCode(base, code);
    for (const kind of /** @type {(keyof InlineCode)[]} */ ([
      'scripts',
      'styles',
      'styleAttributes',
    ])) {
      everything[kind].push(...code[kind]);
    }
    policies.set(file, policy);
    const updated = withPolicyMeta(html, policy);
    if (updated !== html) writeFileSync(join(folder, file), updated);
  }
  const withPolicies = rules.map((rule) => {
    const file = pageFile(rule.path);
    const own = file === undefined ? undefined : policies.get(file);
    if (rule === all) {
      return {
        ...rule,
        headers: { ...rule.headers, 'Content-Security-Policy': withInlineCode(base, everything) },
      };
    }
    return own ? { ...rule, headers: { ...rule.headers, 'Content-Security-Policy': own } } : rule;
  });
  // /menu/index.html is the same page as /menu/, so it gets the same headers.
  const twins = withPolicies
    .flatMap((rule) => {
      const file = pageFile(rule.path);
      return rule.path.endsWith('/') && file && policies.has(file) ? [{ ...rule, path: file }] : [];
    })
    .filter((twin) => !withPolicies.some((rule) => rule.path === twin.path));
  return [...withPolicies, ...twins];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = process.argv[2] ?? 'out';
  const headersPath = join(folder, '_headers');
  // Until this step has finished, out/ is not fit to serve: `npm start` rebuilds it.
  rmSync(join(folder, completeMark), { force: true });
  if (!existsSync(headersPath)) {
    console.error(`No ${headersPath}: run "next build" first (app/%5Fheaders/route.ts writes it).`);
    process.exit(1);
  }
  const text = readFileSync(headersPath, 'utf8');
  const comment = text.match(/^# (.*)$/m)?.[1] ?? 'Written by the build.';
  const rules = applyPolicies(folder, parseHeadersFile(text));
  writeFileSync(headersPath, formatHeadersFile(rules, comment));
  writeFileSync(join(folder, '.nginx-csp.conf'), nginxCspMap(rules, nginxCspVariable));
  writeFileSync(join(folder, completeMark), `${new Date().toISOString()}\n`);
  const pages = rules.filter(
    (rule) => pageFile(rule.path) && rule.headers['Content-Security-Policy'],
  );
  console.log(
    `CSP: every page in ${folder}/ allows only its own inline code (${pages.length} page rules in _headers, .nginx-csp.conf).`,
  );
}
