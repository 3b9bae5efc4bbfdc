/**
 * What the owner's last save became on the site: the workflow run GitHub started for its commit
 * (.github/workflows/deploy.yml), read through GitHub's REST API, in the owner's words. The pure
 * part: the editor's page (lib/editor/status-line.ts) asks GitHub and shows what this says.
 */

/** The workflow that checks and publishes each push to the branch the editor saves to. */
export const publishWorkflow = 'deploy.yml';

/**
 * The title the content check (scripts/check-content.ts) gives each of its sentences on GitHub: the
 * editor tells its sentences from any other error of a failed run by it.
 */
export const contentCheckTitle = 'Content check';

/** How often the editor asks GitHub again while the run is queued or running. */
export const pollEvery = 15_000;

/** How long after a save the editor stops asking and says to look again later. */
export const giveUpAfter = 20 * 60_000;

/** How many of the check's sentences the status shows: the first ones, on a phone. */
const sentencesShown = 1;

/** A workflow run as GitHub's REST API gives it: the fields read here. */
export type WorkflowRun = {
  id: number;
  status: string;
  conclusion: string | null;
  created_at: string;
  updated_at: string;
  html_url: string;
};

/** A job of a run as GitHub's REST API gives it: the fields read here. */
export type WorkflowJob = { conclusion: string | null; check_run_url: string };

/** An annotation of a check run as GitHub's REST API gives it: the fields read here. */
export type Annotation = { title?: string | null; message: string };

export type PublishStatus =
  /** The run is queued or running, or GitHub has not started it yet. */
  | { state: 'checking' }
  /** The run passed: the change is live since it ended. */
  | { state: 'live'; since: Date }
  /** The content check refused the change, in these sentences. */
  | { state: 'refused'; sentences: string[]; runUrl: string }
  /** The run failed or stopped for a reason of the site's own, not the owner's change. */
  | { state: 'failed'; runUrl: string }
  /** A newer save's run took this one's place in the queue: that one publishes this change too. */
  | { state: 'superseded' }
  /** Still running when the editor stopped asking. */
  | { state: 'unknown' }
  /** The owner's sign-in has ended (GitHub answers 401): signing in again shows the line. */
  | { state: 'signed-out' }
  /** The owner's sign-in may not read the runs. */
  | { state: 'no-access' };

/**
 * A workflow command that makes GitHub keep `message` as an error of the step, readable through
 * the API as an annotation with this title. Escaped as GitHub's runner reads it back: a message
 * escapes %, CR and LF; a property value also : and ,.
 */
export function errorAnnotation(title: string, message: string): string {
  const data = (text: string) =>
    text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::error title=${property(title)}::${data(message)}`;
}

/**
 * The run of the publishing workflow for the saved commit, from GitHub's list of them: the last
 * one started, when the developer started it again by hand.
 */
export function latestRun(runs: WorkflowRun[]): WorkflowRun | undefined {
  return [...runs].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
}

/**
 * What a run says so far, before its errors are read: a failed run needs its failed jobs'
 * annotations (failedStatus) to say whose failure it was.
 */
export function runStatus(run: WorkflowRun | undefined): PublishStatus | 'failed' {
  if (!run || run.status !== 'completed') return { state: 'checking' };
  if (run.conclusion === 'success') return { state: 'live', since: new Date(run.updated_at) };
  // GitHub cancels a run still waiting for the one before it when a newer save's run queues.
  if (run.conclusion === 'cancelled') return { state: 'superseded' };
  return 'failed';
}

/** The check runs of a run's failed jobs, whose annotations hold the failure's sentences. */
export function failedCheckRuns(jobs: WorkflowJob[]): string[] {
  return jobs.filter((job) => job.conclusion === 'failure').map((job) => job.check_run_url);
}

/**
 * A failed run's status from its failed jobs' annotations: the content check's sentences when it
 * was the check that refused the change, else a failure of the site's own.
 */
export function failedStatus(run: WorkflowRun, annotations: Annotation[]): PublishStatus {
  const sentences = annotations
    .filter((annotation) => annotation.title === contentCheckTitle)
    .map((annotation) => annotation.message);
  return sentences.length > 0
    ? { state: 'refused', sentences: [...new Set(sentences)], runUrl: run.html_url }
    : { state: 'failed', runUrl: run.html_url };
}

/** Whether the editor stops asking: the run ended, or GitHub will not say. */
export function settled(status: PublishStatus): boolean {
  return status.state !== 'checking';
}

const twoDigits = (number: number) => String(number).padStart(2, '0');
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12:34" on the phone's clock; "27 Nov, 12:34" when it was not today. */
export function shownTime(time: Date, now: Date): string {
  const clock = `${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}`;
  return time.toDateString() === now.toDateString()
    ? clock
    : `${time.getDate()} ${months[time.getMonth()]}, ${clock}`;
}

/** What the editor shows: a sentence, and a link to the run where it helps the developer. */
export type StatusWords = { text: string; link?: { text: string; href: string } };

const runLink = (href: string) => ({ text: 'Open the run on GitHub', href });

/** The status in the owner's words. */
export function statusWords(status: PublishStatus, now: Date): StatusWords {
  switch (status.state) {
    case 'checking':
      return { text: 'Checking your change…' };
    case 'live':
      return { text: `Live since ${shownTime(status.since, now)}` };
    case 'refused': {
      const more = status.sentences.length - sentencesShown;
      const shown = status.sentences.slice(0, sentencesShown).join(' ');
      return {
        text: `Not published: ${shown}${more > 0 ? ` And ${more} more.` : ''}`,
        link: runLink(status.runUrl),
      };
    }
    case 'failed':
      return {
        text: "Not published: the site's own tests failed, not your change. Send your developer this link.",
        link: runLink(status.runUrl),
      };
    case 'superseded':
      return { text: 'A newer save is being checked, with this change in it.' };
    case 'unknown':
      return { text: 'Still checking: look again later' };
    case 'signed-out':
      return {
        text: "Cannot see whether your change is live: your sign-in has ended. Sign out and sign in again (the owner's guide, Sign in once).",
      };
    case 'no-access':
      return {
        text: 'Cannot see whether your change is live: the editor\'s sign-in needs "Actions: Read" (the owner\'s guide, Sign in once).',
      };
  }
}
