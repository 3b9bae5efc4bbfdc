import { editorFolder, serviceWorkerFile } from '../offline/offline';
import { pagePaths } from './pages';
import { imageHost } from './site';

/**
 * The Content-Security-Policy of every page, as directive → sources: nothing loads unless listed.
 * Inline code gets no blanket allowance: scripts/csp.mjs adds the hashes of each page's own inline
 * scripts and styles to script-src and style-src.
 */
export function contentSecurityPolicy(imageOrigin = new URL(imageHost).origin) {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", imageOrigin],
    // Client-side navigation fetches the next page's data from the site itself; the service
    // worker fetches the photos it keeps from the image host.
    'connect-src': ["'self'", imageOrigin],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The owner's editor at /admin/ (Sveltia CMS) gets a policy of its own, allowing only what it
 * needs: its own scripts and fonts, the inline styles it draws with, GitHub's API (where it reads
 * and saves content/) and status page (the editor says when GitHub is down), the GitHub avatar of
 * the signed-in owner, and the photos of the image host. What it would load from a CDN
 * (Immutable.js, fonts, its newest version) scripts/editor.ts serves beside it.
 */
export function editorSecurityPolicy(imageOrigin = new URL(imageHost).origin) {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', imageOrigin, 'https://avatars.githubusercontent.com'],
    'connect-src': [
      "'self'",
      'data:',
      'blob:',
      'https://api.github.com',
      'https://www.githubstatus.com',
    ],
    'worker-src': ["'self'", 'blob:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The editor's headers beside the policy: "Sign In with GitHub" opens a window of the sign-in
 * helper, which hands the token back to the window that opened it; same-origin would cut that
 * link. It is never kept by a cache.
 */
export const editorHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cache-Control': 'no-cache',
};

/**
 * Every file of the editor, its page, scripts and config.yml alike, is kept out of search results,
 * as deploy/nginx.conf's map does for ^/admin/. One rule of its own, so that a host that joins the
 * values of every rule matching a path never sends it twice.
 */
export const editorFilesHeaders = { 'X-Robots-Tag': 'noindex, nofollow' };

export function policyText(policy: Record<string, string[]>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** Browser features the site never uses, switched off so that no embedded or injected code can ask for them. */
const deniedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** Features the site's own pages may use (the order page can ask for the customer's location), and nothing embedded. */
const ownFeatures = ['geolocation'];

/** The headers every response carries, whichever host serves the site; pages add their policy. */
export function securityHeaders(): Record<string, string> {
  return {
    // Browsers take it from HTTPS responses only; two years, as the HSTS preload list asks.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // For browsers too old for frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': [
      ...deniedFeatures.map((feature) => `${feature}=()`),
      ...ownFeatures.map((feature) => `${feature}=(self)`),
    ].join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** Hashed build files never change under the same name; pages must be checked on every visit. */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  page: 'no-cache',
};

/**
 * The `_headers` file that Netlify and Cloudflare Pages read from the root of `out/`. The pages and
 * the service worker (whose policy is its script's) carry a Content-Security-Policy, and nothing
 * else does: a host sends every matching rule's and browsers enforce them all. scripts/csp.mjs adds
 * each page's hashes to its own.
 */
export function headersFile(): string {
  const rule = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by the build from lib/site/security-headers.ts and scripts/csp.mjs: change those, not this file.',
    rule('/*', securityHeaders()),
    rule('/_next/static/*', { 'Cache-Control': cacheControl.immutable }),
    // A stale service worker would keep serving an old build: browsers must always ask for it.
    rule(`/${serviceWorkerFile}`, {
      'Content-Security-Policy': policyText(contentSecurityPolicy()),
      'Cache-Control': cacheControl.page,
    }),
    ...[...pagePaths, '/404.html'].map((path) =>
      rule(path, {
        'Content-Security-Policy': policyText(contentSecurityPolicy()),
        'Cache-Control': cacheControl.page,
      }),
    ),
    rule(`/${editorFolder}/`, {
      'Content-Security-Policy': policyText(editorSecurityPolicy()),
      ...editorHeaders,
    }),
    rule(`/${editorFolder}/*`, editorFilesHeaders),
  ]
    .join('\n\n')
    .concat('\n');
}
