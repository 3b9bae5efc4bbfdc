import { cafe } from '@/data/cafe';
import { changeScope } from '../../scripts/change-scope.mjs';
import { contentProblems } from './content-check';
import { photosFolder } from '@/data/photos';
import { uploadedPhoto } from '../menu/photos';
import { contentSchemas, descriptionLimit, wholeRupeesHint, type ContentFile } from '@/data/schema';
import { editorConfig, editorFields, printRateSwitch, type EditorFieldConfig } from './config';
import { contentFiles } from '@/test/content-files';

const branding = { name: cafe.name, logo: '/logo.svg' };

/** The fields of a list or object field, by name. */
function inner(field: EditorFieldConfig | undefined, name: string): EditorFieldConfig | undefined {
  return (field?.fields as EditorFieldConfig[] | undefined)?.find((child) => child.name === name);
}

const categories = editorFields('menu.json').find((field) => field.name === 'categories');
const dishes = inner(categories, 'items');
const dishField = (name: string) => inner(dishes, name);

/**
 * A field's pattern compiled as the editor compiles it: "/source/flags", or a bare source without
 * flags (Sveltia CMS, getRegex in its validation).
 */
function asTheEditorReads(pattern: string): (value: string) => boolean {
  const { source, flags } = pattern.match(/^\/?(?<source>.+?)(?:\/(?<flags>[dgimsuy]*))?$/)
    ?.groups as { source: string; flags?: string };
  const regex = new RegExp(source, flags);
  return (value) => regex.test(value);
}

describe('the editor’s fields', () => {
  it('are the schema’s, file by file: every field the file may hold, and no other', () => {
    const names = (fields: EditorFieldConfig[]) => fields.map((field) => field.name);
    expect(names(editorFields('cafe.json'))).toEqual(
      Object.keys(contentSchemas['cafe.json'].shape),
    );
    // A dish's price is two fields in the form: the number, and the Print Rate switch after it.
    const dishKeys = Object.keys(
      contentSchemas['menu.json'].shape.categories.element.shape.items.element.shape,
    );
    expect(names(dishes?.fields as EditorFieldConfig[])).toEqual(
      dishKeys.flatMap((key) => (key === 'price' ? [key, printRateSwitch] : [key])),
    );
  });

  it('give a dish the fields a person expects', () => {
    expect(dishField('diet')).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Veg', value: 'veg' },
        { label: 'Egg', value: 'egg' },
        { label: 'Non-veg', value: 'non-veg' },
      ],
    });
    expect(dishField('price')).toMatchObject({ widget: 'number', min: 1 });
    expect(dishField(printRateSwitch)).toMatchObject({ widget: 'boolean', required: false });
    expect(dishField('fullPrice')).toMatchObject({ widget: 'number', min: 1, required: false });
    expect(dishField('description')).toMatchObject({
      widget: 'string',
      maxlength: descriptionLimit,
      required: false,
    });
    expect(dishField('name')).not.toHaveProperty('required');
    expect(dishField('emoji')).not.toHaveProperty('required');
  });

  it('fold their lists to one line an entry, named by the category or the dish', () => {
    expect(categories).toMatchObject({
      widget: 'list',
      collapsed: true,
      summary: '{{fields.name}}',
    });
    expect(dishes).toMatchObject({ widget: 'list', collapsed: true, min: 1 });
  });

  it('refuse what the build refuses, saying the same words, and let an optional field be empty', () => {
    const image = dishField('image');
    const [pattern, words] = image?.pattern as [string, string];
    const matches = asTheEditorReads(pattern);
    expect(matches('')).toBe(true);
    expect(matches('menu/chai.jpg')).toBe(true);
    expect(matches('/photos/chai.webp')).toBe(true);
    const address = 'https://res.cloudinary.com/cafe/image/upload/menu/chai.jpg';
    expect(matches(address)).toBe(false);

    const menu = JSON.parse(contentFiles['menu.json']) as {
      categories: { items: { image?: string }[] }[];
    };
    menu.categories[0]!.items[0]!.image = address;
    const [problem] = contentProblems({ ...contentFiles, 'menu.json': JSON.stringify(menu) });
    expect(problem?.endsWith(`: ${words}`)).toBe(true);
  });

  it('keep a price with paise as typed and refuse it under the field, as the build refuses it', () => {
    for (const field of [dishField('price'), dishField('fullPrice')]) {
      // The editor's whole-number field would cut 62.5 to 62 before any check could see it.
      expect(field).toMatchObject({ widget: 'number', value_type: 'float' });
      const [pattern, words] = field?.pattern as [string, string];
      // The editor tests a number field's pattern on its value as text.
      const matches = asTheEditorReads(pattern);
      expect([62, 1000].map((price) => matches(String(price)))).toEqual([true, true]);
      expect(matches(String(62.5))).toBe(false);
      expect(words).toBe(wholeRupeesHint);
    }
    const menu = {
      categories: [
        { name: 'Hot Drinks', items: [{ name: 'Tea', diet: 'veg', price: 62.5, emoji: '🍵' }] },
      ],
    };
    expect(contentProblems({ ...contentFiles, 'menu.json': JSON.stringify(menu) })).toContain(
      'content/menu.json: "Tea" in Hot Drinks has price 62.5: the site takes whole rupees, without paise: write 62 or 63.',
    );
  });

  it('keep every whole number as typed, and refuse one with a point under the field', () => {
    const numbers = (fields: EditorFieldConfig[]): EditorFieldConfig[] =>
      fields.flatMap((field) => [
        ...(field.widget === 'number' ? [field] : []),
        ...numbers((field.fields as EditorFieldConfig[] | undefined) ?? []),
      ]);
    const all = (Object.keys(contentSchemas) as ContentFile[]).flatMap((file) =>
      numbers(editorFields(file)),
    );
    expect(all.length).toBeGreaterThan(5);
    for (const field of all) {
      expect({
        name: field.name,
        value_type: field.value_type,
        refuses: asTheEditorReads((field.pattern as [string])[0])('7.5'),
      }).toEqual({
        name: field.name,
        value_type: 'float',
        refuses: false,
      });
    }
  });

  it('take the tests’ table names and new ones in any script, as the build does', () => {
    const tables = editorFields('ordering.json').find((field) => field.name === 'tables');
    const [pattern] = (tables?.field as EditorFieldConfig).pattern as [string, string];
    const matches = asTheEditorReads(pattern);
    const { tables: shippedTables } = JSON.parse(contentFiles['ordering.json']) as {
      tables: string[];
    };
    for (const name of [...shippedTables, 'Terrace 2', 'छत 3']) {
      expect({ name, matches: matches(name) }).toEqual({ name, matches: true });
    }
    for (const name of ['', ' 7', 'Table #7']) {
      expect({ name, matches: matches(name) }).toEqual({ name, matches: false });
    }
  });

  it('offer the days of the week as a choice of several for the days off, none among them', () => {
    const hours = editorFields('cafe.json').find((field) => field.name === 'hours');
    expect(inner(hours, 'closedOn')).toMatchObject({
      widget: 'select',
      multiple: true,
      required: false,
    });
  });
});

