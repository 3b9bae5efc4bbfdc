// Runs after scripts/critical-css.mjs: the one place where inline code gets into the
// Content-Security-Policy. The build's out/_headers (from lib/site/security-headers.ts) gives every page
// a rule with the policy; this step adds the sha256 hashes of that page's inline scripts and styles
// and writes the result for each kind of host: a <meta> in the page (hosts that send no headers),
// the page's rule in _headers (Netlify, Cloudflare Pages, npm start) and out/.nginx-csp.conf, the
// map that deploy/nginx.conf includes.
// Usage: node scripts/csp.mjs [folder=out]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Parser } from 'htmlparser2';
import { formatHeadersFile, parseHeadersFile } from './headers-file.mjs';
import { htmlFiles } from './out.mjs';

// Browsers ignore these in a <meta> policy and say so in the console; the header carries them.
const headerOnly = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);
const policyMeta = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;

/**
 * The text of each inline <script> (JSON-LD too: an extra hash costs nothing) and <style> of a
 * page, as the browser hashes it.
 * @param {string} html
 */
export function inlineCode(html) {
  /** @type {{ scripts: string[], styles: string[] }} */
  const code = { scripts: [], styles: [] };
  /** @type {string[] | undefined} */
  let open;
  new Parser({
    onopentag(name, attributes) {
      open =
        name === 'style'
          ? code.styles
          : name === 'script' && !('src' in attributes)
            ? code.scripts
            : undefined;
      open?.push('');
    },
    ontext: (text) => open && (open[open.length - 1] += text),
    onclosetag: () => (open = undefined),
  }).end(html);
  return code;
}

/** @param {string} code */
export function sha256Source(code) {
  return `'sha256-${createHash('sha256').update(code.replace(/\r\n?/g, '\n')).digest('base64')}'`;
}

/**
 * `policy` whose script-src and style-src allow exactly the inline code given; hash sources
 * already there are replaced, so the step can run again on its own output.
 * @param {string} policy
 * @param {{ scripts: string[], styles: string[] }} code
 */
export function withHashes(policy, { scripts, styles }) {
  /** @type {Record<string, string[]>} */
  const added = {
    'script-src': [...new Set(scripts.map(sha256Source))],
    'style-src': [...new Set(styles.map(sha256Source))],
  };
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name = '', ...sources]) =>
      [
        name,
        ...sources.filter((source) => !source.startsWith("'sha")),
        ...(added[name] ?? []),
      ].join(' '),
    )
    .join('; ');
}

/**
 * The page with its policy as a <meta>, right after the charset, before anything that loads or runs.
 * @param {string} html
 * @param {string} policy
 */
export function withPolicyMeta(html, policy) {
  const meta = policy
    .split('; ')
    .filter((directive) => !headerOnly.has(directive.split(' ')[0] ?? ''))
    .join('; ');
  const charset = /<meta charset="?utf-8"?\s*\/?>/i;
  if (!charset.test(html)) throw new Error('the page has no <meta charset="utf-8">');
  return html
    .replace(policyMeta, '')
    .replace(
      charset,
      (tag) => `${tag}<meta http-equiv="Content-Security-Policy" content="${meta}"/>`,
    );
}

/**
 * Gives every HTML file of `folder` the hashes of its own inline code, in its <meta> and in its
 * rule in `folder/_headers` (a file without a rule, such as Next.js's copies of the 404 page at
 * /404/, gets the 404 page's headers), and writes every rule's policy to .nginx-csp.conf.
 * @param {string} folder
 */
export function writePolicies(folder) {
  const headersPath = join(folder, '_headers');
  if (!existsSync(headersPath)) throw new Error(`No ${headersPath}: run "next build" first.`);
  const text = readFileSync(headersPath, 'utf8');
  const rules = parseHeadersFile(text);
  const notFound = rules.find((rule) => rule.path === '/404.html');
  const pages = htmlFiles(folder);
  for (const file of pages) {
    const path = file.replace(/\/index\.html$/, '/');
    let rule = rules.find((candidate) => candidate.path === path);
    if (!rule && notFound) rules.push((rule = { path, headers: { ...notFound.headers } }));
    const base = rule?.headers['Content-Security-Policy'];
    if (!rule || !base) throw new Error(`${headersPath} gives ${path} no Content-Security-Policy`);
    const html = readFileSync(join(folder, file), 'utf8');
    const policy = withHashes(base, inlineCode(html.replace(policyMeta, '')));
    writeFileSync(join(folder, file), withPolicyMeta(html, policy));
    rule.headers['Content-Security-Policy'] = policy;
  }
  writeFileSync(headersPath, formatHeadersFile(rules, text.match(/^# (.*)$/m)?.[1] ?? ''));
  const map = rules.flatMap(({ path, headers }) => {
    const policy = headers['Content-Security-Policy'];
    // nginx's $uri is /menu/index.html once the index is found, /404.html for unknown paths.
    const uris = new Set([path, path.endsWith('/') ? `${path}index.html` : path]);
    return policy ? [...uris].map((uri) => `    "${uri}" "${policy}";`) : [];
  });
  // The map deploy/nginx.conf includes; its variable is the one that file sends.
  const nginx = ['map $uri $cpc_cafe_csp {', '    default "";', ...map, '}', ''].join('\n');
  writeFileSync(join(folder, '.nginx-csp.conf'), `# Written by scripts/csp.mjs.\n${nginx}`);
  return pages.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = process.argv[2] ?? 'out';
  console.log(`CSP: ${writePolicies(folder)} HTML files in ${folder}/ allow only their own code.`);
}
