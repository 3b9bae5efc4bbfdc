// Runs after `next build`, before scripts/csp.mjs: a first visit paints from the HTML alone.
// Each exported page's render-blocking <link rel="stylesheet"> becomes a <style> holding the rules
// of that stylesheet the page's HTML can use (rules for classes it never names are left out, which
// keeps every route's HTML within one round trip), and the link moves to the end of the body, where
// it holds back no content: every state and page reached afterwards is styled by the whole file.
// scripts/csp.mjs then hashes the <style>.
// Usage: node scripts/inline-css.mjs [folder=out]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const stylesheetLink = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+\.css)"[^>]*>/gi;

/** @typedef {{ prelude: string, body: string }} CssBlock */

/**
 * The top-level blocks of minified CSS: `prelude{body}`, with nested braces kept in the body.
 * @param {string} css
 * @returns {CssBlock[]}
 */
export function cssBlocks(css) {
  /** @type {CssBlock[]} */
  const blocks = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    let depth = 1;
    let end = open + 1;
    for (; end < css.length && depth > 0; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}') depth--;
    }
    if (depth > 0) throw new Error(`unbalanced braces in CSS after "${css.slice(at, open)}"`);
    blocks.push({ prelude: css.slice(at, open).trim(), body: css.slice(open + 1, end - 1) });
    at = end;
  }
  return blocks;
}

/**
 * The class names a selector needs, unescaped (`.md\:flex` needs "md:flex").
 * @param {string} selector
 * @returns {string[]}
 */
export function selectorClasses(selector) {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = '']) =>
    name.replace(/\\(.)/g, '$1'),
  );
}

/**
 * `text` split at each `separator` that stands outside brackets, strings and escapes: the commas
 * of a selector list (not those inside :is(...) or escaped in `.grid-cols-\\[repeat\\(2\\,1fr\\)\\]`),
 * the semicolons of a rule body (not those inside `url("data:a;b")`).
 * @param {string} text
 * @param {',' | ';'} separator
 * @returns {string[]}
 */
export function splitOutside(text, separator) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  /** @type {string | null} */
  let quote = null;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '\\') at++;
    else if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * `css` with each style rule given by `rewrite` (an empty string drops it). Conditional group rules
 * (@media, @supports) are rewritten inside and dropped when that leaves them empty; other at-rules
 * (@keyframes, @font-face) are kept whole.
 * @param {string} css
 * @param {(prelude: string, body: string) => string} rewrite
 * @returns {string}
 */
