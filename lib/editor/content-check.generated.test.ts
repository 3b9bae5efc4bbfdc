import fc from 'fast-check';
import type { MenuCategory, MenuItem } from '@/data/schema';
import type { Stock } from '@/data/stock';
import { generatedRuns } from '@/test/generated';
import { weekdays } from '@/data/weekdays';
import { contentProblems } from './content-check';
import { editorConfig } from './config';
import { editorConfigProblems } from './config-check';
import { fileText, formValue } from './save';
import { onCafeClock, openingStatus, type OpeningHours } from '../site/opening-hours';
import { orderSlots } from '../order/order-time';
import { dishStockIds, soldOutUntil, stockByDish, stockId } from '../stock/stock';
import { en } from '../words/en';
import { isFieldName } from '../stock/stock-id';
import { contentFiles } from '@/test/content-files';

// Menus an owner might write, in any script, with or without one mistake: whatever the check
// takes, the editor takes too; whatever it refuses, it says so in one sentence naming the file and
// the dish or category. The files the menu does not name are the tests' own (test/content/); the ones that
// name dishes (favourites, search words, stock) are made for each menu.

const latin = [
  'Kulhad Tea',
  'Lemon Tea',
  'Paneer Tikka',
  'Tomato Soup',
  'Veg Momos',
  'Cold Coffee',
];
const devanagari = ['मसाला चाय', 'चाय', 'समोसा', 'पनीर टिक्का', 'कुल्हड़ चाय'];
const hindiNames = ['चाय', 'मसाला चाय', 'मोमोज़'];

/** A name as people write them: same letters with other marks, another script, an emoji. */
const dishName = fc.oneof(
  fc
    .tuple(fc.constantFrom(...latin), fc.constantFrom('', '!', '.', ' ☕', '-', ' (Large)'))
    .map(([name, mark]) => (mark === '-' ? name.replace(' ', '-') : `${name}${mark}`)),
  fc.constantFrom(...devanagari, '☕', '🍵🍵', '555', '7 Up', '…'),
  fc.string({
    unit: fc.integer({ min: 0x900, max: 0x97f }).map(String.fromCharCode),
    minLength: 1,
    maxLength: 8,
  }),
  fc
    .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 14 })
    .filter((name) => name.trim() !== ''),
);

const dish = fc.record(
  {
    name: dishName,
    hindiName: fc.constantFrom(...hindiNames),
    // Non-veg takes any name and emoji: a veg dish's rules are mistakes of their own, below.
    diet: fc.constant('non-veg' as const),
    price: fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constant('Print Rate' as const)),
    emoji: fc.constantFrom('🍵', '☕', '🥟', '🍲'),
  },
  { requiredKeys: ['name', 'diet', 'price', 'emoji'] },
);

const categoryName = fc.constantFrom(
  'Hot Drinks',
  'Soups',
  'Starters',
  'Snacks',
  'Sandwich & Burgers',
  'Momos',
);

/** 0 to 300 dishes, their names unique on the menu, in 1 to 6 categories. */
const cleanMenu = fc
  .tuple(
    fc.uniqueArray(categoryName, { minLength: 1, maxLength: 6 }),
    fc.uniqueArray(dish, { maxLength: 300, selector: (each) => each.name }),
  )
  .map(([names, dishes]) =>
    names
      .map((name, at): MenuCategory => ({
        name,
        items: dishes.filter((_, index) => index % names.length === at) as MenuItem[],
      }))
      .filter((category) => category.items.length > 0),
  );

type Mistake = (menu: MenuCategory[]) => void;
const mistakes: Mistake[] = [
  (menu) => menu[0]?.items.push({ ...menu[0].items[0]! }),
  (menu) => menu[0]?.items[0] && (menu[0].items[0].price = 62.5),
  (menu) => menu[0]?.items[0] && (menu[0].items[0].price = 99_999),
  (menu) => menu[0]?.items[0] && Object.assign(menu[0].items[0], { price: 60, fullPrice: 50 }),
  (menu) => menu[0]?.items[0] && (menu[0].items[0].name = '  '),
  (menu) =>
    menu[0]?.items[0] && Object.assign(menu[0].items[0], { name: 'Chicken चाय', diet: 'veg' }),
  (menu) => menu[0] && (menu[0].name = 'चाय'),
  (menu) => menu[0] && (menu[0].name = '2024'),
  (menu) => menu[1] && (menu[1].name = menu[0]!.name.toUpperCase()),
  (menu) => menu.splice(1),
];

const contentOf = (menu: MenuCategory[], stock: Stock) => ({
  ...contentFiles,
  'menu.json': JSON.stringify({ categories: menu }, null, 2),
  'favourites.json': JSON.stringify({ dishes: [] }),
  'search-words.json': JSON.stringify({ words: [] }),
  'stock.json': JSON.stringify(stock),
});

/** A mark on every third dish, by the id the editor's stock page gives it. */
function marks(menu: MenuCategory[]): { stock: Stock; marked: Record<string, string> } {
  const stock: Stock = {};
  const marked: Record<string, string> = {};
  for (const category of menu) {
    const ids = dishStockIds(category);
    category.items.forEach((item, index) => {
      if (index % 3 !== 0) return;
      (stock[stockId(category.name)] ??= {})[ids.get(item.name)!] = 'sold out today';
      marked[item.name] = 'sold out today';
    });
  }
  return { stock, marked };
}

