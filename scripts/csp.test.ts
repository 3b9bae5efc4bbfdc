import { headerPolicy, inlineScripts, pagePolicy, sha256Source, withPolicyMeta } from './csp.mjs';

const policy =
  "default-src 'self'; img-src 'self' data: https://images.example; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Menu</title>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '</head><body>',
  '<script type="application/ld+json">{"name":"CPC Cafe"}</script>',
  "<script>alert('Hello, world.');</script>",
  '<script type="module">run()</script>',
  '</body></html>',
].join('');

describe('inlineScripts', () => {
  it('finds every inline script, leaving out the ones loaded from files', () => {
    expect(inlineScripts(page)).toEqual([
      '{"name":"CPC Cafe"}',
      "alert('Hello, world.');",
      'run()',
    ]);
  });

  it('reads line breaks as the HTML parser does', () => {
    expect(inlineScripts('<script>a()\r\nb()\rc()</script>')).toEqual(['a()\nb()\nc()']);
  });
});

describe('sha256Source', () => {
  it('gives the hash source the CSP specification gives for its example', () => {
    expect(sha256Source("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});

describe('headerPolicy', () => {
  it('reads the policy every path gets from a _headers file', () => {
    const file = [
      '# comment',
      '/_next/static/*',
      '  Content-Security-Policy: wrong',
      '',
      '/*',
      `  Content-Security-Policy: ${policy}`,
      '  X-Content-Type-Options: nosniff',
    ].join('\n');
    expect(headerPolicy(file)).toBe(policy);
  });

  it('stops the build when the file has no policy', () => {
    expect(() => headerPolicy('/*\n  X-Content-Type-Options: nosniff\n')).toThrow(/no Content/);
  });
});

describe('pagePolicy', () => {
  it("allows only the page's own scripts and keeps the other directives a <meta> may carry", () => {
    expect(pagePolicy(policy, ['one()', 'one()', 'two()'])).toBe(
      `default-src 'self'; img-src 'self' data: https://images.example; script-src 'self' ${sha256Source('one()')} ${sha256Source('two()')}`,
    );
  });
});

describe('withPolicyMeta', () => {
  const updated = withPolicyMeta(page, policy);

  it('puts the policy right after the charset, before any script', () => {
    expect(updated).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${pagePolicy(policy, inlineScripts(page))}"/><title>`,
    );
  });

  it('gives the same page when run again', () => {
    expect(withPolicyMeta(updated, policy)).toBe(updated);
  });
});
