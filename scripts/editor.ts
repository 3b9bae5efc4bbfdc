// A build step, after next build: puts the owner's form editor in out/admin/. Sveltia CMS comes
// from node_modules (the version package.json pins; nothing is loaded from a CDN), with its fonts;
// its configuration is made from the content schema (lib/editor-config.ts), and its page script
// (lib/editor-config-page.ts: how each file is read and written, and the build's check before each
// save) is bundled here with the schema it runs. The editor is named for the cafe (content/cafe.json),
// with its logo. Where the editor saves
// comes from the environment: EDITOR_REPO ("owner/name"; GitHub Actions' GITHUB_REPOSITORY, or
// this checkout's origin, when unset), EDITOR_BRANCH (main) and EDITOR_AUTH_URL (the sign-in
// helper for "Sign In with GitHub"; docs/hosting.md).
// Usage: tsx scripts/editor.ts [folder=out]
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { cafe } from '../data/cafe';
import { basePath } from '../lib/base-path';
import { editorConfig, type EditorBackend } from '../lib/editor-config';
import { editorConfigProblems } from '../lib/editor-config-check';
import { editorFolder } from '../lib/offline';

const root = resolve(import.meta.dirname, '..');
const folder = join(resolve(process.argv[2] ?? 'out'), editorFolder);
const cms = join(root, 'node_modules/@sveltia/cms');

/** "owner/name" of the repository this checkout was cloned from, if it is on GitHub. */
function originRepo(): string | undefined {
  try {
    const url = execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: root,
      stdio: 'pipe',
    }).toString();
    return /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\s*$/.exec(url)?.[1];
  } catch {
    return undefined;
  }
}

const backend: EditorBackend = {
  repo:
    process.env.EDITOR_REPO || process.env.GITHUB_REPOSITORY || originRepo() || 'owner/repository',
  branch: process.env.EDITOR_BRANCH || 'main',
  authUrl: process.env.EDITOR_AUTH_URL || undefined,
};

mkdirSync(join(folder, 'fonts'), { recursive: true });
const page = readFileSync(join(root, 'admin/index.html'), 'utf8');
writeFileSync(
  join(folder, 'index.html'),
  page.replace(/<title>[^<]*<\/title>/, `<title>${escapedHtml(cafe.name)}</title>`),
);
writeFileSync(
  join(folder, 'sveltia-cms.js'),
  withLocalImmutable(readFileSync(join(cms, 'dist/sveltia-cms.js'), 'utf8')),
);
copyFileSync(
  createRequire(join(cms, 'package.json')).resolve('immutable/dist/immutable.es.js'),
  join(folder, 'immutable.es.js'),
);
buildSync({
  entryPoints: [join(root, 'lib/editor-config-page.ts')],
  outfile: join(folder, 'editor-page.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  logLevel: 'warning',
});

/**
 * The editor hands its event hooks (our check before each save) Immutable.js values, and loads the
 * library from a CDN the first time, which the editor's policy refuses: it then skips the hooks
 * and saves unchecked. Its one call that loads the library is pointed at the copy served beside it.
 */
function withLocalImmutable(script: string): string {
  const loads = /\b[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g;
  const found = script.match(loads)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `scripts/editor.ts: the editor's script loads Immutable.js in ${found} places, not 1; its check before each save would not run. Look at how this version of @sveltia/cms loads it.`,
    );
  }
  return script.replace(loads, 'import("./immutable.es.js")');
}

function escapedHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// The editor asks a CDN for its fonts, which the page's policy refuses: the same fonts, served
// here under the same names, take their place.
// Each face as the editor's own stylesheet declares it, so that ours is the one the browser picks.
const faces: Record<string, { family: string; weight: string; display: string }> = {
  'source-sans-3': { family: 'Source Sans 3', weight: '200 900', display: 'swap' },
  'noto-mono': { family: 'Noto Mono', weight: '400', display: 'swap' },
  'material-symbols-outlined': {
    family: 'Material Symbols Outlined',
    weight: '400',
    display: 'block',
  },
};
const fontFaces = readdirSync(join(cms, 'npm/assets'))
  .filter((file) => file.endsWith('.woff2'))
  .flatMap((file) => {
    const face = Object.entries(faces).find(([prefix]) => file.startsWith(`${prefix}-`))?.[1];
    if (!face) return [];
    copyFileSync(join(cms, 'npm/assets', file), join(folder, 'fonts', file));
    const format = file.includes('-wght-') ? 'woff2-variations' : 'woff2';
    return [
      `@font-face { font-family: '${face.family}'; font-style: normal; font-weight: ${face.weight}; font-display: ${face.display}; src: url(fonts/${file}) format('${format}'); }`,
    ];
  });
writeFileSync(join(folder, 'fonts.css'), `${fontFaces.join('\n')}\n`);

// YAML takes JSON as it is: the configuration is written as JSON, which needs no YAML writer.
const branding = { name: cafe.name, logo: `${basePath}/logo.svg` };
const config = editorConfig(backend, branding);
// The editor shows nothing but "an error in the CMS configuration" for one it refuses: the build
// stops first, saying where.
const configProblems = editorConfigProblems(config);
if (configProblems.length > 0) {
  throw new Error(
    `scripts/editor.ts: the editor would refuse its configuration:\n- ${configProblems.join('\n- ')}`,
  );
}
writeFileSync(join(folder, 'config.yml'), `${JSON.stringify(config, null, 2)}\n`);
console.log(`Editor: ${editorFolder}/ edits content/ of ${backend.repo} (${backend.branch}).`);
