// The deterministic figures of a page: what a first visit downloads, read from the exported HTML.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {object} PageSizes
 * @property {number} jsGzKB
 * @property {number} jsKB
 * @property {{ src: string, kb: number, gzKB: number }[]} jsFiles
 * @property {string[]} externalScripts
 * @property {number} inlineGzKB
 * @property {number} htmlGzKB
 * @property {number} htmlKB
 */

/**
 * Gzipped size in KB at level 9, the same on every machine for the same bytes.
 * @param {Buffer} bytes
 */
export function gzipKB(bytes) {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

/** @param {string} tag */
function attributes(tag) {
  /** @type {Record<string, string>} */
  const found = {};
  for (const [, name = '', , value = ''] of tag.matchAll(
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
 * @param {string} out
 * @param {string} route
 * @returns {PageSizes}
 */
export function measurePage(out, route) {
  const htmlFile = join(out, route, 'index.html');
  if (!existsSync(htmlFile)) throw new Error(`${htmlFile} is missing: is ${route} exported?`);
  const html = readFileSync(htmlFile, 'utf8');

  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {string[]} */
  const external = [];
  /** @type {string[]} */
  const inline = [];
  for (const [, tag = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(tag);
    if (attrs.src !== undefined) {
      if ('nomodule' in attrs) continue;
      scripts.add(attrs.src);
    } else if (!/^(application\/(ld\+)?json|importmap)$/i.test(attrs.type ?? '')) {
      inline.push(body);
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (
      /\b(preload|modulepreload)\b/i.test(attrs.rel ?? '') &&
      attrs.as === 'script' &&
      attrs.href
    ) {
      scripts.add(attrs.href);
    }
  }
  for (const body of inline) {
    // Turbopack's runtime names chunks without the /_next/ prefix ("static/chunks/x.js").
    for (const [, path] of body.matchAll(/(?<![\w.-])(?:\/_next\/)?(static\/[\w./-]+?\.js)\b/g)) {
      scripts.add(`/_next/${path}`);
    }
  }

  /** @type {PageSizes['jsFiles']} */
  const files = [];
  let jsBytes = 0;
  let jsGz = 0;
  for (const src of [...scripts].sort()) {
    if (/^(https?:)?\/\//i.test(src)) {
      external.push(src);
      continue;
    }
    const path = decodeURIComponent(src.split(/[?#]/)[0] ?? src);
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

/**
 * Measures each of `routes` in the folder `out`.
 * @param {string} out
 * @param {readonly string[]} routes
 * @returns {Record<string, PageSizes>}
 */
export function measureRoutes(out, routes) {
  return Object.fromEntries(routes.map((route) => [route, measurePage(out, route)]));
}
