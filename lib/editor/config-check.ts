import { isFieldName } from '../stock/stock-id';

/**
 * What Sveltia CMS refuses in its configuration, where the editor at /admin/ then shows "There is
 * an error in the CMS configuration" instead of the owner's pages (its config validation: each
 * collection, file and field needs a `name` that is a non-empty string without spaces, dots, *, :,
 * < or >, unique among its siblings; a select's options unique; a pattern a regular expression).
 * Stricter than Sveltia in one rule: a field name of digits alone, which its key paths read as a
 * list's index. Each problem names where it is, as "Sold out and off the menu › Soups › field 2".
 */

type Named = { name?: unknown; label?: unknown };
type Field = Named & {
  widget?: unknown;
  fields?: unknown;
  field?: unknown;
  types?: unknown;
  options?: unknown;
  pattern?: unknown;
};

const asList = (value: unknown): Field[] => (Array.isArray(value) ? (value as Field[]) : []);
const labelOf = (named: Named, index: number) =>
  typeof named.label === 'string' ? named.label : `field ${index + 1}`;
const where = (path: string[], named: Named, index: number) =>
  [...path, labelOf(named, index)].join(' › ');

/** The problems of a list of siblings' names: each non-empty, usable, once. */
function nameProblems(path: string[], siblings: Named[], what: string): string[] {
  const seen = new Set<string>();
  return siblings.flatMap((sibling, index) => {
    const { name } = sibling;
    const at = where(path, sibling, index);
    if (typeof name !== 'string' || name === '') {
      return [`${at}: the ${what} ${index + 1} must have a name that is a non-empty string.`];
    }
    if (!isFieldName(name)) {
      return [`${at}: the name "${name}" has a space, . * : < or >, or is all digits.`];
    }
    if (seen.has(name)) return [`${at}: the name "${name}" is used twice.`];
    seen.add(name);
    return [];
  });
}

/** A pattern as the editor compiles it: "/source/flags", or a bare source. */
function patternProblem(pattern: unknown): string | undefined {
  if (pattern === undefined) return undefined;
  if (!Array.isArray(pattern) || typeof pattern[0] !== 'string')
    return 'the pattern is not [regex, words]';
  const [, source = '', flags] = /^\/(.+)\/([dgimsuy]*)$/.exec(pattern[0]) ?? [];
  try {
    new RegExp(source || pattern[0], flags);
    return undefined;
  } catch {
    return `the pattern ${pattern[0]} is no regular expression`;
  }
}

function fieldProblems(path: string[], fields: Field[]): string[] {
  return [
    ...nameProblems(path, fields, 'field'),
    ...fields.flatMap((field, index) => {
      const at = where(path, field, index);
      const inner = [...path, labelOf(field, index)];
      const problems: string[] = [];
      if (typeof field.widget !== 'string') problems.push(`${at}: the field has no widget.`);
      const pattern = patternProblem(field.pattern);
      if (pattern) problems.push(`${at}: ${pattern}.`);
      if (field.widget === 'select') {
        const values = asList(field.options).map((option) =>
          typeof option === 'object' && option !== null
            ? (option as { value?: unknown }).value
            : option,
        );
        if (new Set(values).size !== values.length) {
          problems.push(`${at}: the options have a value twice.`);
        }
      }
      if (field.fields !== undefined) problems.push(...fieldProblems(inner, asList(field.fields)));
      if (field.field !== undefined) problems.push(...fieldProblems(inner, [field.field as Field]));
      return problems;
    }),
  ];
}

/** Every problem of an editor configuration that Sveltia CMS would refuse; none is a valid one. */
export function editorConfigProblems(config: { collections?: unknown }): string[] {
  const collections = asList(config.collections) as (Named & { files?: unknown })[];
  return [
    ...nameProblems([], collections, 'collection'),
    ...collections.flatMap((collection, index) => {
      const path = [where([], collection, index)];
      const files = asList(collection.files) as (Named & { fields?: unknown })[];
      return [
        ...nameProblems(path, files, 'file'),
        ...files.flatMap((file, at) => {
          const fields = asList(file.fields);
          const inside = [...path, where([], file, at)];
          return fields.length === 0
            ? [`${inside.join(' › ')}: the file has no fields.`]
            : fieldProblems(inside, fields);
        }),
      ];
    }),
  ];
}
