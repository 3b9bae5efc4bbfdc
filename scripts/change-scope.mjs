// Which tests a push needs, by its changes since the last published commit: "stock" when they are
// only content/stock.json (no build: the stock is checked and swapped into the published site,
// lib/stock/stock.ts), "content" when they are only the owner's files in content/, their photos included (npm run test:content:
// what a content change can break, in minutes), "full" otherwise (npm test). The GitHub workflow
// asks it.
// Usage: node scripts/change-scope.mjs <last published commit> [head commit=HEAD]
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

// The owner's files: the content files, and the photos the editor uploads (data/photos.ts).
const contentFile = /^content\/(?:[^/]+\.json|photos\/[^/]+)$/;

/** @param {string} file */
const isContent = (file) => contentFile.test(file);

/**
 * The scope of a change to `files` (paths from the repository's root); no files, or files not
 * known, take the full run.
 * @param {string[] | undefined} files
 * @returns {'stock' | 'content' | 'full'}
 */
export function changeScope(files) {
  if (!files || files.length === 0) return 'full';
  if (files.every((file) => file === 'content/stock.json')) return 'stock';
  return files.every(isContent) ? 'content' : 'full';
}

/**
 * The files changed from `base` to `head` in the clone at `cwd`, or undefined when git cannot tell
 * (a first push, a base the clone does not hold).
 * @param {string} base
 * @param {string} head
 * @param {string} [cwd]
 */
export function changedFiles(base, head, cwd) {
  if (!base || /^0+$/.test(base)) return undefined;
  try {
    const names = execFileSync('git', ['diff', '--name-only', base, head], { cwd, stdio: 'pipe' });
    return names.toString().split('\n').filter(Boolean);
  } catch {
    return undefined;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [base = '', head = 'HEAD'] = process.argv.slice(2);
  console.log(changeScope(changedFiles(base, head)));
}
