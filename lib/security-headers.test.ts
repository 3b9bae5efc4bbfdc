import { imageHost, sitePaths } from './site';
import { contentSecurityPolicy, headersFile, securityHeaders } from './security-headers';

describe('contentSecurityPolicy', () => {
  it('lets images come from the image host and nothing else from outside the site', () => {
    const policy = contentSecurityPolicy();
    expect(policy['img-src']).toEqual(["'self'", 'data:', new URL(imageHost).origin]);
    const others = Object.entries(policy).filter(([directive]) => directive !== 'img-src');
    for (const [directive, sources] of others) {
      for (const source of sources) {
        expect(`${directive} ${source}`).toMatch(/ '(self|none|unsafe-inline)'$/);
      }
    }
  });

  it('follows the image host the build uses', () => {
    expect(contentSecurityPolicy('https://images.example.in')['img-src']).toContain(
      'https://images.example.in',
    );
  });

  it('forbids framing the site and plugins', () => {
    expect(contentSecurityPolicy()).toMatchObject({
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
    });
  });
});

describe('securityHeaders', () => {
  it('denies the browser features the site never uses', () => {
    const permissions = securityHeaders()['Permissions-Policy'];
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  it('lets the site itself, and nothing else, ask for the location', () => {
    const permissions = (securityHeaders()['Permissions-Policy'] ?? '').split(', ');
    expect(permissions.filter((entry) => entry.startsWith('geolocation'))).toEqual([
      'geolocation=(self)',
    ]);
    expect(permissions.filter((entry) => !entry.endsWith('=()'))).toEqual(['geolocation=(self)']);
  });
});

describe('headersFile', () => {
  const rules = new Map(
    headersFile()
      .split('\n\n')
      .filter((block) => !block.startsWith('#'))
      .map((block) => {
        const [path = '', ...headers] = block.trim().split('\n');
        return [path, headers.map((header) => header.trim())];
      }),
  );

  it('sends the security headers with every response', () => {
    const headers = securityHeaders();
    expect(rules.get('/*')).toEqual(
      Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    );
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
  });

  it('caches hashed build files for a year and has every page checked on each visit', () => {
    expect(rules.get('/_next/static/*')).toEqual([
      'Cache-Control: public, max-age=31536000, immutable',
    ]);
    for (const path of [...sitePaths, '/404.html']) {
      expect(rules.get(path)).toEqual(['Cache-Control: no-cache']);
    }
  });
});
