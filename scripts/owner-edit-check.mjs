// Proves that the tests follow the data: copies the project, makes the edits docs/owner.md tells the
// cafe owner to make (every price up, new phone, WhatsApp number, UPI ID, street address and opening
// hours), and runs the unit tests and the build on the copy. `npm run test:owner-edit`; `-- --full`
// runs the whole `npm test` on the copy, end-to-end tests included.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject } from './out.mjs';

const project = fileURLToPath(new URL('..', import.meta.url));
const full = process.argv.includes('--full');

let phoneCount = 0;

/**
 * The owner's edits, each a file, what to find and what it becomes.
 * @type {{ file: string, what: string, find: RegExp, replace: (...groups: string[]) => string }[]}
 */
const edits = [
  {
    file: 'data/menu.ts',
    what: 'every price and full price raised by 7 rupees',
    find: /\b(price|fullPrice): (\d+)\b/g,
    replace: (/** @type {string} */ _, /** @type {string} */ field, /** @type {string} */ rupees) =>
      `${field}: ${Number(rupees) + 7}`,
  },
  {
    file: 'data/cafe.ts',
    what: 'a new WhatsApp number',
    find: /whatsapp: '\d+'/g,
    replace: () => "whatsapp: '917007123456'",
  },
  {
    file: 'data/cafe.ts',
    what: 'new phone numbers',
    find: /display: '[^']*', tel: '\+?\d+'/g,
    replace: () => {
      phoneCount++;
      return `display: '+91 70071 2000${phoneCount}', tel: '+9170071200${phoneCount}'`;
    },
  },
  {
    file: 'data/cafe.ts',
    what: 'a new UPI ID',
    find: /upiId: '[^']*'/g,
    replace: () => "upiId: 'cafe.owner@okaxis'",
  },
  {
    file: 'data/cafe.ts',
    what: 'a new street address',
    find: /street: '[^']*'/g,
    replace: () => "street: '7 Station Road, Katra'",
  },
  {
    file: 'data/cafe.ts',
    what: 'new opening hours, 09:00 to 22:30',
    find: /(opens|closes): '\d\d:\d\d'/g,
    replace: (/** @type {string} */ _, /** @type {string} */ field) =>
      `${field}: '${field === 'opens' ? '09:00' : '22:30'}'`,
  },
];

// `npm test` runs this check too: inside the edited copy it has nothing more to prove.
if (process.env.OWNER_EDIT_COPY) {
  console.log("owner's-edit check skipped: this is already the owner's edited copy.");
  process.exit(0);
}

function applyEdits(/** @type {string} */ work) {
  for (const edit of edits) {
    const path = join(work, edit.file);
    const before = readFileSync(path, 'utf8');
    let count = 0;
    const after = before.replace(edit.find, (...args) => {
      count++;
      return edit.replace(...args);
    });
    // An edit that finds nothing would let this check pass without testing anything.
    if (count === 0 || after === before) {
      throw new Error(`The owner's edit "${edit.what}" found nothing to change in ${edit.file}.`);
    }
    writeFileSync(path, after);
    console.log(`owner edit: ${edit.what} (${count} in ${edit.file})`);
  }
}

function run(/** @type {string} */ work, /** @type {string[]} */ args) {
  console.log(`\n$ npm ${args.join(' ')}   (in the edited copy)`);
  const result = spawnSync('npm', args, {
    cwd: work,
    stdio: 'inherit',
    env: { ...process.env, OWNER_EDIT_COPY: '1' },
  });
  return result.status === 0;
}

const work = copyProject(project);
let passed = false;
try {
  applyEdits(work);
  passed = full
    ? run(work, ['test'])
    : run(work, ['run', 'test:unit']) && run(work, ['run', 'build']);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  passed
    ? "\nThe owner's edits pass: the tests follow the data."
    : "\nThe owner's edits fail: a test or the build pins a value that data/ owns.",
);
process.exit(passed ? 0 : 1);
