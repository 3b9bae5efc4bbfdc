import type { HeadersRule } from './headers-file.mjs';

/** Made-up `_headers` rules for the tests: site-wide headers, immutable build files, two pages. */
export const sampleRules: HeadersRule[] = [
  { path: '/*', headers: { 'X-Frame-Options': 'DENY' } },
  { path: '/', headers: { 'Content-Security-Policy': "script-src 'self' 'sha256-home'" } },
  { path: '/_next/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  {
    path: '/menu/',
    headers: {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "script-src 'self' 'sha256-menu'",
    },
  },
];
