// The site the tests run on: a build of the made-up cafe of test/content/, never of the owner's
// content/, so that no save of the owner's can turn a test red. It is built in a copy of the
// project (content/ is never touched) and put in out/, whose mark names test/content.
// `npm run build:suite`; with --if-stale (the end-to-end tests' server) only when out/ holds
// another build.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildIfStale, copyProject, isOutStale, markComplete, ownerContent } from './out.mjs';

/** The tests' own content: every dish, price, photo and mark a test reads. */
export const suiteContent = 'test/content';

/**
 * The content the tests read and the site they visit was built from: test/content, or with
 * CAFE_CONTENT=content the owner's (npm run test:content, which runs only what holds for any
 * content).
 */
export const testedContent = process.env.CAFE_CONTENT || suiteContent;
if (![suiteContent, ownerContent].includes(testedContent)) {
  throw new Error(`CAFE_CONTENT is "${testedContent}": write ${ownerContent} or leave it unset.`);
}

/** Builds test/content's site into `root`/out/, with every step of `npm run build`. */
export function buildSuiteSite(root = '.') {
  const work = copyProject(root, suiteContent);
  try {
    console.log(`Building the site of ${suiteContent}/ into out/ ...`);
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: work,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (build.status !== 0) throw new Error(`The build of ${suiteContent}/ failed.`);
    const out = join(root, 'out');
    rmSync(out, { recursive: true, force: true });
    cpSync(join(work, 'out'), out, { recursive: true });
    markComplete(out, suiteContent);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The site the tests visit, built first when out/ is missing, older than its sources or of other content. */
export function testedSiteIfStale(root = '.') {
  if (!isOutStale(root, testedContent)) return;
  if (testedContent === suiteContent) buildSuiteSite(root);
  else buildIfStale(root);
}

// Run as a script (not imported by the tests' configuration, which Playwright compiles without
// import.meta): from the project's folder, as npm runs it.
if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/suite-site.mjs')) {
  if (process.argv.includes('--if-stale')) testedSiteIfStale();
  else buildSuiteSite();
}
