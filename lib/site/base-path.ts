// Apart from lib/site/site.ts, which reads content/cafe.json: a component that needs only the base path
// (the logo, the language switch, the whole-page error screen) ships none of the cafe's details.

/**
 * Where the site sits under its host: '' at the root, or '/<folder>' for a GitHub Pages project
 * site. NEXT_PUBLIC_BASE_PATH at build time sets it; next.config.mjs passes it to Next.js, and
 * lib/site/site.ts checks it as the build reads it, so the check ships to no browser.
 */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
