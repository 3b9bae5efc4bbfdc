import {
  failedCheckRuns,
  failedStatus,
  giveUpAfter,
  latestRun,
  pollEvery,
  publishWorkflow,
  runStatus,
  settled,
  statusWords,
  type Annotation,
  type PublishStatus,
  type WorkflowJob,
  type WorkflowRun,
} from './publish-status';

// The editor's line on every page of it, after a save: whether the change is live, being checked,
// or refused by the check on GitHub and why (lib/editor/publish-status.ts). The editor says "Entry saved"
// as soon as the commit is made, which is not yet the site: the run that publishes it can fail.

type Backend = { repo?: string; branch?: string };

/** The save being watched, kept so that the line is there again when the editor is reopened. */
type Watched = { repo: string; sha: string; savedAt: number };

/** localStorage: the last save the editor watches. */
const watchedKey = 'cpc-cafe.editor-last-save';

/** GitHub answered that this sign-in may not read it, or has ended: asking again will not help. */
class NoAccess extends Error {
  constructor(readonly signedOut: boolean) {
    super(signedOut ? 'GitHub: the sign-in has ended' : 'GitHub: this sign-in may not read it');
  }
}

const refused = (error: NoAccess): PublishStatus => ({
  state: error.signedOut ? 'signed-out' : 'no-access',
});

/** The owner's GitHub token, which the editor keeps; none on the editor's test backend. */
function ownersToken(): string | undefined {
  const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? '{}') as { token?: string };
  return user.token || undefined;
}

async function gitHub(path: string, token: string, accept = 'application/vnd.github+json') {
  const response = await fetch(path.startsWith('https:') ? path : `https://api.github.com${path}`, {
    cache: 'no-store',
    headers: { Accept: accept, Authorization: `token ${token}` },
  });
  if ([401, 403, 404].includes(response.status)) throw new NoAccess(response.status === 401);
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
  return response;
}

/** The commit at the head of the branch: the one the editor has just made. */
async function headCommit({ repo, branch }: Backend, token: string): Promise<string> {
  const ref = encodeURIComponent(branch ?? 'main');
  const response = await gitHub(
    `/repos/${repo}/commits/${ref}`,
    token,
    'application/vnd.github.sha',
  );
  return (await response.text()).trim();
}

/** Where the publishing of this save stands, from its run and, when it failed, the run's errors. */
async function publishStatus({ repo, sha }: Watched, token: string): Promise<PublishStatus> {
  const runs = (await (
    await gitHub(`/repos/${repo}/actions/workflows/${publishWorkflow}/runs?head_sha=${sha}`, token)
  ).json()) as { workflow_runs: WorkflowRun[] };
  const run = latestRun(runs.workflow_runs);
  const status = runStatus(run);
  if (status !== 'failed' || !run) return status as PublishStatus;
  const { jobs } = (await (
    await gitHub(`/repos/${repo}/actions/runs/${run.id}/jobs`, token)
  ).json()) as { jobs: WorkflowJob[] };
  const annotations = await Promise.all(
    failedCheckRuns(jobs).map(
      async (checkRun) =>
        (await (await gitHub(`${checkRun}/annotations`, token)).json()) as Annotation[],
    ),
  );
  return failedStatus(run, annotations.flat());
}

/**
 * Bottom left, clear of the editor's Save button (top right) and its notices (bottom right); on a
 * phone, above the editor's bottom bar, whose height the editor keeps in its own variable.
 */
const lineStyle = `
#publish-status {
  position: fixed; inset-inline-start: 8px; bottom: 8px; z-index: 1000;
  max-width: min(24rem, calc(100vw - 16px)); padding: 6px 10px; border-radius: 6px;
  font: 15px/1.4 "Source Sans 3", sans-serif; background: #1f2937; color: #fff;
  overflow-wrap: anywhere;
}
#publish-status a { color: #bfdbfe; text-decoration: underline; }
@media (width < 768px) {
  #publish-status { bottom: calc(var(--sui-primary-toolbar-size, 48px) + 8px); }
}`;

