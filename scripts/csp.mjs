// Runs after `next build`: gives every exported page a Content-Security-Policy <meta> that allows
// only the inline scripts that page holds, by their sha256 hashes. The rest of the policy is the one
// the build wrote to out/_headers from lib/security-headers.ts, so the image host and every other
// source come from the same place as the site itself, NEXT_PUBLIC_IMAGE_HOST and .env files included.
// Usage: node scripts/csp.mjs [folder=out]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Browsers ignore these in a <meta> policy and say so in the console; the header carries them.
const headerOnly = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);
const metaPattern = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;

/** The header policy of the `/*` rule in a Netlify/Cloudflare Pages `_headers` file. */
export function headerPolicy(headersFile) {
  let inAllPaths = false;
  for (const line of headersFile.split('\n')) {
    if (/^\S/.test(line)) inAllPaths = line.trim() === '/*';
    const header = line.match(/^\s+Content-Security-Policy:\s*(.+)$/i);
    if (inAllPaths && header?.[1]) return header[1].trim();
  }
  throw new Error('out/_headers has no Content-Security-Policy for /*');
}

/**
 * The text of each inline script, as the HTML parser hands it to the browser's hash check. Data
 * blocks such as JSON-LD are included: they never run, and an extra hash costs nothing.
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    scripts.push(body.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

export function sha256Source(script) {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The header policy, narrowed for one page: script-src lists that page's own scripts only. */
export function pagePolicy(policy, scripts) {
  const hashes = [...new Set(scripts.map(sha256Source))];
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !headerOnly.has(directive.split(/\s+/)[0]))
    .map((directive) =>
      directive.split(/\s+/)[0] === 'script-src'
        ? ["script-src 'self'", ...hashes].join(' ')
        : directive,
    )
    .join('; ');
}

/** The page with its policy <meta> placed before anything that could load or run. */
export function withPolicyMeta(html, policy) {
  const clean = html.replace(metaPattern, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(policy, inlineScripts(clean))}"/>`;
  // After the charset, which browsers look for in the first 1024 bytes.
  const charset = clean.match(/<meta charset="?utf-8"?\s*\/?>/i);
  if (charset?.index !== undefined) {
    const at = charset.index + charset[0].length;
    return clean.slice(0, at) + meta + clean.slice(at);
  }
  const head = clean.match(/<head\b[^>]*>/i);
  if (head?.index === undefined) throw new Error('page has no <head>');
  const at = head.index + head[0].length;
  return clean.slice(0, at) + meta + clean.slice(at);
}

function htmlFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = process.argv[2] ?? 'out';
  const headersPath = join(folder, '_headers');
  if (!existsSync(headersPath)) {
    console.error(`No ${headersPath}: run "next build" first (app/%5Fheaders/route.ts writes it).`);
    process.exit(1);
  }
  const policy = headerPolicy(readFileSync(headersPath, 'utf8'));
  const pages = htmlFiles(folder);
  let hashed = 0;
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const updated = withPolicyMeta(html, policy);
    hashed += inlineScripts(updated).length;
    if (updated !== html) writeFileSync(page, updated);
  }
  console.log(
    `CSP: ${pages.length} pages in ${folder}/ now allow only their own ${hashed} inline scripts.`,
  );
}
