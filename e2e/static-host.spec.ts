import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { sitePaths } from '@/lib/site';
import type { Page } from '@playwright/test';
import { expect, test, visit, waitForHydration } from './fixtures';

// Serves out/ with nginx and the server block from the README, so the deployment guide is tested as written.
const port = Number(process.env.E2E_NGINX_PORT ?? 4402);
const origin = `http://localhost:${port}`;
const outDir = resolve('out');
const nginxBinary = [
  '/usr/sbin/nginx',
  ...(process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, 'nginx')),
].find(existsSync);
const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find(existsSync);

function readmeNginxBlock(): string {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.split(/^## Serving with nginx$/m)[1] ?? '';
  const block = section.match(/```nginx\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('README.md has no ```nginx block under "## Serving with nginx"');
  return block;
}

/** The headers the README's block sends with `add_header ... always`, by lower-case name. */
function documentedHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/^\s*add_header\s+(\S+)\s+"([^"]*)"\s+always;/gm)) {
    if (name && value !== undefined) headers[name.toLowerCase()] = value;
  }
  return headers;
}

/** The headers out/_headers gives every path, as Netlify and Cloudflare Pages would send them. */
function headersFileRule(): Record<string, string> {
  const headers: Record<string, string> = {};
  const file = readFileSync(join(outDir, '_headers'), 'utf8');
  const rule = file.split(/^\/\*$/m)[1]?.split(/^\S/m)[0] ?? '';
  for (const [, name, value] of rule.matchAll(/^\s+([\w-]+):\s*(.+)$/gm)) {
    if (name && value) headers[name.toLowerCase()] = value.trim();
  }
  return headers;
}

