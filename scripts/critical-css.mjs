// After `next build`, before scripts/csp.mjs (which hashes the <style>): Beasties inlines the rules
// each page's markup uses (and the root's few, which it cannot match) and moves the stylesheet link
// to the end of the body, where it blocks no paint and styles later states. Usage: [folder=out]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Beasties from 'beasties';
import { htmlFiles } from './out.mjs';

const folder = process.argv[2] ?? 'out';
const beasties = new Beasties({
  path: resolve(folder),
  // A project site under /<repository>/ links /<repository>/_next/...; the files sit in _next/.
  publicPath: `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/`,
  preload: 'body',
  allowRules: [/^html\b/],
  fonts: false,
  logLevel: 'warn',
});
const files = htmlFiles(folder).map((file) => join(folder, file));
for (const path of files) writeFileSync(path, await beasties.process(readFileSync(path, 'utf8')));
console.log(`Critical CSS: ${files.length} pages in ${folder}/ paint with their HTML alone.`);
