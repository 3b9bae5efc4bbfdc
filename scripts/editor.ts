// A build step, after next build: puts the owner's form editor in out/admin/. Sveltia CMS comes
// from node_modules (the version package.json pins; nothing is loaded from a CDN), with its fonts;
// its configuration is made from the content schema (lib/editor/config.ts), and its page script
// (lib/editor/page.ts: how each file is read and written, and the build's check before each
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
import { basePath } from '../lib/site/base-path';
import { editorConfig, type EditorBackend } from '../lib/editor/config';
import { editorConfigProblems } from '../lib/editor/config-check';
import { editorFolder } from '../lib/offline/offline';

const root = resolve(import.meta.dirname, '..');
const folder = join(resolve(process.argv[2] ?? 'out'), editorFolder);
const cms = join(root, 'node_modules/@sveltia/cms');
/** Where the editor reads its newest version from: beside it. */
const versionFile = 'sveltia-cms-version.json';

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

// The editor's own stylesheet asks a CDN for its fonts, which the page's policy refuses: the same
// fonts, from the package, are served here and its stylesheet names these copies.
const fonts = readdirSync(join(cms, 'npm/assets')).filter((file) => file.endsWith('.woff2'));
for (const file of fonts) copyFileSync(join(cms, 'npm/assets', file), join(folder, 'fonts', file));

// The editor asks a CDN which version of it is newest, to offer an update: the version here is the
// one package.json pins, and it answers with that.
const { version } = JSON.parse(readFileSync(join(cms, 'package.json'), 'utf8')) as {
  version: string;
};
writeFileSync(join(folder, versionFile), `${JSON.stringify({ version })}\n`);

const page = readFileSync(join(root, 'admin/index.html'), 'utf8');
writeFileSync(
  join(folder, 'index.html'),
  page.replace(/<title>[^<]*<\/title>/, `<title>${escapedHtml(cafe.name)}</title>`),
);
writeFileSync(
  join(folder, 'sveltia-cms.js'),
  servedLocally(readFileSync(join(cms, 'dist/sveltia-cms.js'), 'utf8')),
);
copyFileSync(
  createRequire(join(cms, 'package.json')).resolve('immutable/dist/immutable.es.js'),
  join(folder, 'immutable.es.js'),
);
buildSync({
  entryPoints: [join(root, 'lib/editor/page.ts')],
  outfile: join(folder, 'editor-page.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  logLevel: 'warning',
});

/**
 * The editor's script, with what it would fetch from a CDN (which the editor's policy refuses)
 * pointed at the copies served beside it: Immutable.js, which it hands its event hooks (our check
 * before each save: refused, it skips the hooks and saves unchecked), its fonts and its update
 * check. Each is found exactly where this version of @sveltia/cms has it, or the build stops.
 */
function servedLocally(script: string): string {
  const fontFile = (family: string) => {
    const file = fonts.find((name) => name.startsWith(`${family}-`));
    if (!file) throw new Error(`scripts/editor.ts: @sveltia/cms ships no font ${family}.`);
    return `fonts/${file}`;
  };
  const replacements: [
    what: string,
    from: RegExp,
    count: number,
    to: string | ((...found: string[]) => string),
  ][] = [
    [
      'loads Immutable.js',
      /\b[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g,
      1,
      'import("./immutable.es.js")',
    ],
    [
      'names its fonts',
      /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)[^)]*\.woff2/g,
      3,
      (_, family = '') => fontFile(family),
    ],
    ['asks for its newest version', /`\$\{[\w$]+\}\/package\.json`/g, 1, `\`${versionFile}\``],
  ];
  return replacements.reduce((text, [what, from, count, to]) => {
    const found = text.match(from)?.length ?? 0;
    if (found !== count) {
      throw new Error(
        `scripts/editor.ts: the editor's script ${what} in ${found} places, not ${count}. Look at how this version of @sveltia/cms does it.`,
      );
    }
    return text.replace(from, to as string);
  }, script);
}

function escapedHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

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
