import type { z } from 'zod';
import { contentSchemas, type Content, type ContentFile, type MenuCategory } from '@/data/schema';
import {
  cafeProblems,
  deliveryTermsProblems,
  favouriteProblems,
  favouritesOffTheMenu,
  menuProblems,
  searchWordProblems,
  tableProblems,
} from './data-check';

/** The folder of the owner's files, as messages name it. */
export const contentFolder = 'content';

/**
 * Every mistake in the owner's files, each a sentence that names the file, the dish or field, and
 * what to write. `files` holds each file's text as it is on disk. Run by the build
 * (scripts/check-content.ts) and the tests; an empty list means the site can be built.
 */
export function contentProblems(files: Record<ContentFile, string>): string[] {
  const { content, problems } = parsedContent(files);
  if (!content) return problems;
  const menu = content['menu.json'].categories;
  const inFile = (file: ContentFile, found: string[]) =>
    found.map((problem) => `${contentFolder}/${file}: ${problem}`);
  const menuMistakes = menuProblems(menu, content['menu.json'].highestPrice);
  return [
    ...inFile('menu.json', menuMistakes),
    ...inFile('cafe.json', cafeProblems(content['cafe.json'])),
    ...inFile('delivery.json', deliveryTermsProblems(content['delivery.json'])),
    ...inFile('ordering.json', tableProblems(content['ordering.json'].tables ?? [])),
    ...inFile('favourites.json', favouriteProblems(menu, content['favourites.json'].dishes)),
  ];
}

/**
 * The favourites and search words that name what the menu does not have. The build takes them
 * and the site leaves them out: one the owner's change to the menu leaves behind (a dish renamed,
 * a category deleted) goes with it. Typed on their own page, they are a slip, which the editor
 * refuses (lib/editor/save.ts). Empty while a file is broken.
 */
export function namesOffTheMenu(files: Record<ContentFile, string>): string[] {
  const { content } = parsedContent(files);
  if (!content) return [];
  const menu = content['menu.json'].categories;
  return [
    ...favouritesOffTheMenu(menu, content['favourites.json'].dishes).map(
      (problem) => `${contentFolder}/favourites.json: ${problem}`,
    ),
    ...searchWordProblems(menu, content['search-words.json'].words).map(
      (problem) => `${contentFolder}/search-words.json: ${problem}`,
    ),
  ];
}

/** Each file read and checked against its schema: the content, or what is wrong with it. */
function parsedContent(files: Record<ContentFile, string>): {
  content?: Content;
  problems: string[];
} {
  const parsed: Partial<Content> = {};
  const problems: string[] = [];
  for (const file of Object.keys(contentSchemas) as ContentFile[]) {
    const where = `${contentFolder}/${file}`;
    let data: unknown;
    try {
      data = JSON.parse(files[file]);
    } catch (error) {
      problems.push(`${where} ${jsonMistake(files[file], error as Error)}`);
      continue;
    }
    const result = contentSchemas[file].safeParse(data);
    if (result.success) {
      (parsed as Record<ContentFile, unknown>)[file] = result.data;
    } else {
      problems.push(...result.error.issues.map((issue) => `${where}: ${said(file, data, issue)}`));
    }
  }
  // The checks across fields and files need every file whole.
  return problems.length > 0 ? { problems } : { content: parsed as Content, problems };
}

/** "is not valid JSON at line 12, column 5: ..." with the usual cause of each mistake. */
function jsonMistake(text: string, error: Error): string {
  const position = /at position (\d+)/.exec(error.message)?.[1];
  const reason = error.message.replace(/\s*(in JSON )?at position \d+.*$/, '');
  if (position === undefined) return `is not valid JSON (${reason}).`;
  const before = text.slice(0, Number(position)).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  return `is not valid JSON at line ${line}, column ${column} (${reason}): look there, or just before, for a missing comma or quote, or a comma after the last item of a list.`;
}

/** The zod issue as a sentence: the dish, category or field it is about, then what to write. */
function said(file: ContentFile, data: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path.filter((key) => typeof key !== 'symbol');
  if (file === 'menu.json' && path.length > 1) {
    const [, categoryAt, , dishAt, ...field] = path;
    const category = (data as { categories?: MenuCategory[] }).categories?.[Number(categoryAt)];
    const categoryName = named(category?.name, `Category ${Number(categoryAt) + 1}`);
    if (dishAt !== undefined) {
      const dish = category?.items?.[Number(dishAt)];
      const subject = `${quoted(dish?.name) ?? `Dish ${Number(dishAt) + 1}`} in ${categoryName}`;
      // A dish's own fields speak for themselves ("has price 0"); deeper ones are named.
      return `${subject} ${field.length > 1 ? `${field.join('.')} ` : ''}${issue.message}`;
    }
    return `Menu category ${quoted(category?.name) ?? categoryName} ${issue.message}`;
  }
  if (file === 'stock.json' && path.length === 2) {
    const [category, dish] = path;
    return `Dish "${String(dish)}" in "${String(category)}" ${issue.message}`;
  }
  return path.length === 0 ? `The file ${issue.message}` : `${fieldName(path)} ${issue.message}`;
}

const quoted = (name: unknown) =>
  typeof name === 'string' && name.trim() !== '' ? `"${name}"` : undefined;
const named = (name: unknown, otherwise: string) =>
  typeof name === 'string' && name.trim() !== '' ? name : otherwise;

/** A field as the owner finds it in the file: "phones #1 tel", counting from 1. */
const fieldName = (path: readonly PropertyKey[]) =>
  path.map((key) => (typeof key === 'number' ? `#${key + 1}` : String(key))).join(' ');