function rewriteStyleRules(css, rewrite) {
  return cssBlocks(css)
    .map(({ prelude, body }) => {
      if (/^@(media|supports|layer|container)\b/i.test(prelude)) {
        const inner = rewriteStyleRules(body, rewrite);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return `${prelude}{${body}}`;
      return rewrite(prelude, body);
    })
    .join('');
}

/**
 * The rules of `css` whose selectors pass `keep` (a rule keeps the selectors that pass).
 * @param {string} css
 * @param {(selector: string) => boolean} keep
 * @returns {string}
 */
export function keptCss(css, keep) {
  return rewriteStyleRules(css, (prelude, body) => {
    const selectors = splitOutside(prelude, ',').filter(keep);
    return selectors.length > 0 ? `${selectors.join(',')}{${body}}` : '';
  });
}

/** @typedef {{ words: Set<string>, elements: Set<string> }} PageWords */

/**
 * What a page can paint with: the words of its class attributes and of the payload for the client
 * (split at spaces, quotes and backslashes, so `class="a b"` and `\"className\":\"a b\"` both
 * give a and b), and the elements in its markup or in that payload (`\"$\",\"textarea\"`).
 * @param {string} html
 * @returns {PageWords}
 */
export function pageWords(html) {
  const elements = new Set(
    [...html.matchAll(/<([a-z][\w-]*)/gi), ...html.matchAll(/\\"\$\\",\\"([a-z][\w-]*)\\"/gi)].map(
      ([, name = '']) => name.toLowerCase(),
    ),
  );
  return { words: new Set(html.split(/[\s"'\\]+/)), elements };
}

/**
 * The element types a selector needs (`input:where([type=button])` needs input), lower-cased.
 * @param {string} selector
 * @returns {string[]}
 */
export function selectorElements(selector) {
  let bare = selector.replace(/\\./g, '_').replace(/\[[^\]]*\]/g, '');
  // Arguments of :where(), :not() and the like may name elements they do not need.
  while (/\([^()]*\)/.test(bare)) bare = bare.replace(/\([^()]*\)/g, '');
  return [...bare.matchAll(/(?:^|[\s>+~])([a-z][\w-]*)/gi)].map(([, name = '']) =>
    name.toLowerCase(),
  );
}

/**
 * Whether the first paint of a page can need the selector: every class it names is a word of the
 * page and every element it names is in it (a rule too many is harmless, one missing would paint
 * unstyled), and it does not wait for a pointer (:hover, :active), which only comes after the
 * whole stylesheet has.
 * @param {string} selector
 * @param {PageWords} page
 */
export function paintsFirst(selector, page) {
  if (/:(hover|active)\b/.test(selector)) return false;
  return (
    selectorClasses(selector).every((name) => page.words.has(name)) &&
    selectorElements(selector).every((name) => page.elements.has(name))
  );
}

/**
 * `css` without the custom properties nothing in `readIn` reads (Tailwind sets some forty --tw-* on
 * every element; a page's first paint reads a few), and without the rules that leaves empty.
 * @param {string} css
 * @param {string} [readIn]
 * @returns {string}
 */
export function withoutUnreadProperties(css, readIn = css) {
  /** @param {string} part */
  const unread = (part) => {
    const name = /^\s*(--[\w-]+)\s*:/.exec(part)?.[1];
    return name !== undefined && !readIn.includes(`var(${name}`);
  };
  return rewriteStyleRules(css, (prelude, body) => {
    const kept = splitOutside(body, ';').filter((part) => part.trim() !== '' && !unread(part));
    return kept.length > 0 ? `${prelude}{${kept.join(';')}}` : '';
  });
}

/**
 * The page with each same-site stylesheet link replaced by a <style> of the rules its first paint
 * can need, and the link itself moved to the end of the body, after everything it would have held
 * back: the whole file still loads with the page, and React, finding it there, commits hydration
 * at once instead of waiting for it (events typed in that wait would be lost).
 * `readStylesheet` gets the link's href and returns the file's text.
 * @param {string} html
 * @param {(href: string) => string} readStylesheet
 */
export function withInlineCss(html, readStylesheet) {
  /** @type {string[]} */
  const moved = [];
  const words = pageWords(html);
  const inlined = html.replace(stylesheetLink, (link, /** @type {string} */ href) => {
    const css = withoutUnreadProperties(
      keptCss(readStylesheet(href), (selector) => paintsFirst(selector, words)),
    );
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style" and cannot be inlined`);
    moved.push(link);
    return `<style data-precedence="next">${css}</style>`;
  });
  if (moved.length === 0) return html;
  const end = inlined.lastIndexOf('</body>');
  if (end < 0) throw new Error('page has no </body>');
  return inlined.slice(0, end) + moved.join('') + inlined.slice(end);
}

/**
 * @param {string} folder
 * @param {string} [base]
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
 * Inlines the CSS of every page in `folder`; returns each changed page with its inline CSS size.
 * @param {string} folder
 */
export function inlinePages(folder) {
  /** @param {string} href */
  const read = (href) => {
    // The href carries the base path (/repo/_next/...); the file sits under out/_next/.
    const at = href.indexOf('/_next/');
    if (at < 0) throw new Error(`stylesheet ${href} is not one of the build's files`);
    return readFileSync(join(folder, decodeURIComponent(href.slice(at))), 'utf8');
  };
  const pages = [];
  for (const file of htmlFiles(folder)) {
    const html = readFileSync(join(folder, file), 'utf8');
    const updated = withInlineCss(html, read);
    if (updated === html) continue;
    writeFileSync(join(folder, file), updated);
    const css = [...updated.matchAll(/<style data-precedence="next">([\s\S]*?)<\/style>/g)]
      .map(([, body]) => body)
      .join('');
    pages.push({
      file,
      cssBytes: Buffer.byteLength(css),
      cssGzBytes: gzipSync(css, { level: 9 }).length,
    });
  }
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = process.argv[2] ?? 'out';
  const pages = inlinePages(folder);
  const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
  for (const { file, cssBytes, cssGzBytes } of pages) {
    console.log(`  ${file}: ${kb(cssBytes)} KB of CSS inline (${kb(cssGzBytes)} KB gzipped)`);
  }
  console.log(
    `CSS: ${pages.length} pages in ${folder}/ carry their CSS inline, with no render-blocking stylesheet.`,
  );
}
