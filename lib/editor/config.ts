import { z } from 'zod';
import { photosFolder, photosPath } from '@/data/photos';
import { menu } from '@/data/menu';
import {
  contentSchemas,
  printRate,
  wholeRupeesHint,
  type ContentFile,
  type EditorField,
  type MenuCategory,
} from '@/data/schema';
import { stockEditorFields } from './stock-format';

/**
 * The configuration of the form editor at /admin/ (Sveltia CMS), made from data/schema.ts
 * when the site is built (scripts/editor.ts), so that the form and the build's check cannot drift:
 * every field of every file, with the same names, the same required fields, the same choices, the
 * same limits and patterns, and under a pattern the same words the build gives.
 */

/** The schema of one value as z.toJSONSchema writes it, with the editor's own keys (EditorField). */
type Schema = Partial<EditorField> & {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: string[];
  anyOf?: Schema[];
  const?: unknown;
  pattern?: string;
  patternHint?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  maxLength?: number;
  minItems?: number;
};

export type EditorFieldConfig = Record<string, unknown> & { name: string; widget: string };

/** Where the editor saves: the repository and branch the site is built from. */
export type EditorBackend = {
  /** "owner/name" on GitHub. */
  repo: string;
  branch: string;
  /** The address of the sign-in helper for "Sign In with GitHub" (docs/hosting.md); without it, sign-in is by token. */
  authUrl?: string;
};

/** The editor's name for each page, one page a file of content/. */
const pageLabels: Record<ContentFile, string> = {
  'stock.json': 'Sold out and off the menu',
  'menu.json': 'Menu',
  'cafe.json': 'Cafe details and hours',
  'delivery.json': 'Delivery terms',
  'ordering.json': 'Tables and ordering ahead',
  'favourites.json': 'Favourites on the home page',
  'search-words.json': 'Search words',
  'about.json': 'About page',
  'reviews.json': 'Reviews',
};

/**
 * The editor's name for each file, and the format it reads and writes the file in: each file its
 * own, registered by the editor's page (lib/editor/page.ts), which writes it in the schema's
 * field order as the file was written (lib/editor/save.ts).
 */
export const editorFiles = Object.fromEntries(
  (Object.keys(pageLabels) as ContentFile[]).map((file) => [
    file,
    { label: pageLabels[file], format: `${file.replace(/\.json$/, '')}-json` },
  ]),
) as Record<ContentFile, { label: string; format: string }>;

/**
 * The editor's switch for a dish sold at Print Rate. The file keeps `"price": "Print Rate"`, which
 * no one form field can hold beside a number: lib/editor/save.ts turns the one into the
 * other as the editor reads and saves content/menu.json.
 */
export const printRateSwitch = 'printRate';

/** "fullPrice" → "Full price", for a field the schema gives no title. */
function labelOf(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldsOf(schema: Schema): EditorFieldConfig[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, value]) =>
    fieldOf(name, value, schema.required?.includes(name) ?? false),
  );
}

function fieldOf(name: string, schema: Schema, required: boolean): EditorFieldConfig[] {
  const common = {
    name,
    label: schema.title ?? labelOf(name),
    ...(schema.description && { hint: schema.description }),
    ...(!required && { required: false }),
  };
  if (schema.widget === 'price') {
    const rupees = schema.anyOf?.find((option) => option.type === 'integer') ?? {};
    return [
      { ...common, ...numberLimits(rupees), ...wholeNumber(schema), required: false },
      {
        name: printRateSwitch,
        label: printRate,
        hint: 'Packaged goods sold at MRP: shown on the menu, ordered at the cafe. Leave the price empty.',
        widget: 'boolean',
        required: false,
      },
    ];
  }
  if (schema.const !== undefined) return [{ ...common, widget: 'hidden', default: schema.const }];
  switch (schema.type) {
    case 'object':
      return [{ ...common, widget: 'object', fields: fieldsOf(schema) }];
    case 'array':
      return [listOf(common, schema)];
    case 'integer':
    case 'number':
      return [
        {
          ...common,
          ...(schema.type === 'integer'
            ? wholeNumber(schema)
            : { widget: 'number', value_type: 'float' }),
          ...numberLimits(schema),
        },
      ];
    case 'boolean':
      return [{ ...common, widget: 'boolean' }];
    default:
      return [textField(common, schema, required)];
  }
}

