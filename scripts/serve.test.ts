/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abortDownloads, openFilesOn, raw, rawBytes, type Answer } from '@/test/http-probes';
import { createStaticServer } from './serve.mjs';

// As the build writes it: site-wide headers, immutable build files, and three pages of their own.
const headersFile = `/*
  X-Frame-Options: DENY

/
  Content-Security-Policy: script-src 'self' 'sha256-home'

/_next/static/*
  Cache-Control: public, max-age=31536000, immutable

/menu/
  Cache-Control: no-cache
  Content-Security-Policy: script-src 'self' 'sha256-menu'

/404.html
  Cache-Control: no-cache
  Content-Security-Policy: script-src 'self' 'sha256-lost'

/admin/*
  X-Robots-Tag: noindex, nofollow
`;
const script = `console.log(${JSON.stringify('chai '.repeat(2000))});`;

let site = '';
let outside = '';

function makeSite(with404: boolean) {
  site = mkdtempSync(join(tmpdir(), 'cpc-site-'));
  outside = mkdtempSync(join(tmpdir(), 'cpc-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'outside secret');
  writeFileSync(join(site, 'index.html'), '<h1>Home</h1>');
  if (with404) writeFileSync(join(site, '404.html'), '<h1>Page not found</h1>');
  mkdirSync(join(site, 'menu'));
  writeFileSync(join(site, 'menu', 'index.html'), '<h1>Menu</h1>');
  mkdirSync(join(site, '_next', 'static'), { recursive: true });
  writeFileSync(join(site, '_next', 'static', 'app.js'), script);
  mkdirSync(join(site, 'admin'));
  writeFileSync(join(site, 'admin', 'index.html'), '<h1>Editor</h1>');
  writeFileSync(join(site, 'admin', 'config.yml'), 'backend: github\n');
  writeFileSync(join(site, '_headers'), headersFile);
  symlinkSync(outside, join(site, 'linked'));
  symlinkSync(join(outside, 'secret.txt'), join(site, 'secret.html'));
}

async function start(basePath = ''): Promise<{ server: Server; port: number }> {
  const server = createStaticServer(site, basePath);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return raw(`http://127.0.0.1:${port}`, path, { headers });
}

describe('the static server with a complete site', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    makeSite(true);
    ({ server, port } = await start());
  });
  afterAll(() => {
    server.close();
    rmSync(site, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('sends the headers _headers gives the path, the page rule over the site rule', async () => {
    const menu = await get(port, '/menu/');
    expect(menu.status).toBe(200);
    expect(menu.body).toBe('<h1>Menu</h1>');
    expect(menu.headers).toMatchObject({
      'content-security-policy': "script-src 'self' 'sha256-menu'",
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
    });
    const home = await get(port, '/');
    expect(home.headers['content-security-policy']).toBe("script-src 'self' 'sha256-home'");
    const named = await get(port, '/menu/index.html');
    expect(named.headers['content-security-policy']).toBe("script-src 'self' 'sha256-menu'");
  });

  it('judges an absolute-form request by the path it serves', async () => {
    const menu = await get(port, 'http://cafe.example/menu/');
    expect(menu.status).toBe(200);
    expect(menu.headers).toMatchObject({
      'content-security-policy': "script-src 'self' 'sha256-menu'",
      'x-frame-options': 'DENY',
      'cache-control': 'no-cache',
    });
    for (const path of ['http://cafe.example/linked/secret.txt', 'http://x/secret.html']) {
      const answer = await get(port, path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('outside secret');
    }
  });

  it('redirects a folder without its slash to the same path on the same host', async () => {
    const menu = await get(port, '/menu?x=1');
    expect(menu.status).toBe(301);
    expect(menu.headers.location).toBe('/menu/?x=1');
    const doubled = await get(port, '//menu');
    expect(doubled.headers.location).toBe('/menu');
  });

  it('redirects every other spelling of a page to its one path, keeping the query', async () => {
    for (const path of [
      '/menu/index',
      '/%6Denu/',
      '/menu//',
      '//menu/',
      '/menu/./',
      '/_next/%2e%2e/menu/',
    ]) {
      const { status, headers } = await get(port, `${path}?table=4`);
      expect({
        path,
        status,
        location: headers.location,
        frames: headers['x-frame-options'],
      }).toEqual({
        path,
        status: 301,
        location: '/menu/?table=4',
        frames: 'DENY',
      });
    }
    expect((await get(port, '//')).headers.location).toBe('/');
  });

  it('sends a file its own headers, whatever escape of its path reached it', async () => {
    const escaped = await get(port, '/menu%2Findex.html');
    expect(escaped.status).toBe(200);
    expect(escaped.body).toBe('<h1>Menu</h1>');
    expect(escaped.headers['content-security-policy']).toBe("script-src 'self' 'sha256-menu'");
    expect(escaped.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the hosts’ _headers file to itself', async () => {
    for (const path of [
      '/_headers',
      '/_headers/',
      '/menu/..%2F_headers',
      '/menu%2F..%2F_headers',
    ]) {
      const { status, body } = await get(port, path);
      expect({ path, status, body }).toEqual({
        path,
        status: 404,
        body: '<h1>Page not found</h1>',
      });
    }
    expect((await get(port, '/%5Fheaders')).headers.location).toBe('/_headers');
  });

  it('sends the site’s headers on the answers Node gives to requests it cannot read', async () => {
    const malformed = await rawBytes(
      `http://127.0.0.1:${port}`,
      'GET /menu/ HTTP/1.1\r\nHost\r\n\r\n',
    );
    const tooBig = await rawBytes(
      `http://127.0.0.1:${port}`,
      `GET /menu/ HTTP/1.1\r\nHost: cafe.example\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    for (const [answer, status] of [
      [malformed, 400],
      [tooBig, 431],
    ] as const) {
      expect(answer.status).toBe(status);
      expect(answer.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'cache-control': 'no-cache',
        'content-security-policy': "script-src 'self' 'sha256-lost'",
      });
    }
  });

  it('caches hashed files for a year, but never a missing one', async () => {
    const found = await get(port, '/_next/static/app.js');
    expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get(port, '/_next/static/gone.js');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('<h1>Page not found</h1>');
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers['content-security-policy']).toBe("script-src 'self' 'sha256-lost'");
  });

  it('answers 400 to a malformed escape, a backslash or a climb above the root, and never leaves the folder', async () => {
    expect((await get(port, '/menu/%E0%A4%A')).status).toBe(400);
    expect((await get(port, '/\\evil.example/..%2fmenu')).status).toBe(400);
    expect((await get(port, '/menu/../../secret.txt')).status).toBe(400);
    for (const path of [
      '/../secret.txt',
      '/menu/..%2f..%2fsecret.txt',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const answer = await get(port, path);
      expect([400, 403, 404]).toContain(answer.status);
      expect(answer.body).not.toMatch(/secret|root:/);
    }
  });

  it('serves nothing through a symbolic link that leads out of the folder', async () => {
    for (const path of ['/linked/secret.txt', '/linked/', '/secret', '/secret.html']) {
      const answer = await get(port, path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('outside secret');
    }
  });

  it('answers a repeat visit with 304 by ETag, and a byte range with 206', async () => {
    const first = await get(port, '/_next/static/app.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get(port, '/_next/static/app.js', { 'If-None-Match': etag })).status).toBe(304);
    const range = await get(port, '/_next/static/app.js', {
      Range: 'bytes=-5',
      'Accept-Encoding': 'gzip',
    });
    expect(range.status).toBe(206);
    expect(range.body).toBe(script.slice(-5));
    expect(range.headers['content-range']).toBe(
      `bytes ${script.length - 5}-${script.length - 1}/${script.length}`,
    );
  });

  it('ignores an invalid byte range and answers the whole file, but refuses one past its end', async () => {
    for (const range of ['bytes=5-1', 'bytes=x-y', 'items=0-9']) {
      const whole = await get(port, '/_next/static/app.js', { Range: range });
      expect({ range, status: whole.status }).toEqual({ range, status: 200 });
      expect(whole.body).toBe(script);
    }
    const past = await get(port, '/_next/static/app.js', { Range: `bytes=${script.length + 5}-` });
    expect(past.status).toBe(416);
  });

  it('sends every file of the editor the headers _headers gives its folder', async () => {
    for (const path of ['/admin/', '/admin/config.yml']) {
      const answer = await get(port, path);
      const robots = answer.headers['x-robots-tag'];
      expect({ path, status: answer.status, robots }).toEqual({
        path,
        status: 200,
        robots: 'noindex, nofollow',
      });
    }
  });

  it('compresses text with brotli or gzip as the browser asks', async () => {
    const br = await get(port, '/_next/static/app.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gzip = await get(port, '/_next/static/app.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(script.length / 10);
  });

  it('closes the file of a download the client aborts', async () => {
    const big = join(site, '_next', 'static', 'big.bin');
    writeFileSync(big, Buffer.alloc(32 * 1024 * 1024, 1));
    const openOnBig = () => openFilesOn(process.pid, big);
    await abortDownloads(`http://127.0.0.1:${port}`, '/_next/static/big.bin');
    let open = openOnBig();
    for (let wait = 0; open > 0 && wait < 50; wait += 1) {
      await new Promise((done) => setTimeout(done, 100));
      open = openOnBig();
    }
    expect(open).toBe(0);
  });

  it('answers only GET and HEAD', async () => {
    const answer = await raw(`http://127.0.0.1:${port}`, '/', { method: 'POST' });
    expect(answer.status).toBe(405);
  });
});

describe('the static server with a site that has no 404 page', () => {
  it('answers 404 and keeps serving', async () => {
    makeSite(false);
    const { server, port } = await start();
    try {
      const missing = await get(port, '/nope', { 'Accept-Encoding': 'gzip' });
      expect(missing.status).toBe(404);
      expect(missing.headers['x-frame-options']).toBe('DENY');
      expect((await get(port, '/menu/')).status).toBe(200);
    } finally {
      server.close();
      rmSync(site, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
    expect(existsSync(site)).toBe(false);
  });
});

describe('the static server with a site built for a base path, as GitHub Pages serves a project site', () => {
  const basePath = '/cpc-cafe';
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    makeSite(true);
    ({ server, port } = await start(basePath));
  });

  afterAll(() => {
    server.close();
    rmSync(site, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('serves the folder under the base path, with the headers _headers gives its own paths', async () => {
    const menu = await get(port, `${basePath}/menu/`);
    expect(menu.status).toBe(200);
    expect(menu.body).toContain('Menu');
    expect(menu.headers['content-security-policy']).toBe("script-src 'self' 'sha256-menu'");
    const script = await get(port, `${basePath}/_next/static/app.js`);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an address outside the base path with the site’s 404 page', async () => {
    const outsideAnswer = await get(port, '/menu/');
    expect(outsideAnswer.status).toBe(404);
    expect(outsideAnswer.body).toContain('Page not found');
  });

  it('keeps the base path in every redirect', async () => {
    const redirects = await Promise.all(
      [basePath, `${basePath}/menu?x=1`, `${basePath}/%6Denu/`, `${basePath}//menu/`].map(
        async (path) => (await get(port, path)).headers.location,
      ),
    );
    expect(redirects).toEqual([
      `${basePath}/`,
      `${basePath}/menu/?x=1`,
      `${basePath}/menu/`,
      `${basePath}/menu/`,
    ]);
  });
});
