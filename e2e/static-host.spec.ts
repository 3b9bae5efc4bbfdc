import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { headersFor, parseHeadersFile } from '@/scripts/headers-file.mjs';
import { nginxBinary, nginxConfPath } from '@/scripts/local-nginx.mjs';
import { basePath } from '@/lib/site/base-path';
import { pagePaths } from '@/lib/site/pages';
import { imageHost } from '@/lib/site/site';
import { onePriceDish } from '../test/dishes';
import {
  addFromMenu,
  blockedWorkerWarning,
  expect,
  followMainNav,
  visit,
  waitForHydration,
} from './fixtures';
import { abortDownloads, openFilesOn, raw, rawBytes } from '../test/http-probes';
import { nginxPorts, outsideSecret, startNodeServer, test } from './hosts';

// The exported site as `npm start` serves it (scripts/serve.mjs, the suite's own server) and as
// nginx serves it with deploy/nginx.conf over TLS: the same headers and the same answers.

/** The headers out/_headers gives a path, by lower-case name, as every host must send them. */
function documented(path: string): Record<string, string> {
  const rules = parseHeadersFile(readFileSync(resolve('out', '_headers'), 'utf8'));
  return Object.fromEntries(
    Object.entries(headersFor(rules, path)).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

/** Lets the page load from `origin`, and returns a reader of the CSP violations it reports. */
async function watchPolicy(page: Page, origin: string): Promise<() => Promise<string[]>> {
  await page.route(`${origin}/**`, (route) => route.continue());
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

// One nginx per worker, so this file's tests run in order in one worker.
test.describe.configure({ mode: 'default' });
// nginx (deploy/nginx.conf), Netlify and Cloudflare Pages serve a build made for the root of their
// host; a build for GitHub Pages' /<repository>/ is served by Pages alone (the other specs test it),
// so only the loop over every spelling of every page runs on such a build.
const forTheRoot = [
  basePath !== '',
  'a build for a base path is published to GitHub Pages',
] as const;
// The throwaway certificate is not one the browser knows.
test.use({ ignoreHTTPSErrors: true });

const servedBy = {
  'npm start': test.extend<{ origin: string }>({
    origin: async ({ baseURL }, provide) => provide(baseURL ?? ''),
  }),
  nginx: test.extend<{ origin: string }>({
    origin: async ({ nginx }, provide) => provide(nginx.origin),
  }),
};

for (const [name, hostTest] of Object.entries(servedBy)) {
  hostTest.describe(`out/ served by ${name}`, () => {
    hostTest.skip(...forTheRoot);
    // CI installs nginx, so there a missing nginx is a failure rather than a skip.
    hostTest.skip(
      name === 'nginx' && !process.env.CI && !nginxBinary,
      'nginx is not installed: `apt-get install nginx` (bash .ci/run does it) to test deploy/nginx.conf',
    );

    hostTest(
      'every page answers 200 with exactly the headers out/_headers gives it',
      async ({ request, origin }) => {
        for (const path of pagePaths) {
          const response = await request.get(`${origin}${path}`);
          expect(response.status(), path).toBe(200);
          const headers = response.headers();
          expect(headers['content-type'], path).toBe('text/html; charset=utf-8');
          const expected = documented(path);
          expect(Object.keys(expected)).toEqual(
            expect.arrayContaining([
              'content-security-policy',
              'strict-transport-security',
              'cache-control',
            ]),
          );
          for (const [header, value] of Object.entries(expected)) {
            expect(headers[header], `${path} ${header}`).toBe(value);
          }
          const policy = headers['content-security-policy'];
          expect(policy, path).not.toMatch(/unsafe-inline/);
          expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
        }
      },
    );

    hostTest(
      "the owner's editor answers with exactly the headers out/_headers gives it, its own policy",
      async ({ request, origin }) => {
        const response = await request.get(`${origin}/admin/`);
        expect(response.status()).toBe(200);
        const headers = response.headers();
        const expected = documented('/admin/');
        expect(expected['x-robots-tag']).toBe('noindex, nofollow');
        for (const [header, value] of Object.entries(expected)) {
          expect(headers[header], header).toBe(value);
        }
        expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"');
      },
    );

    hostTest(
      'an unknown address answers 404 with the 404 page and its own headers, never cached',
      async ({ request, origin }) => {
        for (const path of ['/no-such-dish/', '/_next/static/chunks/no-such-file.js']) {
          const response = await request.get(`${origin}${path}`);
          expect(response.status(), path).toBe(404);
          expect(await response.text()).toContain('Page not found');
          const headers = response.headers();
          expect(headers['content-type']).toBe('text/html; charset=utf-8');
          for (const [header, value] of Object.entries(documented('/404.html'))) {
            expect(headers[header], `${path} ${header}`).toBe(value);
          }
          expect(headers['cache-control']).toBe('no-cache');
        }
      },
    );

    hostTest(
      'the service worker is never cached and may fetch what it keeps',
      async ({ request, origin }) => {
        const response = await request.get(`${origin}/sw.js`);
        expect(response.status()).toBe(200);
        const headers = response.headers();
        expect(headers['content-type']).toMatch(/^(application|text)\/javascript\b/);
        for (const [header, value] of Object.entries(documented('/sw.js'))) {
          expect(headers[header], header).toBe(value);
        }
        expect(headers['cache-control']).toBe('no-cache');
        const connect = headers['content-security-policy']?.match(/connect-src ([^;]*)/)?.[1];
        expect(connect?.split(' ')).toEqual(["'self'", new URL(imageHost).origin]);
      },
    );

    hostTest(
      '/menu without its slash is redirected to /menu/ on the same host',
      async ({ request, origin }) => {
        const response = await request.get(`${origin}/menu`, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toBe('/menu/');
        expect((await request.get(`${origin}/menu`)).url()).toBe(`${origin}/menu/`);
      },
    );

    hostTest(
      'hashed build files are cached for a year, revalidated by ETag, and gzipped',
      async ({ request, origin }) => {
        const html = await (await request.get(`${origin}/`)).text();
        const script = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
        // The page carries its CSS inline; its payload names the stylesheet React adds afterwards.
        const style = html.match(/(\/_next\/static\/[^"\\]+\.css)/)?.[1];
        expect(script && style, 'the home page names its scripts and styles').toBeTruthy();
        for (const asset of [script, style]) {
          const response = await request.get(`${origin}${asset}`, {
            headers: { 'Accept-Encoding': 'gzip' },
          });
          expect(response.status(), asset).toBe(200);
          expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(response.headers()['content-encoding'], asset).toBe('gzip');
          expect(response.headers().vary).toContain('Accept-Encoding');
          const etag = response.headers().etag ?? '';
          expect(etag).toMatch(/"/);
          const again = await request.get(`${origin}${asset}`, {
            headers: { 'If-None-Match': etag },
          });
          expect(again.status(), asset).toBe(304);
        }
        const plain = await request.get(`${origin}/menu/`, {
          headers: { 'Accept-Encoding': 'identity' },
        });
        expect(plain.headers()['content-encoding']).toBeUndefined();
        const range = await request.get(`${origin}/robots.txt`, {
          headers: { Range: 'bytes=0-9' },
        });
        expect(range.status()).toBe(206);
        expect(await range.text()).toHaveLength(10);
      },
    );

    hostTest('the manifest is served as a web app manifest', async ({ request, origin }) => {
      const response = await request.get(`${origin}/manifest.webmanifest`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
    });

    // Every page's run in the browser under the suite's own server is e2e/pages.spec.ts's; here
    // the page that runs the most code shows that this host's policy lets it.
    hostTest(
      'the menu runs in the browser without a CSP violation, console error or missing file',
      async ({ page, origin }) => {
        const failed: string[] = [];
        page.on('response', (response) => {
          if (response.url().startsWith(origin) && response.status() >= 400) {
            failed.push(`${response.status()} ${response.url()}`);
          }
        });
        const violations = await watchPolicy(page, origin);

        await visit(page, `${origin}/menu/`);

        // The page's own <meta> policy names its inline scripts, for hosts that send no headers.
        const policy = await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute('content');
        expect(
          policy?.match(/script-src ([^;]*)/)?.[1],
          'scripts/csp.mjs must run after next build',
        ).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
        expect(policy).not.toContain('frame-ancestors');

        await page.waitForLoadState('networkidle');
        expect(await violations(), 'CSP violations').toEqual([]);
        expect(failed, 'requests that failed').toEqual([]);
      },
    );

    hostTest(
      'moving between pages with the main menu stays within the policy',
      async ({ page, origin }) => {
        const violations = await watchPolicy(page, origin);
        await visit(page, `${origin}/`);
        for (const [label, path] of [
          ['Menu', '/menu/'],
          ['About Us', '/about/'],
          ['Contact', '/contact/'],
          ['Order Online', '/order/'],
          ['Home', '/'],
        ] as const) {
          await followMainNav(page, label);
          await expect(page).toHaveURL(`${origin}${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        }
        await page.waitForLoadState('networkidle');
        expect(await violations(), 'CSP violations').toEqual([]);
      },
    );

    hostTest(
      'a page asked for with a doubled slash opens at its one address and takes an order',
      async ({ page, origin }) => {
        await page.route(`${origin}/**`, (route) => route.continue());
        for (const path of ['//menu/', '/menu//']) {
          await visit(page, `${origin}${path}`);
          await expect(page).toHaveURL(`${origin}/menu/`);
        }
        await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
        await addFromMenu(page, onePriceDish.name);
        await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      },
    );

    hostTest.describe('in the browser, at an unknown address', () => {
      // Chromium reports the page's own 404 status in the console; every other message still fails.
      hostTest.use({ allowConsoleErrors: true });

      hostTest('the 404 page shows within the policy', async ({ page, origin }) => {
        const messages: string[] = [];
        page.on('console', (message) => {
          if (message.text() === blockedWorkerWarning) return;
          if (message.type() === 'error' || message.type() === 'warning') {
            messages.push(message.text());
          }
        });
        page.on('pageerror', (error) => messages.push(error.message));
        const violations = await watchPolicy(page, origin);

        const shown = await page.goto(`${origin}/no-such-dish/`);
        expect(shown?.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        // HTTP/2 has no reason phrase, so nginx's 404 reads "404 ()".
        expect(messages).toEqual([
          expect.stringMatching(
            /^Failed to load resource: the server responded with a status of 404 \((Not Found)?\)$/,
          ),
        ]);
        expect(await violations(), 'CSP violations').toEqual([]);
      });
    });
  });
}

/** Odd requests, sent byte for byte, to a copy of out/ that holds symbolic links leading out of it. */
const probed = {
  'npm start': test.extend<{ probe: { origin: string; ca?: string } }>({
    probe: async ({ nodeServer }, provide) => provide(nodeServer),
  }),
  nginx: test.extend<{ probe: { origin: string; ca?: string } }>({
    probe: async ({ nginx }, provide) => provide(nginx),
  }),
};

/** Each path's answer from the probed host, sent as written. */
function answersTo(probe: { origin: string; ca?: string }, paths: string[]) {
  return Promise.all(
    paths.map(async (path) => ({ path, answer: await raw(probe.origin, path, { ca: probe.ca }) })),
  );
}

for (const [name, probeTest] of Object.entries(probed)) {
  probeTest.describe(`${name} refuses what a static host must refuse`, () => {
    probeTest.skip(...forTheRoot);
    probeTest.skip(name === 'nginx' && !process.env.CI && !nginxBinary, 'nginx is not installed');

    probeTest('no path climbs out of the folder, encoded or not', async ({ probe }) => {
      for (const { path, answer } of await answersTo(probe, [
        '/../../../../etc/passwd',
        '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
        '/_next/..%2f..%2f..%2f..%2fetc/passwd',
        '/menu/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      ])) {
        // npm start first sends a needless escape (%2e) to its one spelling, inside the site.
        const location = String(answer.headers.location ?? '');
        if (answer.status === 301) expect(location, path).toMatch(/^\/(?![/\\])/);
        const last = answer.status === 301 ? await raw(probe.origin, location, probe) : answer;
        expect([400, 403, 404], path).toContain(last.status);
        expect(last.body, path).not.toContain('root:');
      }
    });

    probeTest('an encoded slash stays inside the site', async ({ probe }) => {
      const answer = await raw(probe.origin, '/menu%2Findex.html', { ca: probe.ca });
      expect([200, 404]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body).toContain('<html');
    });

    probeTest('// and \\ in a path never redirect to another host', async ({ probe }) => {
      for (const { path, answer } of await answersTo(probe, [
        '//x//evil.example/..%2f_next',
        '//evil.example/..%2f_next',
        '//_next',
        '/\\evil.example/..%2f_next',
        '/%5Cevil.example/..%2f_next',
      ])) {
        expect(answer.status, path).not.toBe(500);
        const location = String(answer.headers.location ?? '/');
        expect(location, path).toMatch(/^\/(?![/\\])/);
      }
    });

    probeTest(
      'every other spelling of a page leads to its one address, or comes with its own headers',
      async ({ probe }) => {
        const spellings = {
          '/menu/': ['/menu/index', '/%6Denu/', '/menu//', '//menu/'],
          '/order/': ['/order//', '//order/', '/menu/%2e%2e/order/'],
        };
        for (const [path, others] of Object.entries(spellings)) {
          for (const { path: other, answer } of await answersTo(probe, others)) {
            // npm start redirects them all; nginx redirects a doubled slash, and serves or
            // refuses the others by the path it reads.
            if (name === 'npm start' || other.includes('//')) {
              expect({ other, status: answer.status, location: answer.headers.location }).toEqual({
                other,
                status: 301,
                location: path,
              });
            } else if (answer.status === 200) {
              const policy = answer.headers['content-security-policy'];
              expect({ other, policy }).toEqual({
                other,
                policy: documented(path)['content-security-policy'],
              });
            } else {
              expect({ other, status: answer.status }).toEqual({ other, status: 404 });
            }
          }
        }
      },
    );

    probeTest('the hosts’ _headers file is not served', async ({ probe }) => {
      for (const { path, answer } of await answersTo(probe, [
        '/_headers',
        '/%5Fheaders',
        '/menu/..%2F_headers',
      ])) {
        expect([301, 400, 404], path).toContain(answer.status);
        if (answer.status === 301) expect(answer.headers.location).toBe('/_headers');
        expect(answer.body, path).not.toContain('Content-Security-Policy:');
      }
    });

    probeTest('a malformed escape answers 400', async ({ probe }) => {
      expect((await raw(probe.origin, '/menu/%E0%A4%A', { ca: probe.ca })).status).toBe(400);
    });

    probeTest('a symbolic link leading out of the folder serves nothing', async ({ probe }) => {
      for (const path of ['/linked/secret.txt', '/linked/', '/secret.html', '/secret']) {
        const answer = await raw(probe.origin, path, { ca: probe.ca });
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).not.toContain(outsideSecret);
      }
    });
  });
}

test.describe('npm start as a process', () => {
  test.skip(...forTheRoot);
  test('a download the client aborts leaves no file open', async ({ nodeServer }) => {
    test.skip(!existsSync('/proc/self/fd'), 'needs /proc to count open files');
    const big = join(nodeServer.root, '_next', 'static', 'aborted-download.bin');
    writeFileSync(big, Buffer.alloc(32 * 1024 * 1024, 1));
    const openOnBig = () => openFilesOn(nodeServer.pid, big);
    await abortDownloads(nodeServer.origin, '/_next/static/aborted-download.bin');
    await expect.poll(openOnBig, { message: 'files still open after aborted downloads' }).toBe(0);
  });

  test('a request Node cannot read is answered with the site’s headers', async ({ nodeServer }) => {
    const sent: [status: number, bytes: string][] = [
      [400, 'GET /menu/ HTTP/1.1\r\nHost\r\n\r\n'],
      [400, 'GET /menu/ HTTP/1.1\r\n\r\n'],
      [431, `GET /menu/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ];
    for (const [status, bytes] of sent) {
      const answer = await rawBytes(nodeServer.origin, bytes);
      expect(answer.status).toBe(status);
      const expected = documented('/404.html');
      expect(Object.keys(expected)).toContain('content-security-policy');
      for (const [header, value] of Object.entries(expected)) {
        expect(answer.headers[header], `${status} ${header}`).toBe(value);
      }
    }
  });

  test('a site without a 404 page answers 404 and keeps serving', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cpc-no-404-'));
    writeFileSync(join(folder, 'index.html'), '<!DOCTYPE html><title>Home</title>');
    const server = await startNodeServer(folder);
    try {
      const missing = await raw(server.origin, '/nope', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(missing.status).toBe(404);
      expect((await raw(server.origin, '/')).status).toBe(200);
      expect(server.exited()).toBe(false);
    } finally {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

test.describe('nginx with deploy/nginx.conf', () => {
  test.skip(...forTheRoot);
  test.skip(!process.env.CI && !nginxBinary, 'nginx is not installed');

  test('plain HTTP redirects every request to the same address over HTTPS', async ({ nginx }) => {
    for (const path of ['/', '/menu/?from=qr', '/no-such-dish/']) {
      const answer = await raw(`http://localhost:${nginxPorts.http}`, path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location).toBe(`${nginx.origin}${path}`);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('HTTPS answers with a certificate the throwaway authority signed, and HSTS', async ({
    nginx,
  }) => {
    const answer = await raw(nginx.origin, '/', { ca: nginx.ca });
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  test('deploy/nginx.conf sends the static headers of out/_headers word for word', () => {
    const block = readFileSync(nginxConfPath, 'utf8');
    const sent = Object.fromEntries(
      [...block.matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"\s+always;/gm)].map(
        ([, name, value]) => [name?.toLowerCase(), value],
      ),
    );
    // The opener policy and the robots header differ for the editor: nginx maps them by path.
    const mapped = (variable: string) =>
      Object.fromEntries(
        [
          ...(
            block.match(new RegExp(`map \\$uri \\$${variable} \\{([^}]*)\\}`))?.[1] ?? ''
          ).matchAll(/^\s*(\S+)\s+"([^"]*)";/gm),
        ].map(([, key, value]) => [key, value]),
      );
    const { 'cross-origin-opener-policy': opener, ...rest } = documented('/*');
    expect(sent).toEqual(rest);
    expect(block).toContain(
      'add_header Cross-Origin-Opener-Policy $cpc_cafe_opener_policy always;',
    );
    expect(mapped('cpc_cafe_opener_policy')).toEqual({
      '~^/admin/': documented('/admin/')['cross-origin-opener-policy'],
      default: opener,
    });
    expect(mapped('cpc_cafe_robots')).toEqual({
      '~^/admin/': documented('/admin/')['x-robots-tag'],
      default: '',
    });
    expect(block).toContain('add_header Content-Security-Policy $cpc_cafe_csp always;');
    expect(block).toContain(`include /var/www/cpc-cafe/out/.nginx-csp.conf;`);
  });
});

test.describe('a plain static host, which serves a page at any spelling of its path', () => {
  test.skip(...forTheRoot);
  // As GitHub Pages does: //menu/ is answered with menu/index.html, and stays in the address bar.
  const origin = 'http://plain-host.test';

  test('a first visit to //menu/ opens the menu at /menu/, and it works', async ({ page }) => {
    await page.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname.replace(/\/{2,}/g, '/');
      const file = join('out', path.endsWith('/') ? `${path}index.html` : path);
      return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    await page.goto(`${origin}//menu/`);
    await waitForHydration(page);
    await expect(page).toHaveURL(`${origin}/menu/`);
    await addFromMenu(page, onePriceDish.name);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });
});

/**
 * A static host that serves a folder's index.html at the folder's name without a slash, as nginx
 * with `try_files $uri $uri/index.html` or an S3 bucket does: out/ (under the base path), read by
 * the decoded path. npm start, nginx and Python's server redirect /menu to /menu/ instead.
 */
async function servesWithoutRedirect(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const inside = path === basePath || path.startsWith(`${basePath}/`);
    const file = join('out', path.slice(basePath.length));
    if (!inside || !existsSync(file)) {
      return route.fulfill({ status: 404, path: join('out', '404.html') });
    }
    return route.fulfill({ path: statSync(file).isDirectory() ? join(file, 'index.html') : file });
  });
  return origin;
}

/** A page's address as hosts leave it in the address bar: `/menu`, `/menu/index.html`, `/%6Denu/`. */
function spellings(path: string): string[] {
  const escaped = (path === '/' ? '/index.html' : path).replace(
    /^\/([a-z])/,
    (_, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return [...new Set([path, path.replace(/(.)\/$/, '$1'), `${path}index.html`, escaped])];
}

/** A host of its own: the suite's context lets only the suite's server through. */
async function reach(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) => route.continue());
  return origin;
}

const anyHost = {
  'npm start': test.extend<{ origin: string }>({
    origin: async ({ baseURL }, provide) => provide(baseURL ?? ''),
  }),
  nginx: test.extend<{ origin: string }>({
    origin: async ({ nginx, page }, provide) => provide(await reach(page, nginx.origin)),
  }),
  "python's http.server": test.extend<{ origin: string }>({
    origin: async ({ pythonServer, page }, provide) =>
      provide(await reach(page, pythonServer.origin)),
  }),
  'a host that serves /menu without a redirect': test.extend<{ origin: string }>({
    origin: async ({ page }, provide) =>
      provide(await servesWithoutRedirect(page, 'http://plain-host.test')),
  }),
};

for (const [name, hostTest] of Object.entries(anyHost)) {
  hostTest.describe(`on ${name}`, () => {
    // Skipped before its fixtures start: a missing nginx is no failure outside CI.
    hostTest.skip(name === 'nginx' && basePath !== '', forTheRoot[1]);
    hostTest.skip(name === 'nginx' && !process.env.CI && !nginxBinary, 'nginx is not installed');

    hostTest('every page works at every spelling of its address', async ({ page, origin }) => {
      const visits = pagePaths.flatMap(spellings);
      hostTest.setTimeout(30_000 + visits.length * 3_000);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      for (const spelt of visits) {
        await page.goto(`${origin}${basePath}${spelt}`);
        await waitForHydration(page);
        expect({ spelt, errors }).toEqual({ spelt, errors: [] });
      }
      // Every host serves the menu at its file's own name without a redirect: there it takes an order.
      await page.goto(`${origin}${basePath}/menu/index.html`);
      await waitForHydration(page);
      await addFromMenu(page, onePriceDish.name);
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });
  });
}