/** The line itself: one, kept across the editor's pages. */
function statusLine(): HTMLElement {
  const found = document.getElementById('publish-status');
  if (found) return found;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(lineStyle);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const line = document.createElement('div');
  line.id = 'publish-status';
  line.setAttribute('role', 'status');
  document.body.append(line);
  return line;
}

function show(status: PublishStatus) {
  const words = statusWords(status, new Date());
  const line = statusLine();
  // A screen reader reads the line each time it changes: not again at each unchanged answer.
  const shown = JSON.stringify(words);
  if (line.dataset.shown === shown) return;
  line.dataset.shown = shown;
  line.replaceChildren(words.text);
  if (words.link) {
    const link = document.createElement('a');
    link.href = words.link.href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = words.link.text;
    line.append(' ', link);
  }
}

/** Each save starts its own watch; an older one stops asking once a newer save began. */
let currentWatch = 0;

async function watch(watched: Watched, token: string) {
  const mine = ++currentWatch;
  for (;;) {
    let status: PublishStatus = { state: 'checking' };
    try {
      status = await publishStatus(watched, token);
    } catch (error) {
      // A lost connection is asked again at the next turn; a refusal is not.
      if (error instanceof NoAccess) status = refused(error);
      else console.error(error);
    }
    if (mine !== currentWatch) return;
    if (!settled(status) && Date.now() - watched.savedAt > giveUpAfter) {
      status = { state: 'unknown' };
    }
    show(status);
    if (settled(status)) return;
    await new Promise((resolve) => setTimeout(resolve, pollEvery));
    if (mine !== currentWatch) return;
  }
}

/** The branch's head before this save: the save's commit is the next one. */
let headBeforeSave: string | undefined;

/** Before a save: note the branch's head, to tell the save's commit from it after. */
export async function noteHeadBeforeSave(backend: Backend) {
  const token = ownersToken();
  headBeforeSave = undefined;
  if (!token || !backend.repo) return;
  try {
    headBeforeSave = await headCommit(backend, token);
  } catch (error) {
    // Without it the save is watched as the branch's head right after it; the save goes on.
    console.error(error);
  }
}

/** How long, at most, GitHub may still answer with the head from before the save. */
const headLag = { tries: 10, wait: 2000 };

/**
 * The commit the editor has just made: the branch's head once it is no longer the one before the
 * save, since GitHub may answer with the old head for a moment after a commit.
 */
async function savedCommit(backend: Backend, token: string): Promise<string> {
  let head = await headCommit(backend, token);
  for (let tries = 1; head === headBeforeSave && tries < headLag.tries; tries++) {
    await new Promise((resolve) => setTimeout(resolve, headLag.wait));
    head = await headCommit(backend, token);
  }
  return head;
}

/** After a save: find its commit and watch the run that publishes it. Nothing without a token. */
export async function watchSave(backend: Backend) {
  const token = ownersToken();
  if (!token || !backend.repo) return;
  const mine = ++currentWatch;
  show({ state: 'checking' });
  let sha: string;
  try {
    sha = await savedCommit(backend, token);
  } catch (error) {
    if (mine !== currentWatch) return;
    console.error(error);
    show(error instanceof NoAccess ? refused(error) : { state: 'unknown' });
    return;
  }
  if (mine !== currentWatch) return;
  const watched = { repo: backend.repo, sha, savedAt: Date.now() };
  localStorage.setItem(watchedKey, JSON.stringify(watched));
  await watch(watched, token);
}

/** When the editor opens: the last save's line again, as it stands now. */
export function watchLastSave(backend: Backend) {
  const token = ownersToken();
  const stored = JSON.parse(localStorage.getItem(watchedKey) ?? 'null') as Watched | null;
  if (!token || !stored || stored.repo !== backend.repo) return;
  void watch(stored, token);
}