function listOf(common: { name: string; label: string }, schema: Schema): EditorFieldConfig {
  const item = schema.items ?? {};
  const limits = schema.minItems ? { min: schema.minItems } : {};
  if (item.type === 'object') {
    return {
      ...common,
      widget: 'list',
      ...limits,
      // Folded, a list shows one line per entry (a category, a dish): a phone finds its way.
      collapsed: true,
      ...(schema.summary && { summary: schema.summary }),
      fields: fieldsOf(item),
    };
  }
  if (item.enum) {
    // An empty choice is valid where the schema asks for no least number (no days off).
    const optional = !schema.minItems && { required: false };
    return { ...common, widget: 'select', multiple: true, ...optional, options: optionsOf(item) };
  }
  return {
    ...common,
    widget: 'list',
    ...limits,
    field: textField({ name: 'item', label: common.label }, item, true),
  };
}

function textField(
  common: { name: string; label: string },
  schema: Schema,
  required: boolean,
): EditorFieldConfig {
  if (schema.enum) return { ...common, widget: 'select', options: optionsOf(schema) };
  return {
    ...common,
    widget: schema.widget ?? 'string',
    ...(schema.maxLength !== undefined && { maxlength: schema.maxLength }),
    // The editor tests a pattern on an empty optional field too: empty passes as it does in the file.
    ...(schema.pattern && {
      pattern: [
        editorPattern(required ? schema.pattern : `^$|${schema.pattern}`),
        schema.patternHint ?? '',
      ],
    }),
  };
}

/**
 * A schema's pattern as the editor reads one with its flags ("/source/u"): the schema's patterns are
 * Unicode ones (\\p{L} is any letter), which without the flag would match only "p", "{" and "L".
 */
export function editorPattern(source: string): string {
  return `/${source}/u`;
}

function optionsOf(schema: Schema) {
  return (schema.enum ?? []).map((value) => ({ label: schema.choices?.[value] ?? value, value }));
}

/**
 * A field of whole numbers. The editor's own whole-number field cuts what follows a point, so that
 * ₹62.5 would be saved as ₹62 without a word: the field keeps what was typed, and its pattern
 * refuses a point under the field, in words of rupees where the field is in rupees.
 */
function wholeNumber(schema: Schema) {
  return {
    widget: 'number',
    value_type: 'float',
    pattern: [
      editorPattern('^-?\\d+$'),
      schema.title?.includes('₹')
        ? wholeRupeesHint
        : 'A whole number, without a point: 7, not 7.5.',
    ],
  };
}

function numberLimits(schema: Schema) {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
  const max = schema.maximum !== undefined && schema.maximum < 1e9 ? schema.maximum : undefined;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/**
 * The editor's fields for one file of content/, from the schema the build checks it against; the
 * stock page's from the menu `categories`.
 */
export function editorFields(
  file: ContentFile,
  categories: readonly MenuCategory[] = menu,
): EditorFieldConfig[] {
  if (file === 'stock.json') return stockEditorFields(categories);
  return fieldsOf(z.toJSONSchema(contentSchemas[file]) as Schema);
}

/** How the editor names itself to the owner: the cafe's name and logo, not the editor's own. */
export type EditorBranding = {
  /** The cafe's name, from content/cafe.json. */
  name: string;
  /** The address of the cafe's logo, a square image. */
  logo: string;
};

/**
 * How the editor saves a photo: a phone's photo of 4,000 pixels and 5 MB is shrunk in the browser
 * before it is saved, so that the repository stays small and the build resizes it quickly; the
 * file's name is made safe for an address ("IMG 2041.JPG" → "img-2041.webp").
 */
export const photoUploads = {
  slugify_filename: true,
  transformations: { raster_image: { format: 'webp', quality: 85, width: 1600, height: 1600 } },
};

/** The whole configuration, as Sveltia CMS reads it from /admin/config.yml, for the menu `categories`. */
export function editorConfig(
  backend: EditorBackend,
  branding: EditorBranding,
  categories: readonly MenuCategory[] = menu,
) {
  return {
    app_title: branding.name,
    logo: { src: branding.logo },
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl && { base_url: backend.authUrl }),
      commit_messages: { update: 'Update {{path}} in the editor' },
    },
    // A photo the owner takes or picks is saved with the entry into content/photos/, where the
    // build resizes it (scripts/photos.mjs), and named "/photos/<file>" in the dish's Photo field.
    media_folder: photosFolder,
    public_folder: photosPath,
    media_libraries: { default: { config: photoUploads } },
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: 'cafe',
        label: 'Your cafe',
        editor: { preview: false },
        files: (Object.keys(contentSchemas) as ContentFile[]).map((file) => ({
          name: file.replace(/\.json$/, ''),
          label: editorFiles[file].label,
          file: `content/${file}`,
          format: editorFiles[file].format,
          fields: editorFields(file, categories),
        })),
      },
    ],
  };
}
