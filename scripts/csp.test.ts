/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyPolicies,
  inlineCode,
  metaPolicy,
  sha256Source,
  withInlineCode,
  withPolicyMeta,
} from './csp.mjs';

const policy =
  "default-src 'none'; img-src 'self' https://images.example; script-src 'self'; style-src 'self'; frame-ancestors 'none'";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Menu</title>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<style>main{color:red}</style>',
  '</head><body>',
  '<script type="application/ld+json">{"name":"CPC Cafe"}</script>',
  "<script>alert('Hello, world.');</script>",
  '<script type="module">run()</script>',
  '<p style="color: blue">A &amp; B</p><div style=\'margin:0&#59;\'></div>',
  '</body></html>',
].join('');

describe('inlineCode', () => {
  it('finds every inline script, style element and style attribute, leaving out files', () => {
    expect(inlineCode(page)).toEqual({
      scripts: ['{"name":"CPC Cafe"}', "alert('Hello, world.');", 'run()'],
      styles: ['main{color:red}'],
      styleAttributes: ['color: blue', 'margin:0;'],
    });
  });

  it('reads line breaks as the HTML parser does', () => {
    expect(inlineCode('<script>a()\r\nb()\rc()</script>').scripts).toEqual(['a()\nb()\nc()']);
  });

  it('does not take markup inside a script for a style attribute', () => {
    expect(inlineCode('<script>x = \'<b style="a">\'</script>').styleAttributes).toEqual([]);
  });
});

describe('sha256Source', () => {
  it('gives the hash source the CSP specification gives for its example', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});

describe('withInlineCode', () => {
  it('allows exactly the inline scripts and styles given, and nothing more', () => {
    expect(
      withInlineCode(policy, {
        scripts: ['one()', 'one()', 'two()'],
        styles: [],
        styleAttributes: [],
      }),
    ).toBe(
      `default-src 'none'; img-src 'self' https://images.example; script-src 'self' ${sha256Source('one()')} ${sha256Source('two()')}; style-src 'self'; frame-ancestors 'none'`,
    );
  });

  it("allows style attributes by hash only with 'unsafe-hashes'", () => {
    const result = withInlineCode(policy, {
      scripts: [],
      styles: ['a{}'],
      styleAttributes: ['color: blue'],
    });
    expect(result).toContain(
      `style-src 'self' ${sha256Source('a{}')} 'unsafe-hashes' ${sha256Source('color: blue')};`,
    );
    expect(result).not.toContain('unsafe-inline');
  });

  it('replaces the hashes a policy already had, so that running it again changes nothing', () => {
    const once = withInlineCode(policy, { scripts: ['a()'], styles: [], styleAttributes: ['x'] });
    const code = { scripts: ['b()'], styles: [], styleAttributes: [] };
    expect(withInlineCode(once, code)).toBe(withInlineCode(policy, code));
  });
});

describe('metaPolicy', () => {
  it('leaves out what browsers ignore in a <meta> policy', () => {
    expect(metaPolicy(policy)).toBe(
      "default-src 'none'; img-src 'self' https://images.example; script-src 'self'; style-src 'self'",
    );
  });
});

describe('withPolicyMeta', () => {
  const pagePolicy = withInlineCode(policy, inlineCode(page));
  const updated = withPolicyMeta(page, pagePolicy);

  it('puts the policy right after the charset, before any script', () => {
    expect(updated).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${metaPolicy(pagePolicy)}"/><title>`,
    );
  });

  it('gives the same page when run again', () => {
    expect(withPolicyMeta(updated, pagePolicy)).toBe(updated);
  });
});

describe('applyPolicies', () => {
  let folder = '';
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
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const rules = () => [
    { path: '/*', headers: { 'Content-Security-Policy': policy, 'X-Frame-Options': 'DENY' } },
    { path: '/_next/static/*', headers: { 'Cache-Control': 'immutable' } },
    { path: '/', headers: { 'Cache-Control': 'no-cache' } },
    { path: '/404.html', headers: { 'Cache-Control': 'no-cache' } },
  ];

  it("gives each page's rule that page's scripts only, and /* the scripts of every page", () => {
    const [all, assets, home, lost, homeFile] = applyPolicies(folder, rules());
    const scriptSources = (rule: typeof all) =>
      rule?.headers['Content-Security-Policy']?.match(/script-src ([^;]*)/)?.[1];
    expect(scriptSources(home)).toBe(`'self' ${sha256Source('home()')}`);
    expect(scriptSources(lost)).toBe(`'self' ${sha256Source('lost()')}`);
    expect(scriptSources(all)?.split(' ').sort()).toEqual(
      ["'self'", sha256Source('home()'), sha256Source('lost()')].sort(),
    );
    expect(homeFile).toEqual({ ...home, path: '/index.html' });
    expect(all?.headers['X-Frame-Options']).toBe('DENY');
    expect(assets?.headers).toEqual({ 'Cache-Control': 'immutable' });
    expect(readFileSync(join(folder, 'index.html'), 'utf8')).toContain(
      `content="${metaPolicy(home?.headers['Content-Security-Policy'] ?? '')}"`,
    );
  });

  it('gives the same rules and pages when run again', () => {
    const first = applyPolicies(folder, rules());
    const page = readFileSync(join(folder, 'index.html'), 'utf8');
    expect(applyPolicies(folder, first)).toEqual(first);
    expect(readFileSync(join(folder, 'index.html'), 'utf8')).toBe(page);
  });
});
