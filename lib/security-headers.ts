import { imageHost, sitePaths } from './site';

/**
 * The Content-Security-Policy every host sends, as directive → sources. Inline scripts stay
 * allowed here because Next.js writes some into each page; scripts/csp.mjs narrows that per page
 * to the hashes of that page's own scripts with a <meta> policy, which browsers enforce as well.
 */
export function contentSecurityPolicy(imageOrigin = new URL(imageHost).origin) {
  return {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:', imageOrigin],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

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

/** Checkout's "Share my location" asks for the position; the site's own pages only, never a frame. */
const selfFeatures = ['geolocation'];

function permissionsPolicy(): string {
  return [
    ...deniedFeatures.map((feature) => [feature, '()']),
    ...selfFeatures.map((feature) => [feature, '(self)']),
  ]
    .sort(([a = ''], [b = '']) => a.localeCompare(b))
    .map(([feature, allowed]) => `${feature}=${allowed}`)
    .join(', ');
}

/** The headers every response carries, whichever host serves the site. */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': policyText(contentSecurityPolicy()),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(),
  };
}

/** Hashed build files never change under the same name; pages must be checked on every visit. */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  page: 'no-cache',
};

/** The `_headers` file that Netlify and Cloudflare Pages read from the root of `out/`. */
export function headersFile(): string {
  const rule = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by the build from lib/security-headers.ts: change that file, not this one.',
    rule('/*', securityHeaders()),
    rule('/_next/static/*', { 'Cache-Control': cacheControl.immutable }),
    ...[...sitePaths, '/404.html'].map((path) =>
      rule(path, { 'Cache-Control': cacheControl.page }),
    ),
  ]
    .join('\n\n')
    .concat('\n');
}
