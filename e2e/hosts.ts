import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { basePath } from '../lib/site/base-path';
import { startNginx } from '../scripts/local-nginx.mjs';
import { test as base } from './fixtures';

export { raw } from '../test/http-probes';

/** A server of a copy of out/ that holds a symbolic link out of the folder. */
export type Host = { origin: string; root: string; pid: number; ca?: string };

/** What leaks if a symbolic link is followed out of the served folder. */
export const outsideSecret = 'outside the site: must never be served';

/** A copy of out/ in a new folder, with `linked/` and `secret.html` leading outside it. */
function siteCopy(folder: string): string {
  const outDir = resolve('out');
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error('No out/: run "npm run build" first');
  const outside = join(folder, 'outside');
  const site = join(folder, 'site');
  cpSync(outDir, site, { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.txt'), outsideSecret);
  symlinkSync(outside, join(site, 'linked'));
  symlinkSync(join(outside, 'secret.txt'), join(site, 'secret.html'));
  return site;
}

/**
 * Waits (10 s at most) for the port to be free, as when Playwright restarts this file's worker after
 * a failure, and refuses to test whatever else keeps answering there.
 */
async function expectFree(origin: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const inUse = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (!inUse) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Something already answers on ${origin}: stop it or change the port`);
}

/** `npm start`'s server (scripts/serve.mjs) as its own process, on a port the system picks. */
export async function startNodeServer(root: string) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', root, '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((done, fail) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const found = output.match(/http:\/\/localhost:\d+/)?.[0];
      if (found) done(found);
    });
    server.once('exit', (code) => fail(new Error(`scripts/serve.mjs exited with ${code}`)));
  });
  return {
    origin,
    pid: server.pid ?? 0,
    exited: () => server.exitCode !== null,
    async stop() {
      if (server.exitCode !== null) return;
      const stopped = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await stopped;
    },
  };
}

/**
 * Python's `http.server` serving out/ (under the base path when the build has one): a host that
 * redirects /menu to /menu/ but serves /menu/index.html and /%6Denu/ as they are asked.
 */
async function startPythonServer(folder: string) {
  const root = join(folder, 'site');
  mkdirSync(root);
  const site = basePath ? join(root, basePath.slice(1)) : join(root, 'out');
  symlinkSync(resolve('out'), site);
  const directory = basePath ? root : site;
  const server = spawn(
    'python3',
    ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', directory],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const port = await new Promise<string>((done, fail) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const found = output.match(/ port (\d+)/)?.[1];
      if (found) done(found);
    });
    server.once('exit', (code) => fail(new Error(`python3 -m http.server exited with ${code}`)));
  });
  return {
    origin: `http://localhost:${port}`,
    async stop() {
      if (server.exitCode !== null) return;
      const stopped = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await stopped;
    },
  };
}

export const nginxPorts = {
  https: Number(process.env.E2E_NGINX_PORT ?? 4402),
  http: Number(process.env.E2E_NGINX_HTTP_PORT ?? Number(process.env.E2E_NGINX_PORT ?? 4402) + 1),
};

export const test = base.extend<
  object,
  { nginx: Host; nodeServer: Host; pythonServer: { origin: string } }
>({
  // deploy/nginx.conf over TLS with a throwaway certificate, once per worker.
  nginx: [
    async ({}, provide) => {
      const folder = mkdtempSync(join(tmpdir(), 'cpc-nginx-'));
      await expectFree(`http://localhost:${nginxPorts.https}/`);
      await expectFree(`http://localhost:${nginxPorts.http}/`);
      const root = siteCopy(folder);
      const nginx = await startNginx({
        root,
        httpPort: nginxPorts.http,
        httpsPort: nginxPorts.https,
        folder,
      });
      await provide({ origin: nginx.origin, root, pid: nginx.pid ?? 0, ca: nginx.ca });
      await nginx.stop();
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  // The same copy of out/ served by scripts/serve.mjs, for what the suite's own server cannot show.
  nodeServer: [
    async ({}, provide) => {
      const folder = mkdtempSync(join(tmpdir(), 'cpc-node-'));
      const root = siteCopy(folder);
      const server = await startNodeServer(root);
      await provide({ origin: server.origin, root, pid: server.pid });
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  pythonServer: [
    async ({}, provide) => {
      const folder = mkdtempSync(join(tmpdir(), 'cpc-python-'));
      const server = await startPythonServer(folder);
      await provide({ origin: server.origin });
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});