/** Lets nginx answer the page, and returns a reader of the CSP violations it reports. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
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

function nginxConfig(folder: string): string {
  const block = readmeNginxBlock()
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${outDir};`);
  return [
    'daemon off;',
    'worker_processes 1;',
    // Workers would otherwise switch to "nobody", who may not be able to read the checkout.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${join(folder, 'nginx.pid')};`,
    `error_log ${join(folder, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${join(folder, kind)};`,
    ),
    block,
    '}',
  ].join('\n');
}

test.describe('out/ served by nginx with the README block', () => {
  // One nginx for the whole file, so its tests share a worker.
  test.describe.configure({ mode: 'default' });
  // CI installs nginx, so there a missing nginx is a failure rather than a skip.
  test.skip(
    !process.env.CI && (!nginxBinary || !mimeTypes),
    'nginx is not installed: `apt-get install nginx` (bash .ci/run does it) to test the README block',
  );

  let nginx: ChildProcess | undefined;
  let folder = '';

  test.beforeAll(async () => {
    if (!existsSync(join(outDir, 'index.html')))
      throw new Error('No out/: run "npm run build" first');
    const inUse = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (inUse)
      throw new Error(`Something already answers on ${origin}: stop it or set E2E_NGINX_PORT`);
    folder = mkdtempSync(join(tmpdir(), 'cpc-nginx-'));
    const config = join(folder, 'nginx.conf');
    writeFileSync(config, nginxConfig(folder));
    const errorLog = join(folder, 'error.log');
    nginx = spawn(nginxBinary ?? 'nginx', ['-p', folder, '-c', config, '-e', errorLog], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    nginx.stderr?.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<never>((_, reject) =>
      nginx?.once('exit', (code) =>
        reject(
          new Error(
            `nginx exited with ${code}: ${stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`,
          ),
        ),
      ),
    );
    const ready = (async () => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        try {
          if ((await fetch(`${origin}/`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((done) => setTimeout(done, 100));
      }
      throw new Error(`nginx did not answer on ${origin} within 10 s`);
    })();
    exited.catch(() => undefined);
    await Promise.race([ready, exited]);
  });

  test.afterAll(async () => {
    // Waits for the port to be free, in case a failed test makes Playwright start this file again.
    if (nginx && nginx.exitCode === null) {
      const stopped = new Promise((done) => nginx?.once('exit', done));
      nginx.kill('SIGTERM');
      await stopped;
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('the README block sends the same security headers as out/_headers', () => {
    const documented = documentedHeaders(readmeNginxBlock());
    const generated = headersFileRule();
    expect(Object.keys(generated).length).toBeGreaterThanOrEqual(4);
    for (const [name, value] of Object.entries(generated)) {
      expect(documented[name], `${name}: update README.md from lib/security-headers.ts`).toBe(
        value,
      );
    }
  });

  for (const path of sitePaths) {
    test(`${path} answers 200 with the security headers and no caching`, async ({ request }) => {
      const response = await request.get(`${origin}${path}`);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      for (const [name, value] of Object.entries(documentedHeaders(readmeNginxBlock()))) {
        expect(headers[name], name).toBe(value);
      }
      expect(headers['cache-control']).toBe('no-cache');
    });
  }

  test('/menu without its slash is redirected to /menu/', async ({ request }) => {
    const response = await request.get(`${origin}/menu`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/menu/');
    expect((await request.get(`${origin}/menu`)).url()).toBe(`${origin}/menu/`);
  });

  test('an unknown path answers 404 with the 404 page', async ({ request }) => {
    const response = await request.get(`${origin}/no-such-dish/`);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test.describe('in the browser', () => {
    // Chromium reports the page's own 404 status in the console; every other message still fails.
    test.use({ allowConsoleErrors: true });

    test('an unknown path shows the 404 page', async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          messages.push(message.text());
        }
      });
      page.on('pageerror', (error) => messages.push(error.message));
      const violations = await watchPolicy(page);

      const shown = await page.goto(`${origin}/no-such-dish/`);
      expect(shown?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      expect(messages).toEqual([
        'Failed to load resource: the server responded with a status of 404 (Not Found)',
      ]);
      expect(await violations(), 'CSP violations').toEqual([]);
    });
  });

  test('hashed build files are cached for a year, and text is gzipped when asked', async ({
    request,
  }) => {
    const html = await (await request.get(`${origin}/`)).text();
    const script = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    const style = html.match(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
    expect(script && style, 'the home page links its scripts and styles').toBeTruthy();
    for (const asset of [script, style]) {
      const response = await request.get(`${origin}${asset}`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['content-encoding'], asset).toBe('gzip');
    }

    const menu = await request.get(`${origin}/menu/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(menu.headers()['content-encoding']).toBe('gzip');
    expect(menu.headers().vary).toContain('Accept-Encoding');
    const plain = await request.get(`${origin}/menu/`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers()['content-encoding']).toBeUndefined();
  });

  test('the manifest is served as a web app manifest', async ({ request }) => {
    const response = await request.get(`${origin}/manifest.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
  });

  for (const path of sitePaths) {
    test(`${path} runs in the browser without a CSP violation, console error or missing file`, async ({
      page,
    }) => {
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(origin) && response.status() >= 400) {
          failed.push(`${response.status()} ${response.url()}`);
        }
      });
      const violations = await watchPolicy(page);

      await visit(page, `${origin}${path}`);

      // The page's own policy names its inline scripts; 'unsafe-inline' is left to the header.
      const policy = await page
        .locator('meta[http-equiv="Content-Security-Policy"]')
        .getAttribute('content');
      const scriptSources = policy?.match(/script-src ([^;]*)/)?.[1];
      expect(scriptSources, 'scripts/csp.mjs must run after next build').toMatch(
        /^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/,
      );

      await page.waitForLoadState('networkidle');
      expect(await violations(), 'CSP violations').toEqual([]);
      expect(failed, 'requests that failed').toEqual([]);
    });
  }

  test('moving between pages with the main menu stays within the policy', async ({ page }) => {
    const violations = await watchPolicy(page);
    await visit(page, `${origin}/`);
    for (const [label, path] of [
      ['Menu', '/menu/'],
      ['About Us', '/about/'],
      ['Contact', '/contact/'],
      ['Order Online', '/order/'],
      ['Home', '/'],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: label })
        .click();
      await expect(page).toHaveURL(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(await violations(), 'CSP violations').toEqual([]);
  });
});
