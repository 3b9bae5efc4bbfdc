// The deterministic figures of a page: what a first visit downloads, read from the exported HTML.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped size in KB at level 9, the same on every machine for the same bytes. */
export function gzipKB(bytes) {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

function attributes(tag) {
  const found = {};
  for (const [, name, , value = ''] of tag.matchAll(
    /([a-zA-Z][\w:-]*)(\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g,
  )) {
    found[name.toLowerCase()] = value.replace(/^["']|["']$/g, '');
  }
  return found;
}

/**
 * Measures one exported route of the folder `out`: its HTML, the scripts that HTML makes the
 * browser fetch (script tags, script preloads, and the chunks named in the inline RSC payload,
 * which the runtime loads straight away), and its inline scripts. `noModule` scripts are left out:
 * no browser that runs this site downloads them.
 */
export function measurePage(out, route) {
  const htmlFile = join(out, route, 'index.html');
  if (!existsSync(htmlFile)) throw new Error(`${htmlFile} is missing: is ${route} exported?`);
  const html = readFileSync(htmlFile, 'utf8');

  const scripts = new Set();
  const external = [];
  const inline = [];
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(tag);
    if ('src' in attrs) {
      if ('nomodule' in attrs) continue;
      scripts.add(attrs.src);
    } else if (!/^(application\/(ld\+)?json|importmap)$/i.test(attrs.type ?? '')) {
      inline.push(body);
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (/\b(preload|modulepreload)\b/i.test(attrs.rel ?? '') && attrs.as === 'script') {
      scripts.add(attrs.href);
    }
  }
  for (const body of inline) {
    // Turbopack's runtime names chunks without the /_next/ prefix ("static/chunks/x.js").
    for (const [, path] of body.matchAll(/(?<![\w.-])(?:\/_next\/)?(static\/[\w./-]+?\.js)\b/g)) {
      scripts.add(`/_next/${path}`);
    }
  }

  const files = [];
  let jsBytes = 0;
  let jsGz = 0;
  for (const src of [...scripts].sort()) {
    if (/^(https?:)?\/\//i.test(src)) {
      external.push(src);
      continue;
    }
    const path = decodeURIComponent(src.split(/[?#]/)[0]);
    const bytes = readFileSync(join(out, path));
    const gz = gzipKB(bytes);
    files.push({ src: path, kb: bytes.length / 1024, gzKB: gz });
    jsBytes += bytes.length;
    jsGz += gz;
  }

  return {
    jsGzKB: jsGz,
    jsKB: jsBytes / 1024,
    jsFiles: files,
    externalScripts: external,
    inlineGzKB: inline.length ? gzipKB(Buffer.from(inline.join('\n'))) : 0,
    htmlGzKB: gzipKB(Buffer.from(html)),
    htmlKB: Buffer.byteLength(html) / 1024,
  };
}
