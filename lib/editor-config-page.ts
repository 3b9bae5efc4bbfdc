import { z } from 'zod';
import { contentSchemas, type ContentFile } from '@/data/schema';
import { contentFolder } from './content-check';
import { editorFiles } from './editor-config';
import { fileText, formValue, saveRefusals, type Files } from './editor-config-save';

// The editor's own page script, after Sveltia CMS (admin/index.html): bundled by scripts/editor.ts
// into out/admin/editor-page.js. It reads and writes every file of content/ as the site does
// (lib/editor-config-save.ts) and refuses, before anything is saved, a save the build would refuse.

// The editor page's policy allows no eval, which zod would otherwise try for speed.
z.config({ jitless: true });

type Immutable = { toJS(): unknown };
type Cms = {
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): unknown; toFile(value: Record<string, unknown>): string },
  ): void;
  registerEventListener(listener: {
    name: 'preSave';
    handler(args: { entry: { get(key: string): unknown } }): Promise<void>;
  }): void;
};
type Backend = { name: string; repo?: string; branch?: string };

const cms = (window as unknown as { CMS: Cms }).CMS;
const files = Object.keys(contentSchemas) as ContentFile[];

for (const file of files) {
  cms.registerCustomFormat(editorFiles[file].format, 'json', {
    fromFile: (text) => formValue(file, text),
    toFile: (value) => fileText(file, value as Parameters<typeof fileText>[1]),
  });
}

/** The backend the editor saves to, as its configuration names it. */
async function editorBackend(): Promise<Backend> {
  const config = (await (await fetch('config.yml', { cache: 'no-store' })).json()) as {
    backend: Backend;
  };
  return config.backend;
}

/** The text of content/`file` in Sveltia's test backend, which keeps it in the browser's storage. */
async function testRepositoryFile(file: ContentFile): Promise<string> {
  const root = await navigator.storage.getDirectory();
  const repository = await root.getDirectoryHandle('sveltia-cms-test');
  const folder = await repository.getDirectoryHandle(contentFolder);
  return (await (await folder.getFileHandle(file)).getFile()).text();
}

/** The text of content/`file` on the branch the editor saves to, read with the owner's sign-in. */
async function gitHubFile({ repo, branch }: Backend, file: ContentFile): Promise<string> {
  const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? '{}') as { token?: string };
  const response = await fetch(
    `https://api.github.com/repos/${repo}/contents/${contentFolder}/${file}?ref=${encodeURIComponent(branch ?? 'main')}`,
    {
      cache: 'no-store',
      headers: {
        Accept: 'application/vnd.github.raw+json',
        ...(user.token && { Authorization: `token ${user.token}` }),
      },
    },
  );
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${file}`);
  return response.text();
}

/** Every file of content/ as the repository holds it now, before this save. */
async function repositoryFiles(): Promise<Files> {
  const backend = await editorBackend();
  const read = (file: ContentFile) =>
    backend.name === 'test-repo' ? testRepositoryFile(file) : gitHubFile(backend, file);
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, await read(file)])),
  ) as Files;
}

/**
 * The editor shows a failed save's message under its own words in an alert: this is how a hook
 * stops a save with a sentence of its own (Sveltia CMS, toolbar.svelte: `saving_failed`).
 */
function refused(sentences: string[]): Error {
  return new Error('saving_failed', { cause: new Error(`Not saved. ${sentences.join(' ')}`) });
}

/**
 * The form's value without the fields left empty, as the editor writes it to the file
 * (omit_empty_optional_fields): a price left blank is a dish with no price, as the build reads it.
 */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null && field !== undefined && field !== '')
      .map(([name, field]) => [name, withoutEmpty(field)]),
  );
}

cms.registerEventListener({
  name: 'preSave',
  async handler({ entry }) {
    const path = String(entry.get('path'));
    const file = files.find((name) => path === `${contentFolder}/${name}`);
    if (!file) return;
    const data = withoutEmpty((entry.get('data') as Immutable).toJS()) as Record<string, never>;
    const text = fileText(file, data);
    const problems = saveRefusals(await repositoryFiles(), file, text);
    if (problems.length > 0) throw refused(problems);
  },
});
