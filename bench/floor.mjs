// The framework floor: the smallest app this Next.js setup exports (a heading and one client
// component: a search box and a button), built in bench/.floor/ with the project's own Next.js and
// hosted as the site is, so that each route is read against what Next.js and the host cost by
// themselves, and the menu's keystroke and tap against a key typed and a tap on a tiny page.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePolicies } from '../scripts/csp.mjs';
import { formatHeadersFile, parseHeadersFile } from '../scripts/headers-file.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = join(root, 'bench/.floor');
// Turbopack reads files only under its root, which must hold the project's node_modules.
const nextConfig = { output: 'export', trailingSlash: true, turbopack: { root } };
const files = {
  'app/layout.jsx': `export const metadata = { title: 'Framework floor', description: 'Baseline.' };
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.jsx': `import { Controls } from './controls';
export default function Page() {
  return <main><h1>Framework floor</h1><Controls /></main>;
}
`,
  'app/controls.jsx': `'use client';
import { useEffect, useState } from 'react';
export function Controls() {
  const [count, setCount] = useState(0);
  const [query, setQuery] = useState('');
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <input type="search" aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>
    </>
  );
}
`,
  // The site has an icon: without one, the browser's request for /favicon.ico is an error logged.
  'app/icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>',
  'next.config.mjs': `export default ${JSON.stringify(nextConfig)};\n`,
};

/** Exports the floor into bench/.floor/out, unless these files were exported by this Next.js. */
export function buildFloor() {
  const { version } = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8'));
  const out = join(folder, 'out');
  const stamp = join(out, '.stamp');
  const built = createHash('sha256').update(JSON.stringify({ version, files })).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === built) return out;
  rmSync(folder, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  console.log(`Building the framework floor with Next.js ${version} in bench/.floor/ ...`);
  const { status } = spawnSync('node_modules/.bin/next', ['build', folder], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (status !== 0) throw new Error('The framework floor did not build.');
  writeFileSync(stamp, built);
  return out;
}

/**
 * Gives the floor's export the site's host headers (out/_headers' rules for every path, / and the
 * 404 page, which the floor has too) with its own inline code hashed into its policy. They change
 * what is measured: Cross-Origin-Opener-Policy alone gives the page a renderer of its own.
 * @param {string} out the floor's export
 */
export function hostFloor(out) {
  const site = parseHeadersFile(readFileSync('out/_headers', 'utf8'));
  const rules = site.filter(({ path }) => ['/*', '/', '/404.html'].includes(path));
  writeFileSync(join(out, '_headers'), formatHeadersFile(rules, "The site's host headers."));
  writePolicies(out);
}
