/**
 * The dictionaries' strings are plain text, so that a server page can pass them to a client
 * island: a value is written into a string as `{name}`, and a count picks `one` or `other`.
 */
export type Template = string;

/** A word that changes with a count: "1 dish", "2 dishes". */
export type Plural = { one: Template; other: Template };

/** The template with each `{name}` replaced by its value; an unknown name is left as written. */
export function fill(template: Template, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The form for `count` ("one" for 1, else "other"), with `{count}` and any other values filled. */
export function plural(
  words: Plural,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return fill(count === 1 ? words.one : words.other, { count, ...values });
}
