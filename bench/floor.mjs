// The framework floor: the smallest app this Next.js setup can export (one heading, one client
// island), built with the project's own node_modules so that it costs what Next.js itself costs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cacheControl,
  contentSecurityPolicy,
  policyText,
  securityHeaders,
} from '../lib/security-headers.ts';
import { writePolicies } from '../scripts/csp.mjs';
import { formatHeadersFile } from '../scripts/headers-file.mjs';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
export const floorDir = join(root, 'bench', '.floor');

const files = {
  'app/layout.tsx': `export const metadata = {
  title: 'Framework floor',
  description: 'The smallest page this Next.js setup exports, as a baseline for the benchmark.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  // An icon as the site has one, so that the browser's request for /favicon.ico finds no 404.
  'app/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#8a3f19"/></svg>
`,
  'app/page.tsx': `import { Counter } from './counter';

export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <Counter />
    </main>
  );
}
`,
  'app/counter.tsx': `'use client';

import { useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}
`,
  // Turbopack only reads files under its root; the project root holds the node_modules used here.
  'next.config.mjs': `export default {
  output: 'export',
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: ${JSON.stringify(root)} },
};
`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'dom.iterable', 'esnext'],
        strict: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        isolatedModules: true,
        jsx: 'react-jsx',
        skipLibCheck: true,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
      exclude: ['node_modules'],
    },
    null,
    2,
  )}\n`,
};

/** @returns {string} */
function nextVersion() {
  const require = createRequire(join(root, 'package.json'));
  return JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')).version;
}

/**
 * Writes and exports the floor app into bench/.floor/out, unless an export of these exact files
 * with this exact Next.js version is already there. Returns the export folder and the version.
 */
/** @returns {{ out: string, version: string }} */
export function buildFloor() {
  const version = nextVersion();
  const stamp = createHash('sha256').update(JSON.stringify({ version, files })).digest('hex');
  const out = join(floorDir, 'out');
  const stampFile = join(out, '.bench-stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return { out, version };

  rmSync(floorDir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(floorDir, name)), { recursive: true });
    writeFileSync(join(floorDir, name), text);
  }
  console.log(`Building the framework floor (Next.js ${version}) in bench/.floor/ ...`);
  const result = spawnSync(join(root, 'node_modules', '.bin', 'next'), ['build', floorDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('The framework floor did not build.');
  writeFileSync(stampFile, stamp);
  return { out, version };
}

/**
 * Gives the floor's export the headers this site's host sends (lib/security-headers.ts, with the
 * floor's own inline code hashed into its policy, as scripts/csp.mjs does for the site), so that
 * both are served alike and the comparison measures the pages, not the host. They matter:
 * Cross-Origin-Opener-Policy alone makes Chromium give the page a renderer of its own, which a
 * first visit pays for in its paint.
 * @param {string} out
 */
export function hostFloor(out) {
  const rules = [
    { path: '/*', headers: securityHeaders() },
    { path: '/_next/static/*', headers: { 'Cache-Control': cacheControl.immutable } },
    {
      path: '/',
      headers: {
        'Content-Security-Policy': policyText(contentSecurityPolicy()),
        'Cache-Control': cacheControl.page,
      },
    },
  ];
  writeFileSync(join(out, '_headers'), formatHeadersFile(rules, "The site's host headers."));
  writePolicies(out);
}
