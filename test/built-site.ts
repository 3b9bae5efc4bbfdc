import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { basePath } from '../lib/site/site';

// The site as `npm run build` exported it into out/, for the tests that read its markup.

const out = resolve('out');

/**
 * The file a static host serves for an address: a page's index.html, or the file itself. An
 * address under the site's base path (a link of a build for /cpc-cafe/) is read without it.
 */
export function builtPath(address: string): string {
  const underBase = basePath !== '' && address.startsWith(`${basePath}/`);
  const path = (underBase ? address.slice(basePath.length) : address).split('?')[0] ?? '';
  const file = join(out, path.endsWith('/') ? `${path}index.html` : path);
  if (!existsSync(join(out, 'index.html'))) throw new Error('No out/: run "npm run build" first');
  return file;
}

export function builtFile(path: string): string {
  return readFileSync(builtPath(path), 'utf8');
}

export function builtBytes(path: string): Buffer {
  return readFileSync(builtPath(path));
}

const documents = new Map<string, Document>();

/**
 * The page at `path` as a browser parses it before any script runs (a test environment with a DOM:
 * `@jest-environment jsdom`).
 */
export function builtPage(path: string): Document {
  let page = documents.get(path);
  if (!page) {
    page = new DOMParser().parseFromString(builtFile(path), 'text/html');
    documents.set(path, page);
  }
  return page;
}

/** The text a reader sees in an element, its white space collapsed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
