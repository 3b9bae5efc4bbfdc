import { z } from 'zod';
import { cafe } from '@/data/cafe';
import { contentSchemas, stockSchema, type ContentFile, type Stock } from '@/data/schema';
import { contentFolder } from './content-check';
import { editorFiles } from './config';
import { asSaved, fileText, formValue, saveRefusals, type Files } from './save';
import { noteHeadBeforeSave, watchLastSave, watchSave } from './status-line';
import { stockAsRead, stockAsSaved } from './stock-format';

// The editor's own page script, after Sveltia CMS (admin/index.html): bundled by scripts/editor.ts
// into out/admin/editor-page.js. It reads and writes every file of content/ as the site does
// (lib/editor/save.ts), refuses, before anything is saved, a save the build would refuse,
// and asks before an entry of a list (a category, a dish) is removed, which the editor does not.

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
    name: 'preSave' | 'postSave';
    handler(args: { entry: { get(key: string): unknown } }): Promise<void>;
  }): void;
};
type Backend = { name: string; repo?: string; branch?: string };

const cms = (window as unknown as { CMS: Cms }).CMS;
const files = Object.keys(contentSchemas) as ContentFile[];

for (const file of files) {
  if (file === 'stock.json') continue;
  cms.registerCustomFormat(editorFiles[file].format, 'json', {
    fromFile: (text) => formValue(file, text),
    toFile: (value) => fileText(file, value as Parameters<typeof fileText>[1]),
  });
}

// The stock page reads past the marks that have ended and saves each sold out today with its end,
// by the hours the site was built with: no schedule has to take a mark out (lib/editor/stock-format.ts).
let stockRead: Stock = {};
cms.registerCustomFormat(editorFiles['stock.json'].format, 'json', {
  fromFile(text) {
    const parsed = stockSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return formValue('stock.json', text);
    stockRead = parsed.data;
    const shown = stockAsRead(parsed.data, Date.now(), cafe.hours.utcOffset);
    return formValue('stock.json', JSON.stringify(shown));
  },
  toFile(value) {
    const saved = asSaved(value) as Stock;
    return fileText('stock.json', stockAsSaved(saved, stockRead, Date.now(), cafe.hours));
  },
});

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

/** Why a save is refused when the other pages cannot be read to check it against. */
const unread =
  "The editor could not read the site's other pages to check this change against them: check the phone's connection and save again.";

/** At most this many of the build's sentences in one refusal: the first ones, on a phone. */
const sentencesShown = 3;

/**
 * The editor shows a failed save's message under its own words in an alert: this is how a hook
 * stops a save with a sentence of its own (Sveltia CMS, toolbar.svelte: `saving_failed`).
 */
function refused(sentences: string[]): Error {
  const more = sentences.length - sentencesShown;
  const message = [
    ...sentences.slice(0, sentencesShown),
    ...(more > 0 ? [`And ${more} more.`] : []),
  ].join('\n');
  inOwnersWords(message);
  return new Error('saving_failed', { cause: new Error(message) });
}

/**
 * The editor's alert calls any failed save "an error" and says to try again later, which for a
 * refused value is not so: once it shows our message, its title and first line say what happened.
 */
function inOwnersWords(message: string) {
  const observer = new MutationObserver(() => {
    const alert = [...document.querySelectorAll('[role="alertdialog"]')].find(
      (dialog) => dialog.querySelector('.error')?.textContent?.trim() === message,
    );
    if (!alert) return;
    observer.disconnect();
    // One sentence a line: each names its own dish or page.
    alert.querySelector<HTMLElement>('.error')?.style.setProperty('white-space', 'pre-line');
    const title = document.getElementById(alert.getAttribute('aria-labelledby') ?? '');
    if (title) title.textContent = 'Not saved';
    const body = document.getElementById(alert.getAttribute('aria-describedby') ?? '');
    const generic = [...(body?.childNodes ?? [])].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (generic) generic.textContent = 'Nothing was saved: the site would not take this change. ';
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

cms.registerEventListener({
  name: 'preSave',
  async handler({ entry }) {
    const path = String(entry.get('path'));
    const file = files.find((name) => path === `${contentFolder}/${name}`);
    if (!file) return;
    const text = fileText(file, asSaved((entry.get('data') as Immutable).toJS()));
    let before: Files;
    try {
      before = await repositoryFiles();
    } catch (error) {
      console.error(error);
      throw refused([unread]);
    }
    const problems = saveRefusals(before, file, text);
    if (problems.length > 0) throw refused(problems);
  },
});

// After each save, on every page of the editor: whether the change is live yet, or why not.
cms.registerEventListener({
  name: 'preSave',
  async handler() {
    await noteHeadBeforeSave(await editorBackend());
  },
});
cms.registerEventListener({
  name: 'postSave',
  async handler() {
    void watchSave(await editorBackend());
  },
});
editorBackend().then(watchLastSave, console.error);

/** What a list's entry is called: its one-line summary when folded, else its first text field. */
function entryName(entry: Element): string {
  const summary = entry.querySelector(':scope > .item-body > .summary')?.textContent?.trim();
  if (summary) return summary;
  return entry.querySelector<HTMLInputElement>('input[type="text"], textarea')?.value.trim() ?? '';
}

// The editor removes an entry of a list (a whole category with its dishes, at one tap of a cross)
// without asking: the owner is asked first, and a "no" keeps it. In the capture phase, before the
// editor's own handler.
document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.('button[aria-label="Remove"]');
    const entry = button?.closest('.item[role="group"]');
    if (!entry) return;
    const name = entryName(entry);
    // On the menu, what the home page and the search name goes with it (lib/editor/content-check.ts).
    const onMenu = window.location.hash.endsWith('/entries/menu');
    const question = `Remove ${name ? `"${name}"` : 'this entry'}? It goes from the site when you save${onMenu ? ', with any favourite or search word that names it' : ''}.`;
    if (!window.confirm(question)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  },
  true,
);

// The editor draws an empty form when its address moves from one page straight to another (the
// phone's Back or Forward, a bookmark opened in the same tab), though through its list of pages it
// draws the page: such a move is made through the list, in place of the same history entry.
const pageAddress = /^#\/collections\/([^/]+)\/entries\/[^/]+$/;
window.addEventListener('hashchange', ({ oldURL, newURL }) => {
  const [from, to] = [new URL(oldURL).hash, new URL(newURL).hash];
  const collection = pageAddress.exec(to)?.[1];
  if (!collection || !pageAddress.test(from) || from === to) return;
  window.location.replace(`#/collections/${collection}`);
  setTimeout(() => window.location.replace(to), 50);
});
