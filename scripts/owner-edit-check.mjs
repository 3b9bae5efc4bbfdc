// Proves that the tests follow the data: copies the project, makes the edits docs/owner.md tells the
// cafe owner to make (every price up, new phone, WhatsApp number, UPI ID, street address, opening
// hours, delivery terms and a dish sold out), and runs the unit tests and the build on the copy.
// `npm run test:owner-edit`; `-- --full` runs the whole `npm test` on the copy, e2e tests included.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject } from './out.mjs';

const project = fileURLToPath(new URL('..', import.meta.url));
const full = process.argv.includes('--full');

let phone = 0;
/** @type {[file: string, what: string, find: RegExp, to: (...groups: string[]) => string][]} */
const edits = [
  [
    'data/menu.ts',
    'every price raised by 7 rupees',
    /\b(price|fullPrice): (\d+)\b/g,
    (_, field, rupees) => `${field}: ${Number(rupees) + 7}`,
  ],
  [
    'data/menu.ts',
    'the last dish sold out',
    /\{ name: ('[^']+'),(?![\s\S]*\{ name: ')/g,
    (_, name) => `{ soldOut: true, name: ${name},`,
  ],
  ['data/cafe.ts', 'a new WhatsApp number', /whatsapp: '\d+'/g, () => "whatsapp: '917007123456'"],
  [
    'data/cafe.ts',
    'new phone numbers',
    /display: '[^']*', tel: '\+?\d+'/g,
    () => `display: '+91 70071 2000${++phone}', tel: '+9170071200${phone}'`,
  ],
  ['data/cafe.ts', 'a new UPI ID', /upiId: '[^']*'/g, () => "upiId: 'cafe.owner@okaxis'"],
  [
    'data/cafe.ts',
    'a new street address',
    /street: '[^']*'/g,
    () => "street: '7 Station Road, Katra'",
  ],
  [
    'data/cafe.ts',
    'hours 09:00 to 22:30',
    /(opens|closes): '\d\d:\d\d'/g,
    (_, field) => `${field}: '${field === 'opens' ? '09:00' : '22:30'}'`,
  ],
  [
    'data/delivery.ts',
    'every delivery term',
    /= \{\};/g,
    () =>
      "= { area: 'Within 3 km of Katra', time: '30-45 min', fee: 20, freeAbove: 300, minimumOrder: 100 };",
  ],
];

// `npm test` runs this check too: inside the edited copy it has nothing more to prove.
if (process.env.OWNER_EDIT_COPY) {
  console.log("owner's-edit check skipped: this is already the owner's edited copy.");
  process.exit(0);
}

function applyEdits(/** @type {string} */ work) {
  for (const [file, what, find, to] of edits) {
    const before = readFileSync(join(work, file), 'utf8');
    let count = 0;
    const after = before.replace(find, (...groups) => (count++, to(...groups)));
    // An edit that finds nothing would let this check pass without testing anything.
    if (count === 0 || after === before) {
      throw new Error(`The owner's edit "${what}" found nothing to change in ${file}.`);
    }
    writeFileSync(join(work, file), after);
    console.log(`owner edit: ${what} (${count} in ${file})`);
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
