import { headersFile } from '@/lib/security-headers';
import { formatHeadersFile, headersFor, parseHeadersFile } from './headers-file.mjs';
import { sampleRules } from './headers-sample';

const rules = [...sampleRules, { path: '/dishes/:id', headers: { 'X-Dish': 'yes' } }];

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

  it('matches splats across slashes and placeholders within one segment only', () => {
    expect(headersFor(rules, '/_next/static/chunks/app.js')['Cache-Control']).toContain(
      'immutable',
    );
    expect(headersFor(rules, '/x/_next/static/app.js')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/dishes/chai')['X-Dish']).toBe('yes');
    expect(headersFor(rules, '/dishes/chai/more')['X-Dish']).toBeUndefined();
    expect(headersFor(rules, '/menu')['Cache-Control']).toBeUndefined();
  });
});
