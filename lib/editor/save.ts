import { z } from 'zod';
import { contentProblems, contentFolder, namesOffTheMenu } from './content-check';
import { contentSchemas, printRate, type ContentFile } from '@/data/schema';
import { editorFiles, printRateSwitch } from './config';
import { menu } from '@/data/menu';
import { stockId } from '../stock/stock';

/**
 * How the editor at /admin/ reads and writes the files of content/, and what it refuses to save.
 * It runs in the editor's page (lib/editor/page.ts, bundled by scripts/editor.ts), so that a
 * save writes each file as the build's check and the site read it, in the schema's field order,
 * changing only the lines the owner changed, and so that a save the build would refuse is refused
 * in the editor first, with the build's own sentence.
 */

export type Files = Record<ContentFile, string>;

/** A JSON schema as z.toJSONSchema writes one: what field order needs of it. */
type Shape = { properties?: Record<string, Shape>; items?: Shape };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const shapes = new Map<ContentFile, Shape>();

/** The file's schema as JSON schema, whose `properties` list the fields in the schema's order. */
function shapeOf(file: ContentFile): Shape {
  let shape = shapes.get(file);
  if (!shape) {
    shape = z.toJSONSchema(contentSchemas[file], { unrepresentable: 'any' }) as Shape;
    shapes.set(file, shape);
  }
  return shape;
}

/**
 * The value with every group's fields in the schema's order, and any field the schema does not know
 * after them as they came (the build names those; the editor must not lose them).
 */
function inSchemaOrder(value: Json, shape: Shape | undefined): Json {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(item, shape?.items));
  if (value === null || typeof value !== 'object') return value;
  const known = Object.keys(shape?.properties ?? {});
  const names = [
    ...known.filter((name) => name in value),
    ...Object.keys(value).filter((name) => !known.includes(name)),
  ];
  return Object.fromEntries(
    names.map((name) => [name, inSchemaOrder(value[name]!, shape?.properties?.[name])]),
  );
}

type FormDish = Record<string, Json> & { [printRateSwitch]?: boolean };
type Menu = { categories?: { items?: FormDish[] }[] };

const dishesOf = (menu: Menu) =>
  (menu.categories ?? []).flatMap((category) => category.items ?? []);

/**
 * The file's text as the editor's form reads it. The menu writes a dish sold at MRP as
 * "price": "Print Rate"; the form shows a Print Rate switch beside a number field instead, since no
 * one form field holds both (lib/editor/config.ts).
 */
export function formValue(file: ContentFile, text: string): Record<string, Json> {
  const value = JSON.parse(text) as Record<string, Json>;
  if (file === 'stock.json') {
    // Each category of the stock page is there from the start, empty when all its dishes are in
    // stock: a choice in a category the file does not hold yet did not reach the editor's entry.
    for (const category of menu) value[stockId(category.name)] ??= {};
  }
  if (file === 'menu.json') {
    for (const dish of dishesOf(value as Menu)) {
      if (dish.price === printRate) {
        delete dish.price;
        dish[printRateSwitch] = true;
      }
    }
  }
  return value;
}

/**
 * The form's value as the file's text: the Print Rate switch becomes the price again, a switch left
 * off or a category of the stock with every dish in stock is not written, and every field takes its place in the schema, as the file
 * was written, two spaces a level, with a newline at the end.
 */
export function fileText(file: ContentFile, value: Record<string, Json>): string {
  const copy = structuredClone(value);
  if (file === 'menu.json') {
    for (const dish of dishesOf(copy as Menu)) {
      const atMrp = dish[printRateSwitch];
      delete dish[printRateSwitch];
      if (atMrp) dish.price = printRate;
    }
  }
  if (file === 'stock.json') {
    // The stock page lists every category, and hands over empty the ones whose dishes are all in
    // stock: the file names only the dishes that are not.
    for (const [category, dishes] of Object.entries(copy)) {
      if (dishes && typeof dishes === 'object' && Object.keys(dishes).length === 0) {
        delete copy[category];
      }
    }
  }
  return `${JSON.stringify(inSchemaOrder(copy, shapeOf(file)), null, 2)}\n`;
}

/** The editor's own marks on the entries of a list ("__sc_item_id"), which it never writes. */
const editorMark = /^__sc_/;

const isEmpty = (field: unknown) => field === null || field === undefined || field === '';

/**
 * The form's value (as the editor hands it to its event hooks) as the editor writes it to the
 * file: without the fields left empty (omit_empty_optional_fields), so that a price left blank is a
 * dish with no price, as the build reads it, and without the editor's own marks.
 */
export function asSaved(value: unknown): Record<string, Json> {
  return withoutEmpty(value) as Record<string, Json>;
}

function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name, field]) => !editorMark.test(name) && !isEmpty(field))
      .map(([name, field]) => [name, withoutEmpty(field)]),
  );
}

/** "content/menu.json: ..." as the owner knows the page: "Menu: ...". */
function onThePage(problem: string): string {
  for (const [file, { label }] of Object.entries(editorFiles)) {
    const prefix = `${contentFolder}/${file}: `;
    if (problem.startsWith(prefix)) return `${label}: ${problem.slice(prefix.length)}`;
  }
  return problem;
}

/**
 * Why a save must be refused: what the build's check finds in the content once `file` holds
 * `text`, and did not find before, each sentence as the build gives it with the editor's name for
 * the page; and on the Favourites or Search words page, a name typed there that the menu lacks. A
 * mistake already in another file does not stop this save, nor does a favourite or a search word
 * that a change to the menu leaves behind: the site leaves it out (namesOffTheMenu).
 */
export function saveRefusals(before: Files, file: ContentFile, text: string): string[] {
  const after = { ...before, [file]: text };
  const known = new Set([...contentProblems(before), ...namesOffTheMenu(before)]);
  const typedHere = namesOffTheMenu(after).filter((problem) =>
    problem.startsWith(`${contentFolder}/${file}: `),
  );
  return [...contentProblems(after), ...typedHere]
    .filter((problem) => !known.has(problem))
    .map(onThePage);
}