describe('editorConfig', () => {
  it('saves to the site’s repository, signing in through the helper only when one is given', () => {
    const byToken = editorConfig({ repo: 'cafe/site', branch: 'main' }, branding);
    expect(byToken.backend).toMatchObject({ name: 'github', repo: 'cafe/site', branch: 'main' });
    expect(byToken.backend).not.toHaveProperty('base_url');
    const withHelper = editorConfig(
      { repo: 'cafe/site', branch: 'main', authUrl: 'https://auth.example' },
      branding,
    );
    expect(withHelper.backend).toMatchObject({ base_url: 'https://auth.example' });
  });

  it('edits every file of content/, each in a format of its own that the editor’s page registers', () => {
    const [collection] = editorConfig({ repo: 'cafe/site', branch: 'main' }, branding).collections;
    expect(collection?.files.map((file) => file.file).sort()).toEqual(
      Object.keys(contentSchemas)
        .map((file) => `content/${file}`)
        .sort(),
    );
    const formats = collection?.files.map((file) => file.format) ?? [];
    expect(new Set(formats).size).toBe(formats.length);
    expect(formats).not.toContain('json');
  });

  it('names the editor for the cafe, with its logo, not for the editor itself', () => {
    const config = editorConfig({ repo: 'cafe/site', branch: 'main' }, branding);
    expect(config).toMatchObject({ app_title: cafe.name, logo: { src: branding.logo } });
  });

  it('saves a photo into content/, named in the Photo field as the build finds it', () => {
    const config = editorConfig({ repo: 'cafe/site', branch: 'main' }, branding);
    const saved = `${config.media_folder}/img-2041.webp`;
    expect(changeScope([saved, 'content/menu.json'])).toBe('content');
    const named = `${config.public_folder}/img-2041.webp`;
    const [pattern] = dishField('image')?.pattern as [string, string];
    expect(asTheEditorReads(pattern)(named)).toBe(true);
    expect(`${photosFolder}/${uploadedPhoto(named)}`).toBe(saved);
  });
});
