import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from './en';
import { hi } from './hi';

type Tree = { [key: string]: string | Tree };

/** Every string of a dictionary by its path of keys: "site.footer.call". */
function leaves(tree: Tree, at = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = at ? `${at}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [deeper, text] of leaves(value, path)) found.set(deeper, text);
  }
  return found;
}

const english = leaves(en as unknown as Tree);
const hindi = leaves(hi as unknown as Tree);
const valuesIn = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

// A clock's periods are each language's own: AM and PM, or सुबह, दोपहर, शाम and रात.
const ownPeriods = (key: string) => !/\.clock\.periods\./.test(key);

test('both dictionaries have every key, each with text', () => {
  expect([...hindi.keys()].filter(ownPeriods).filter((key) => !english.has(key))).toEqual([]);
  expect([...english.keys()].filter(ownPeriods).filter((key) => !hindi.has(key))).toEqual([]);
  for (const [key, text] of [...english, ...hindi]) {
    expect({ key, text: text.trim() }).not.toEqual({ key, text: '' });
  }
});

test('a string takes the same {values} in both languages', () => {
  for (const [key, text] of english) {
    expect({ key, values: valuesIn(hindi.get(key) ?? '') }).toEqual({
      key,
      values: valuesIn(text),
    });
  }
});

test('the Hindi dictionary is written in Devanagari, beyond names and numbers', () => {
  // A Hindi string with no Devanagari at all is an English string left untranslated, unless it
  // is only a value, a brand (WhatsApp, UPI, Instagram) or a sign.
  const untranslated = [...hindi].filter(
    ([, text]) =>
      !/[\u0900-\u097f]/.test(text) &&
      /[a-z]{3,}/i.test(text.replace(/\{\w+\}|WhatsApp|UPI|Instagram|Google|English/g, '')),
  );
  expect(untranslated).toEqual([]);
});

test('no client component imports a dictionary: islands get their words as props', () => {
  const root = join(__dirname, '..', '..', 'components');
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(folder, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(folder, entry.name)]
          : [],
    );
  const offenders = files(root).filter((file) => {
    const text = readFileSync(file, 'utf8');
    return (
      /^'use client';/m.test(text) &&
      // A type import adds no bytes; a value import would ship a whole area to the browser.
      /^import (?!type )[^;]*from '@\/lib\/words(\/(en|hi|index))?(\/(?!fill')\w+)?';/m.test(text)
    );
  });
  expect(offenders).toEqual([]);
});
