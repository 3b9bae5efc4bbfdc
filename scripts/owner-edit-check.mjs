// Proves that the tests follow the data: copies the project, makes the edits docs/owner.md tells the
// cafe owner to make (every price up, new phone, WhatsApp number, UPI ID, street address, opening
// hours, days off, delivery terms and a dish sold out), and runs the unit tests and the build on
// the copy. `npm run test:owner-edit`; `-- --full` runs the whole `npm test` on the copy, e2e
// tests included.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject } from './out.mjs';

const project = fileURLToPath(new URL('..', import.meta.url));
const full = process.argv.includes('--full');

let phone = 0;
// Each edit has two rounds (r) of values: the second for an owner whose data holds the first.
/** @type {[file: string, what: string, find: RegExp, to: (round: number, ...groups: string[]) => string][]} */
const edits = [
  [
    'data/menu.ts',
    'every price raised by 7 rupees',
    /\b(price|fullPrice): (\d+)\b/g,
    (_, __, field, rupees) => `${field}: ${Number(rupees) + 7}`,
  ],
  [
    'data/menu.ts',
    'the last dish not yet sold out, sold out',
    /\{ name: ('[^']+'),(?![^}]*soldOut)(?![\s\S]*\{ name: '[^']+',(?![^}]*soldOut))/g,
    (_, __, name) => `{ soldOut: true, name: ${name},`,
  ],
  ['data/cafe.ts', 'a new WhatsApp', /whatsapp: '\d+'/g, (r) => `whatsapp: '91700712345${r}'`],
  [
    'data/cafe.ts',
    'new phone numbers',
    /display: '[^']*', tel: '\+?\d+'/g,
    (round) => `display: '+91 70071 2${round}00${++phone}', tel: '+91700712${round}00${phone}'`,
  ],
  ['data/cafe.ts', 'a new UPI ID', /upiId: '[^']*'/g, (r) => `upiId: 'cafe${r}@okaxis'`],
  ['data/cafe.ts', 'a new street', /street: '[^']*'/g, (r) => `street: '${7 + r} Mall Road'`],
  [
    'data/cafe.ts',
    'new opening hours and two days off',
    /(opens|closes): '\d\d:\d\d'|closedOn: \[[\s\S]*?\]/g,
    (round, _, field) =>
      field
        ? `${field}: '${field === 'opens' ? `0${8 + round}:00` : `2${1 + round}:30`}'`
        : `closedOn: [${round ? "'Thursday', 'Friday'" : "'Monday', 'Tuesday'"}]`,
  ],
  [
    'data/delivery.ts',
    'every delivery term',
    /= \{[\s\S]*?\};/g,
    (round) =>
      `= { area: 'Within 3 km of Katra', time: '30-45 min', fee: ${20 + round}, freeAbove: 300, minimumOrder: 100 };`,
  ],
];

// `npm test` runs this check too: inside the edited copy it has nothing more to prove.
if (process.env.OWNER_EDIT_COPY) process.exit(0);

function applyEdits(/** @type {string} */ work) {
  for (const [file, what, find, to] of edits) {
    const before = readFileSync(join(work, file), 'utf8');
    let count = 0;
    const edit = (/** @type {number} */ round) =>
      before.replace(find, (...groups) => (count++, to(round, ...groups)));
    const after = [edit(0), edit(1)].find((text) => text !== before);
    // An edit that finds nothing would let this check pass without testing anything.
    if (count === 0 || after === undefined) {
      throw new Error(`The owner's edit "${what}" found nothing to change in ${file}.`);
    }
    writeFileSync(join(work, file), after);
    console.log(`owner edit: ${what} (${count / 2} in ${file})`);
  }
}

function run(/** @type {string} */ work, /** @type {string} */ command) {
  console.log(`\n$ npm ${command}   (in the edited copy)`);
  const env = { ...process.env, OWNER_EDIT_COPY: '1' };
  return spawnSync('npm', command.split(' '), { cwd: work, stdio: 'inherit', env }).status === 0;
}

const work = copyProject(project);
let passed = false;
try {
  applyEdits(work);
  passed = full ? run(work, 'test') : run(work, 'run test:unit') && run(work, 'run build');
} finally {
  rmSync(work, { recursive: true, force: true });
}
const verdict = passed ? 'pass: the tests follow' : 'fail: a test or the build pins a value of';
console.log(`\nThe owner's edits ${verdict} the data in data/.`);
process.exit(passed ? 0 : 1);