/** Whether the text is one sentence: no line break, and no full stop before a new sentence outside quotes. */
const oneSentence = (text: string) =>
  !text.includes('\n') &&
  !/[.:]\s+[A-Z]/.test(text.replace(/"[^"]*"/g, '""').replace(/^[^:]*: /, '')) &&
  /[.)]$/.test(text);

const backend = { repo: 'cafe/site', branch: 'main' };
const branding = { name: 'Test Cafe', logo: '/logo.svg' };

describe('any menu an owner writes', () => {
  it('is taken by the editor whenever the check takes it, or refused in one sentence naming the dish', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        cleanMenu,
        fc.option(fc.constantFrom(...mistakes), { freq: 3 }),
        (menu, mistake) => {
          mistake?.(menu);
          const { stock, marked } = marks(menu);
          const problems = contentProblems(contentOf(menu, stock));
          if (problems.length === 0) {
            taken += 1;
            expect(editorConfigProblems(editorConfig(backend, branding, menu))).toEqual([]);
            for (const category of menu) {
              const ids = [...dishStockIds(category).values()];
              expect(ids.every(isFieldName)).toBe(true);
              expect(new Set(ids).size).toBe(category.items.length);
            }
            expect(stockByDish(stock, menu)).toEqual(marked);
            return;
          }
          const names = menu.flatMap((category) => [
            category.name,
            ...category.items.map((item) => item.name),
          ]);
          for (const problem of problems) {
            expect({ problem, file: problem.startsWith('content/menu.json: ') }).toEqual({
              problem,
              file: true,
            });
            expect({ problem, oneSentence: oneSentence(problem) }).toEqual({
              problem,
              oneSentence: true,
            });
            const named =
              names.some(
                (name) =>
                  name.trim() !== '' &&
                  (problem.includes(`"${name}"`) || problem.includes(`"${name.trim()}"`)),
              ) || /\b(Dish|Category) \d+ in\b|^content\/menu\.json: categories /.test(problem);
            expect({ problem, named }).toEqual({ problem, named: true });
          }
        },
      ),
      generatedRuns(40, 61),
    );
    // The sample takes some menus and refuses others.
    expect(taken).toBeGreaterThan(0);
  });
});

// Any hours, days off and tables an owner writes, a night past midnight among them: whatever the
// check takes, the editor saves unchanged (its configuration holds no hours or tables) and the site can tell open from closed and offer times;
// whatever it refuses, it says so in one sentence naming the file.
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45, 59))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const tableName = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.constantFrom('Garden', 'garden', 'Roof 2', 'Terrace A', 'छत', 'Family Room', 'VIP ☕'),
);

describe('any hours, days off and tables an owner writes', () => {
  it('are saved by the editor and read by the site whenever the check takes them, or refused in one sentence', () => {
    let taken = 0;
    const cafe = JSON.parse(contentFiles['cafe.json']) as { hours: Record<string, unknown> };
    const ordering = JSON.parse(contentFiles['ordering.json']) as Record<string, unknown>;
    fc.assert(
      fc.property(
        clock,
        clock,
        fc.subarray([...weekdays]),
        fc.array(tableName, { maxLength: 12 }),
        fc.integer({ min: 0, max: 14 * 24 * 60 }),
        (opens, closes, closedOn, tables, minutesOn) => {
          const files = {
            ...contentFiles,
            'cafe.json': JSON.stringify({ ...cafe, hours: { opens, closes, closedOn } }, null, 2),
            'ordering.json': JSON.stringify({ ...ordering, tables }, null, 2),
          };
          const problems = contentProblems(files);
          if (problems.length > 0) {
            for (const problem of problems) {
              expect({ problem, file: /^content\/(cafe|ordering)\.json: /.test(problem) }).toEqual({
                problem,
                file: true,
              });
              expect({ problem, oneSentence: oneSentence(problem) }).toEqual({
                problem,
                oneSentence: true,
              });
            }
            return;
          }
          taken += 1;
          for (const file of ['cafe.json', 'ordering.json'] as const) {
            const saved = fileText(file, formValue(file, files[file]));
            expect(JSON.parse(saved)).toEqual(JSON.parse(files[file]));
          }
          // A moment of a fortnight: open or not, the next times are later than now, and a dish
          // sold out now is back at an opening to come.
          const hours: OpeningHours = { opens, closes, closedOn, utcOffset: '+05:30' };
          const now = Date.parse('2026-11-23T00:00:00+05:30') + minutesOn * 60_000;
          expect(typeof openingStatus(hours, new Date(now)).open).toBe('boolean');
          const ahead = { leadTime: 30, daysAhead: 2 };
          const slots = orderSlots(hours, ahead, new Date(now), en.checkout).flatMap(
            (day) => day.slots,
          );
          const { date, minute } = onCafeClock(new Date(now), hours.utcOffset);
          expect(slots.every((slot) => slot > date * 24 * 60 + minute)).toBe(true);
          const back = soldOutUntil(hours, now);
          expect(back).toBeGreaterThan(now);
          expect(openingStatus(hours, new Date(back)).open).toBe(true);
        },
      ),
      generatedRuns(200, 1202, 600),
    );
    expect(taken).toBeGreaterThan(0);
  });
});
