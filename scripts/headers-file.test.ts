import { headersFile } from '@/lib/site/security-headers';
import {
  formatHeadersFile,
  headersFor,
  parseHeadersFile,
  type HeadersRule,
} from './headers-file.mjs';

const rules: HeadersRule[] = [
  { path: '/*', headers: { 'X-Frame-Options': 'DENY' } },
  { path: '/_next/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  {
    path: '/menu/',
    headers: {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': "script-src 'self' 'sha256-menu'",
    },
  },
];

describe('parseHeadersFile and formatHeadersFile', () => {
  it("read back what they write, and read the build's own file", () => {
    expect(parseHeadersFile(formatHeadersFile(rules, 'comment'))).toEqual(rules);
    const built = parseHeadersFile(headersFile());
    expect(built[0]?.path).toBe('/*');
    expect(built.map((rule) => rule.path)).toContain('/_next/static/*');
  });

  it('stops on a line it cannot read, rather than dropping a header', () => {
    expect(() => parseHeadersFile('/*\n  Content-Security-Policy\n')).toThrow(/cannot read/);
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/cannot read/);
  });
});

describe('headersFor', () => {
  it("gives a page its own headers and the site's", () => {
    expect(headersFor(rules, '/menu/')).toEqual({
      'Content-Security-Policy': "script-src 'self' 'sha256-menu'",
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'no-cache',
    });
  });

  it('matches a splat across slashes, and everything else as written', () => {
    expect(headersFor(rules, '/_next/static/chunks/app.js')['Cache-Control']).toContain(
      'immutable',
    );
    expect(headersFor(rules, '/x/_next/static/app.js')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/menuX/')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/menu')['Cache-Control']).toBeUndefined();
  });
});
