import {
  contentCheckTitle,
  errorAnnotation,
  failedCheckRuns,
  failedStatus,
  latestRun,
  runStatus,
  shownTime,
  statusWords,
  type WorkflowRun,
} from './publish-status';

const runUrl = 'https://github.com/cafe/site/actions/runs/7';

function run(fields: Partial<WorkflowRun>): WorkflowRun {
  return {
    id: 7,
    status: 'completed',
    conclusion: 'success',
    created_at: '2026-11-28T06:50:00Z',
    updated_at: '2026-11-28T07:04:00Z',
    html_url: runUrl,
    ...fields,
  };
}

describe('errorAnnotation', () => {
  it('writes the workflow command GitHub keeps as an error titled for the content check', () => {
    expect(errorAnnotation('Content check', 'content/menu.json: "Kulfi" has no price.')).toBe(
      '::error title=Content check::content/menu.json: "Kulfi" has no price.',
    );
  });

  it('escapes what the runner would read as the end of the title or the message', () => {
    // GitHub's runner: %, CR and LF in the message; also : and , in a property.
    expect(errorAnnotation('Check: a, b', '100% sure\r\nnext line')).toBe(
      '::error title=Check%3A a%2C b::100%25 sure%0D%0Anext line',
    );
  });
});

describe('runStatus', () => {
  it('is checking before GitHub has started a run for the commit', () => {
    expect(runStatus(undefined)).toEqual({ state: 'checking' });
  });

  it.each(['queued', 'in_progress', 'waiting', 'pending', 'requested'])(
    'is checking while the run is %s',
    (status) => {
      expect(runStatus(run({ status, conclusion: null }))).toEqual({ state: 'checking' });
    },
  );

  it('is live since the run that passed ended', () => {
    expect(runStatus(run({}))).toEqual({
      state: 'live',
      since: new Date('2026-11-28T07:04:00Z'),
    });
  });

  it.each(['failure', 'timed_out'])(
    'needs the run’s errors read when it ended in %s',
    (conclusion) => {
      expect(runStatus(run({ conclusion }))).toBe('failed');
    },
  );

  it('is taken over by a newer save when GitHub cancelled it waiting', () => {
    expect(runStatus(run({ conclusion: 'cancelled' }))).toEqual({ state: 'superseded' });
  });
});

describe('latestRun', () => {
  it('is the run started last, when the developer started it again', () => {
    const first = run({ id: 1 });
    const again = run({ id: 2, created_at: '2026-11-28T08:00:00Z' });
    expect(latestRun([first, again])).toBe(again);
    expect(latestRun([again, first])).toBe(again);
    expect(latestRun([])).toBeUndefined();
  });
});

describe('failedCheckRuns', () => {
  it('are the check runs of the jobs that failed, not of those that passed or were skipped', () => {
    expect(
      failedCheckRuns([
        { conclusion: 'failure', check_run_url: 'https://api.github.com/check-runs/1' },
        { conclusion: 'skipped', check_run_url: 'https://api.github.com/check-runs/2' },
        { conclusion: 'success', check_run_url: 'https://api.github.com/check-runs/3' },
      ]),
    ).toEqual(['https://api.github.com/check-runs/1']);
  });
});

describe('failedStatus', () => {
  const exitCode = { title: '', message: 'Process completed with exit code 1.' };

  it('is the content check’s sentences when the check refused the change', () => {
    const sentence = 'content/menu.json: "Kulfi" in Desserts has no price.';
    expect(
      failedStatus(run({ conclusion: 'failure' }), [
        { title: contentCheckTitle, message: sentence },
        exitCode,
        // The check runs again in a later step of a full run: the same sentence once.
        { title: contentCheckTitle, message: sentence },
      ]),
    ).toEqual({ state: 'refused', sentences: [sentence], runUrl });
  });

  it('is a failure of the site’s own when no error is the content check’s', () => {
    expect(failedStatus(run({ conclusion: 'failure' }), [exitCode, { message: 'x' }])).toEqual({
      state: 'failed',
      runUrl,
    });
  });
});

describe('shownTime', () => {
  // Jest runs on New York's clock (jest.config.js): these are the phone's own hours.
  it('is the hour and minute on the phone’s clock, on the day it is', () => {
    expect(shownTime(new Date(2026, 10, 28, 9, 5), new Date(2026, 10, 28, 23, 59))).toBe('09:05');
    expect(shownTime(new Date(2026, 10, 28, 12, 34), new Date(2026, 10, 28, 12, 40))).toBe('12:34');
  });

  it('names the day when it was not today', () => {
    expect(shownTime(new Date(2026, 10, 27, 18, 0), new Date(2026, 10, 28, 9, 0))).toBe(
      '27 Nov, 18:00',
    );
  });
});

describe('statusWords', () => {
  const now = new Date(2026, 10, 28, 12, 40);

  it('says the change is being checked', () => {
    expect(statusWords({ state: 'checking' }, now)).toEqual({ text: 'Checking your change…' });
  });

  it('says since when the change is live', () => {
    expect(statusWords({ state: 'live', since: new Date(2026, 10, 28, 12, 34) }, now)).toEqual({
      text: 'Live since 12:34',
    });
  });

  it('says why the check refused the change in its own first sentence, and how many more', () => {
    const sentences = ['content/menu.json: "Kulfi" has no price.', 'content/cafe.json: b.'];
    expect(
      statusWords({ state: 'refused', sentences: sentences.slice(0, 1), runUrl }, now),
    ).toEqual({
      text: 'Not published: content/menu.json: "Kulfi" has no price.',
      link: { text: 'Open the run on GitHub', href: runUrl },
    });
    expect(statusWords({ state: 'refused', sentences, runUrl }, now).text).toBe(
      'Not published: content/menu.json: "Kulfi" has no price. And 1 more.',
    );
  });

  it('says a failure of the site’s own is not the owner’s, with the run for the developer', () => {
    const words = statusWords({ state: 'failed', runUrl }, now);
    expect(words.text).toMatch(/^Not published: .*tests failed, not your change/);
    expect(words.link?.href).toBe(runUrl);
  });

  it('says to look again later when the run outlasted the watch', () => {
    expect(statusWords({ state: 'unknown' }, now).text).toBe('Still checking: look again later');
  });

  it('names the permission the sign-in lacks', () => {
    expect(statusWords({ state: 'no-access' }, now).text).toContain('"Actions: Read"');
  });

  it('says to sign in again when the sign-in has ended, and names no permission', () => {
    const { text } = statusWords({ state: 'signed-out' }, now);
    expect(text).toContain('sign in again');
    expect(text).not.toContain('Actions: Read');
  });

  it('says a save taken over by a newer one is in that one, and blames no test', () => {
    const { text, link } = statusWords({ state: 'superseded' }, now);
    expect(text).toBe('A newer save is being checked, with this change in it.');
    expect(link).toBeUndefined();
  });
});
