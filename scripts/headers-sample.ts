import type { HeadersRule } from './headers-file.mjs';

/** Made-up `_headers` rules for the tests: a site-wide policy, immutable build files, one page. */
export const sampleRules: HeadersRule[] = [
  {
    path: '/*',
    headers: {
      'Content-Security-Policy': "script-src 'self' 'sha256-all'",
      'X-Frame-Options': 'DENY',
    },
  },
  { path: '/_next/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  {
    path: '/menu/',
    headers: {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "script-src 'self' 'sha256-menu'",
    },
  },
];
