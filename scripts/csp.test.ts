/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatHeadersFile, parseHeadersFile } from './headers-file.mjs';
import { inlineCode, sha256Source, withHashes, withPolicyMeta, writePolicies } from './csp.mjs';

const policy =
  "default-src 'none'; img-src 'self' https://images.example; script-src 'self'; style-src 'self'; frame-ancestors 'none'";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Menu</title>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<style>main{color:red}</style>',
  '</head><body>',
  '<script type="application/ld+json">{"name":"CPC Cafe &amp; more"}</script>',
  "<script>alert('Hello, world.');</script>",
  "<script>x = '<style>not a style</style>'</script>",
  '</body></html>',
].join('');

describe('inlineCode', () => {
  it('finds the text of every inline script and style element as written, leaving out files', () => {
    expect(inlineCode(page)).toEqual({
      scripts: [
        '{"name":"CPC Cafe &amp; more"}',
        "alert('Hello, world.');",
        "x = '<style>not a style</style>'",
      ],
      styles: ['main{color:red}'],
    });
  });
});

describe('sha256Source', () => {
  it('gives the hash source the CSP specification gives for its example', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('hashes line breaks as the HTML parser hands them over', () => {
    expect(sha256Source('a()\r\nb()\rc()')).toBe(sha256Source('a()\nb()\nc()'));
  });
});

describe('withHashes', () => {
  it('allows exactly the inline scripts and styles given, once each', () => {
    expect(withHashes(policy, { scripts: ['one()', 'one()', 'two()'], styles: ['a{}'] })).toBe(
      `default-src 'none'; img-src 'self' https://images.example; script-src 'self' ${sha256Source('one()')} ${sha256Source('two()')}; style-src 'self' ${sha256Source('a{}')}; frame-ancestors 'none'`,
    );
  });

  it('replaces the hashes a policy already had, so that running it again changes nothing', () => {
    const code = { scripts: ['b()'], styles: [] };
    const once = withHashes(policy, { scripts: ['a()'], styles: ['x{}'] });
    expect(withHashes(once, code)).toBe(withHashes(policy, code));
  });
});

describe('withPolicyMeta', () => {
  const updated = withPolicyMeta(page, withHashes(policy, inlineCode(page)));

  it('puts the policy right after the charset, without what browsers ignore in a <meta>', () => {
    const meta = updated.match(
      /<meta charSet="utf-8"\/><meta http-equiv="[^"]+" content="([^"]+)"\/><title>/,
    );
    expect(meta?.[1]).toMatch(/script-src 'self' 'sha256-[^;]+; style-src 'self' 'sha256-[^;]+$/);
    expect(meta?.[1]).toContain(sha256Source("alert('Hello, world.');"));
    expect(meta?.[1]).not.toContain('frame-ancestors');
  });

  it('gives the same page when run again', () => {
    expect(withPolicyMeta(updated, withHashes(policy, inlineCode(page)))).toBe(updated);
  });
});

describe('writePolicies', () => {
  let folder = '';
  const rules = [
    { path: '/*', headers: { 'X-Frame-Options': 'DENY' } },
    { path: '/_next/static/*', headers: { 'Cache-Control': 'immutable' } },
    { path: '/', headers: { 'Content-Security-Policy': policy } },
    { path: '/404.html', headers: { 'Content-Security-Policy': policy } },
    { path: '/sw.js', headers: { 'Content-Security-Policy': policy } },
  ];
  const read = (file: string) => readFileSync(join(folder, file), 'utf8');
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'cpc-csp-'));
    writeFileSync(
      join(folder, 'index.html'),
      '<head><meta charset="utf-8"></head><script>home()</script>',
    );
    writeFileSync(
      join(folder, '404.html'),
      '<head><meta charset="utf-8"></head><script>lost()</script>',
    );
    writeFileSync(join(folder, 'sw.js'), 'self.skipWaiting()');
    mkdirSync(join(folder, '404'));
    writeFileSync(
      join(folder, '404', 'index.html'),
      '<head><meta charset="utf-8"></head><i>lost</i>',
    );
    writeFileSync(join(folder, '_headers'), formatHeadersFile(rules, 'built'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("gives each page its own scripts only, in its <meta>, its _headers rule and nginx's map", () => {
    writePolicies(folder);
    const written = parseHeadersFile(read('_headers'));
    const policyOf = (path: string) =>
      written.find((rule) => rule.path === path)?.headers['Content-Security-Policy'] ?? '';
    const home = policyOf('/');
    expect(home).toContain(`script-src 'self' ${sha256Source('home()')};`);
    expect(policyOf('/404.html')).toContain(`script-src 'self' ${sha256Source('lost()')};`);
    expect(policyOf('/sw.js')).toBe(policy);
    expect(written.find((rule) => rule.path === '/*')?.headers).toEqual({
      'X-Frame-Options': 'DENY',
    });
    expect(read('index.html')).toContain(sha256Source('home()'));
    expect(read('index.html')).not.toContain(sha256Source('lost()'));
    const map = read('.nginx-csp.conf');
    expect(map).toContain(`    "/" "${home}";\n    "/index.html" "${home}";`);
    expect(map).toContain(`    "/sw.js" "${policy}";`);
    expect(map).toContain('    default "";');
  });

  it("gives an HTML file that has no rule the 404 page's headers with its own hashes", () => {
    writePolicies(folder);
    const copy = parseHeadersFile(read('_headers')).find((rule) => rule.path === '/404/');
    expect(copy?.headers['Content-Security-Policy']).toBe(policy);
    expect(read('404/index.html')).toContain('http-equiv="Content-Security-Policy"');
  });

  it('stops when a page has no policy to complete', () => {
    writeFileSync(join(folder, '_headers'), formatHeadersFile(rules.slice(0, 2), 'built'));
    expect(() => writePolicies(folder)).toThrow(/_headers gives \/\S* no Content-Security-Policy/);
  });

  it('gives the same files when run again', () => {
    writePolicies(folder);
    const first = [read('_headers'), read('index.html'), read('.nginx-csp.conf')];
    writePolicies(folder);
    expect([read('_headers'), read('index.html'), read('.nginx-csp.conf')]).toEqual(first);
  });
});
