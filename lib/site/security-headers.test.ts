import { pagePaths } from './pages';
import { imageHost } from './site';
import {
  contentSecurityPolicy,
  editorSecurityPolicy,
  headersFile,
  policyText,
  securityHeaders,
} from './security-headers';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy();

  it('allows nothing by default, and only the site itself or the image host where it must', () => {
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", new URL(imageHost).origin]);
    expect(policy['connect-src']).toEqual(["'self'", new URL(imageHost).origin]);
    const others = Object.entries(policy).filter(
      ([directive]) => directive !== 'img-src' && directive !== 'connect-src',
    );
    for (const [directive, sources] of others) {
      for (const source of sources) expect(`${directive} ${source}`).toMatch(/ '(self|none)'$/);
    }
  });

  it('allows no inline script or style wholesale: scripts/csp.mjs adds each page its hashes', () => {
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policyText(policy)).not.toMatch(/unsafe|data:|\*/);
  });

  it('follows the image host the build uses', () => {
    expect(contentSecurityPolicy('https://images.example.in')['img-src']).toContain(
      'https://images.example.in',
    );
  });

  it('lets the site register its own service worker, and no other worker', () => {
    expect(policy['worker-src']).toEqual(["'self'"]);
  });

  it('forbids framing the site and changing its base address', () => {
    expect(policy).toMatchObject({ 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"] });
  });
});

describe('securityHeaders', () => {
  const headers = securityHeaders();

  it('lets the site use geolocation itself and denies every other powerful feature', () => {
    const permissions = headers['Permissions-Policy']?.split(', ') ?? [];
    expect(permissions).toContain('geolocation=(self)');
    expect(permissions.filter((entry) => !entry.endsWith('=()'))).toEqual(['geolocation=(self)']);
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  it('keeps the site out of frames, other windows and other sites, and HTTPS-only for two years', () => {
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });
});

describe('headersFile', () => {
  const rules = new Map(
    headersFile()
      .split('\n\n')
      .filter((block) => !block.startsWith('#'))
      .map((block) => {
        const [path = '', ...lines] = block.trim().split('\n');
        return [path, lines.map((line) => line.trim())];
      }),
  );

  it('sends the security headers with every response', () => {
    expect(rules.get('/*')).toEqual(
      Object.entries(securityHeaders()).map(([name, value]) => `${name}: ${value}`),
    );
  });

  it('caches hashed build files for a year and has every page checked on each visit', () => {
    expect(rules.get('/_next/static/*')).toEqual([
      'Cache-Control: public, max-age=31536000, immutable',
    ]);
    for (const path of [...pagePaths, '/404.html']) {
      expect(rules.get(path)).toContain('Cache-Control: no-cache');
    }
  });

  it('gives the pages and the service worker, the editor its own, and nothing else a policy', () => {
    const policy = `Content-Security-Policy: ${policyText(contentSecurityPolicy())}`;
    const paths = [...pagePaths, '/404.html', '/sw.js'];
    for (const path of paths) expect(rules.get(path)).toContain(policy);
    expect(rules.get('/admin/')).toContain(
      `Content-Security-Policy: ${policyText(editorSecurityPolicy())}`,
    );
    const withPolicy = [...rules].filter(([, lines]) =>
      lines.some((line) => line.startsWith('Content-Security-Policy')),
    );
    expect(withPolicy.map(([path]) => path).sort()).toEqual([...paths, '/admin/'].sort());
  });

  it('lets the editor hand a GitHub sign-in back from its window, and keeps it uncached', () => {
    expect(rules.get('/admin/')).toEqual(
      expect.arrayContaining([
        'Cross-Origin-Opener-Policy: same-origin-allow-popups',
        'Cache-Control: no-cache',
      ]),
    );
  });

  it('keeps every file of the editor out of search results, its page too, in one rule', () => {
    const robots = 'X-Robots-Tag: noindex, nofollow';
    const withRobots = [...rules].filter(([, lines]) => lines.includes(robots));
    expect(withRobots.map(([path]) => path)).toEqual(['/admin/*']);
  });

  it('has the service worker checked on every visit, so that a new build reaches customers', () => {
    expect(rules.get('/sw.js')).toContain('Cache-Control: no-cache');
  });

  it('sets no Cache-Control twice for one path', () => {
    const names = [...rules.values()].flat().map((line) => line.split(':')[0]);
    expect(names.filter((name) => name === 'Cache-Control')).toHaveLength(pagePaths.length + 4);
    expect(rules.get('/*')?.some((line) => line.startsWith('Cache-Control'))).toBe(false);
  });
});
