// Apart from lib/site.ts, which reads content/cafe.json: a component that needs only the base path
// (the logo, the language switch, the whole-page error screen) ships none of the cafe's details.

/**
 * Where the site sits under its host: '' at the root, or '/<folder>' for a GitHub Pages project
 * site. NEXT_PUBLIC_BASE_PATH at build time sets it; next.config.mjs passes it to Next.js.
 */
export const basePath =
  typeof window === 'undefined'
    ? checkedBasePath(process.env.NEXT_PUBLIC_BASE_PATH ?? '')
    : (process.env.NEXT_PUBLIC_BASE_PATH ?? '');

export function checkedBasePath(value: string): string {
  if (value === '' || /^(\/[\w.~-]+)+$/.test(value)) return value;
  throw new Error(
    `NEXT_PUBLIC_BASE_PATH "${value}" must be empty or a path such as /cpc-cafe: a leading slash, no trailing slash.`,
  );
}
