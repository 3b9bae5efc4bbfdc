// Runs after `next build`, before scripts/csp.mjs: a first visit paints from the HTML alone.
// Beasties inlines the rules of the stylesheet that each exported page's own markup uses, and moves
// the <link rel="stylesheet"> to the end of the body, where it blocks no paint but still styles
// every later state; React finds the link there and hydrates at once. scripts/csp.mjs then hashes
// the inlined <style>.
// Usage: node scripts/critical-css.mjs [folder=out]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { htmlFiles } from './out.mjs';

/**
 * Inlines the critical CSS of every page in `folder`.
 * @param {string} folder
 */
export async function inlineCriticalCss(folder) {
  const beasties = new Beasties({
    path: resolve(folder),
    // A project site under /<repository>/ links /<repository>/_next/...; the files sit in _next/.
    publicPath: `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/`,
    preload: 'body',
    fonts: false,
    logLevel: 'warn',
  });
  const files = htmlFiles(folder);
  for (const file of files) {
    const path = join(folder, file);
    writeFileSync(path, await beasties.process(readFileSync(path, 'utf8')));
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = process.argv[2] ?? 'out';
  const files = await inlineCriticalCss(folder);
  console.log(
    `Critical CSS: ${files.length} pages in ${folder}/ paint without waiting for a stylesheet.`,
  );
}
