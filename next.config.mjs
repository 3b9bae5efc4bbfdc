import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sourceHash } from './scripts/out.mjs';

const overrides = Object.fromEntries(
  ['NEXT_PUBLIC_BASE_PATH', 'NEXT_PUBLIC_SITE_URL', 'NEXT_PUBLIC_IMAGE_HOST'].map((name) => [
    name,
    process.env[name] ?? '',
  ]),
);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Every route is written as <route>/index.html, which every static host serves
  // for both /menu and /menu/ without any rewrite rules.
  trailingSlash: true,
  // A GitHub Pages project site is served from /<repository>/ (see .github/workflows/deploy.yml);
  // lib/site/site.ts checks the value and gives the error.
  basePath: process.env.NEXT_PUBLIC_BASE_PATH || '',
  // Unset overrides are built in as '' rather than read from a `process` shim in the browser. The
  // build's name lets an open page tell that another build has gone live (lib/offline/build.ts).
  env: {
    ...overrides,
    NEXT_PUBLIC_BUILD_ID: sourceHash(fileURLToPath(new URL('.', import.meta.url)), overrides),
    // The whole-page error (app/global-error.tsx) names the cafe without shipping all of
    // content/cafe.json a second time: it is a chunk of its own, apart from the layout's.
    NEXT_PUBLIC_CAFE_NAME: JSON.parse(
      readFileSync(new URL('./content/cafe.json', import.meta.url), 'utf8'),
    ).name,
  },
  // Photos are plain <img> tags sized by Cloudinary (lib/menu/cloudinary.ts): a static export has no image server.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Each language has its own root layout (app/(en)/, app/(hi)/): an address neither has gets
  // app/global-not-found.tsx, which the export writes as 404.html.
  experimental: { globalNotFound: true },
};

export default nextConfig;
