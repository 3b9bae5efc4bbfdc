import { headersFile } from '@/lib/security-headers';
import {
  formatHeadersFile,
  headersFor,
  nginxCspMap,
  pageFile,
  parseHeadersFile,
} from './headers-file.mjs';
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
  it("gives a page its own policy over the site's, and keeps the site's other headers", () => {
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

describe('pageFile', () => {
  it('names the file a page rule serves, and none for patterns', () => {
    expect(pageFile('/')).toBe('/index.html');
    expect(pageFile('/menu/')).toBe('/menu/index.html');
    expect(pageFile('/404.html')).toBe('/404.html');
    expect(pageFile('/_next/static/*')).toBeUndefined();
  });
});

describe('nginxCspMap', () => {
  it("maps both forms of each page to the page's policy, everything else to the site's", () => {
    expect(nginxCspMap(rules, '$csp').split('\n')).toEqual([
      expect.stringMatching(/^# /),
      'map $uri $csp {',
      `    default "script-src 'self' 'sha256-all'";`,
      `    "/menu/" "script-src 'self' 'sha256-menu'";`,
      `    "/menu/index.html" "script-src 'self' 'sha256-menu'";`,
      '}',
      '',
    ]);
  });

  it('escapes what would end an nginx string', () => {
    const odd = [{ path: '/*', headers: { 'Content-Security-Policy': 'a "b" \\c' } }];
    expect(nginxCspMap(odd, '$csp')).toContain('default "a \\"b\\" \\\\c";');
  });
});
