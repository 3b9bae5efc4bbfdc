// The build's last step, after scripts/csp.mjs (the pages are final then): writes out/sw.js, the service worker of
// worker/sw.ts bundled by esbuild with Serwist, and with the list of files it precaches, each with
// a revision (the hash of its content; none for /_next/static/, whose names carry theirs) so that a
// new build replaces exactly what changed. Which files, and how each request is answered, are the
// rules of lib/offline/offline.ts.
// Usage: tsx scripts/service-worker.mjs [folder=out] (tsx, to read the rules in lib/ as they are)
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getManifest } from '@serwist/build';
import { build } from 'esbuild';
import { hasHashedName, isPrecached, serviceWorkerFile } from '../lib/offline/offline.ts';
import { basePath, imageHost } from '../lib/site/site.ts';
import { markComplete } from './out.mjs';

const root = resolve(import.meta.dirname, '..');

/** @typedef {{ isPrecached: (url: string) => boolean, hasHashedName: (url: string) => boolean, basePath: string }} PrecacheRules */

/**
 * The precache list of the exported site in `folder`.
 * @param {string} folder
 * @param {PrecacheRules} rules
 */
export async function precacheEntries(folder, rules) {
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: folder,
    globPatterns: ['**/*'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries
          .filter((entry) => rules.isPrecached(entry.url))
          .map((entry) => ({
            ...entry,
            url: `${rules.basePath}/${entry.url}`,
            revision: rules.hasHashedName(entry.url) ? null : entry.revision,
          })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length > 0) throw new Error(`Service worker: ${warnings.join('; ')}`);
  return manifestEntries ?? [];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = resolve(process.argv[2] ?? 'out');
  const rules = { isPrecached, hasHashedName, basePath };
  const entries = await precacheEntries(folder, rules);
  await build({
    entryPoints: [join(root, 'worker/sw.ts')],
    outfile: join(folder, serviceWorkerFile),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      'self.__SW_MANIFEST': JSON.stringify(entries),
      SITE: JSON.stringify({ basePath, imageOrigin: new URL(imageHost).origin }),
      'process.env.NODE_ENV': '"production"',
    },
  });
  markComplete(folder);
  console.log(
    `Service worker: ${relative(root, folder) || '.'}/${serviceWorkerFile} precaches ${entries.length} files.`,
  );
}
