import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// Content flows one way: lib/ and components/ read data/, and data/ (the content files' schema and
// typed views) reads nothing of theirs, so the build's check and the editor need no site code.
const root = join(__dirname, '..');
const allowed = ['data', 'content'];

/** Every module a file names: `from '…'`, `import '…'`, `import('…')` or `require('…')`. */
function modulesNamed(text: string): string[] {
  return [...text.matchAll(/\b(?:from|import|require)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1]!,
  );
}

/** The top folder a module of `file` lies in, or null for a package. */
function folderOf(file: string, module: string): string | null {
  if (module.startsWith('@/')) return module.slice(2).split('/')[0]!;
  if (!module.startsWith('.')) return null;
  return relative(root, resolve(dirname(file), module)).split(sep)[0]!;
}

test('no file in data/ imports from lib/, components/ or any folder but data/ and content/', () => {
  const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mjs|js)$/.test(name))
    .map((name) => join(__dirname, name));
  expect(files.length).toBeGreaterThan(0);
  const wrong = files.flatMap((file) =>
    modulesNamed(readFileSync(file, 'utf8'))
      .filter((module) => {
        const folder = folderOf(file, module);
        return folder !== null && !allowed.includes(folder);
      })
      .map((module) => `${relative(root, file)} imports ${module}`),
  );
  expect(wrong).toEqual([]);
});
