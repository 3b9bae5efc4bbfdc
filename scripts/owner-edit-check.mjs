// Proves that what an owner's save runs follows the content: copies the project, makes the edits
// docs/owner.md tells the cafe owner to make (every price up, a dish sold out and one off the menu,
// a new category and a menu three times as long, new phone, WhatsApp number, UPI ID, street
// address, opening hours, days off, delivery terms, the language of WhatsApp orders), and runs
// `npm run test:content` on the copy. `npm run test:owner-edit`. (npm test reads test/content/,
// which no save of the owner's changes.)
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject } from './out.mjs';

const project = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each edit changes one file of content/ as the owner would, through the editor or by hand. It
 * has two rounds of values (r): the second for an owner whose content already holds the first.
 * @type {[file: string, what: string, edit: (data: any, round: number) => void][]}
 */
const edits = [
  [
    'menu.json',
    'every price raised by 7 rupees',
    (menu) => {
      for (const dish of dishesOf(menu)) {
        if (typeof dish.price === 'number') dish.price += 7;
        if (dish.fullPrice) dish.fullPrice += 7;
      }
    },
  ],
  [
    'stock.json',
    'the last dish not yet sold out, sold out today, and the first one off the menu',
    (stock) => {
      const menu = JSON.parse(readFileSync(join(project, 'content/menu.json'), 'utf8'));
      // The file knows a dish by its id, as lib/stock/stock.ts stockId makes it.
      const id = (/** @type {string} */ name) =>
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
      /** @type {string[][]} */
      const listed = menu.categories.flatMap((/** @type {any} */ category) =>
        category.items.map((/** @type {any} */ dish) => [id(category.name), id(dish.name)]),
      );
      const stateOf = (/** @type {string[]} */ [category = '', dish = '']) =>
        stock[category]?.[dish];
      const mark = (
        /** @type {string[]} */ [category = '', dish = ''],
        /** @type {string} */ state,
      ) => (stock[category] = { ...stock[category], [dish]: state });
      const last = listed.findLast((entry) => stateOf(entry) !== 'sold out today');
      if (last) mark(last, 'sold out today');
      const first = listed.find((entry) => stateOf(entry) === undefined);
      if (first) mark(first, 'off the menu');
    },
  ],
  [
    'menu.json',
    'a new category, first, and the menu three times as long',
    (menu) => {
      const unused = unusedNames(menu);
      for (const category of menu.categories) {
        category.items = category.items.flatMap((/** @type {any} */ dish) => [
          dish,
          ...['Combo', 'Jumbo'].map((size) => ({ ...dish, name: unused(`${dish.name} ${size}`) })),
        ]);
      }
      const dish = { name: unused('Gulab Jamun'), diet: 'veg', price: 40, emoji: '🍡' };
      menu.categories.unshift({
        name: unused('Desserts'),
        items: [{ ...dish, description: '2 pieces, served warm' }],
      });
    },
  ],
  ['cafe.json', 'a new WhatsApp', (cafe, r) => (cafe.whatsapp = `91700712345${r}`)],
  [
    'cafe.json',
    'new phone numbers',
    (cafe, round) =>
      cafe.phones.forEach((/** @type {any} */ phone, /** @type {number} */ index) => {
        phone.display = `+91 70071 2${round}00${index}`;
        phone.tel = `+91700712${round}00${index}`;
      }),
  ],
  ['cafe.json', 'a new UPI ID', (cafe, r) => (cafe.upiId = `cafe${r}@okaxis`)],
  ['cafe.json', 'a new street', (cafe, r) => (cafe.address.street = `${7 + r} Mall Road`)],
  [
    'cafe.json',
    'WhatsApp orders in the other language',
    (cafe) => (cafe.orderLanguage = cafe.orderLanguage === 'Hindi' ? 'English' : 'Hindi'),
  ],
  [
    'cafe.json',
    'new opening hours and two days off',
    (cafe, round) => {
      cafe.hours.opens = `0${8 + round}:00`;
      cafe.hours.closes = `2${1 + round}:30`;
      cafe.hours.closedOn = round ? ['Thursday', 'Friday'] : ['Monday', 'Tuesday'];
    },
  ],
  [
    'delivery.json',
    'every delivery term',
    (terms, round) =>
      Object.assign(terms, {
        area: 'Within 3 km of Katra',
        time: '30-45 min',
        fee: 20 + round,
        freeAbove: 300,
        minimumOrder: 100,
      }),
  ],
];

/**
 * Gives `name`, or `name 2`, `name 3`...: the first that no category or dish of `menu` has, nor
 * one it gave before, as an owner adding to their own menu picks a name it does not have yet.
 * @returns {(name: string) => string}
 */
function unusedNames(/** @type {any} */ menu) {
  const taken = new Set(
    [...menu.categories, ...dishesOf(menu)].map((/** @type {any} */ { name }) =>
      name.toLowerCase(),
    ),
  );
  return (name) => {
    let candidate = name;
    for (let count = 2; taken.has(candidate.toLowerCase()); count += 1) {
      candidate = `${name} ${count}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/** @returns {any[]} */
const dishesOf = (/** @type {any} */ menu) =>
  menu.categories.flatMap((/** @type {any} */ category) => category.items);

function applyEdits(/** @type {string} */ work) {
  for (const [file, what, edit] of edits) {
    const path = join(work, 'content', file);
    const before = readFileSync(path, 'utf8');
    const edited = (/** @type {number} */ round) => {
      const data = JSON.parse(before);
      edit(data, round);
      return `${JSON.stringify(data, null, 2)}\n`;
    };
    // An edit that changes nothing would let this check pass without testing anything.
    const after = [edited(0), edited(1)].find(
      (text) => JSON.stringify(JSON.parse(text)) !== JSON.stringify(JSON.parse(before)),
    );
    if (after === undefined) {
      throw new Error(`The owner's edit "${what}" found nothing to change in content/${file}.`);
    }
    writeFileSync(path, after);
    console.log(`owner edit: ${what} (content/${file})`);
  }
}

function run(/** @type {string} */ work, /** @type {string} */ command) {
  console.log(`\n$ npm ${command}   (in the edited copy)`);
  return spawnSync('npm', command.split(' '), { cwd: work, stdio: 'inherit' }).status === 0;
}

const work = copyProject(project);
let passed = false;
try {
  applyEdits(work);
  passed = run(work, 'run test:content');
} finally {
  rmSync(work, { recursive: true, force: true });
}
const verdict = passed ? 'pass: the tests follow' : 'fail: a test or the build pins a value of';
console.log(`\nThe owner's edits ${verdict} the content in content/.`);
process.exit(passed ? 0 : 1);
