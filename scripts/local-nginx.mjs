// Runs deploy/nginx.conf on this machine over TLS, for the end-to-end tests and `npm run
// observatory`. Only what must differ here changes: the listening addresses and ports, the site's
// folder and the certificate, made by openssl for localhost and signed by a throwaway authority.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

export const nginxBinary = ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)]
  .map((folder) => join(folder, 'nginx'))
  .find((path) => existsSync(path));
const mimeTypes = ['/etc/nginx', '/usr/local/etc/nginx']
  .map((folder) => join(folder, 'mime.types'))
  .find((path) => existsSync(path));

/** The production nginx configuration, as the owner installs it (run from the project folder). */
export const nginxConfPath = resolve('deploy', 'nginx.conf');

/**
 * A certificate authority and a certificate for localhost it signed, as PEM files in `folder`.
 * @param {string} folder
 */
export function makeCertificates(folder) {
  const [ca, caKey, certificate, key] = /** @type {[string, string, string, string]} */ (
    ['ca.pem', 'ca.key', 'cert.pem', 'key.pem'].map((name) => join(folder, name))
  );
  /** @param {string} args */
  const openssl = (args) => execFileSync('openssl', args.split(' '), { stdio: 'pipe' });
  const newKey = '-newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 2';
  openssl(
    `req -x509 ${newKey} -keyout ${caKey} -out ${ca} -subj /CN=throwaway-test-CA -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign`,
  );
  openssl(
    `req -x509 ${newKey} -CA ${ca} -CAkey ${caKey} -keyout ${key} -out ${certificate} -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -addext basicConstraints=CA:FALSE -addext extendedKeyUsage=serverAuth`,
  );
  return { ca, certificate, key };
}

/**
 * The configuration listening on 127.0.0.1 at the given ports, serving `root` with `certificate`.
 * @param {string} conf
 * @param {{ httpPort: number, httpsPort: number, root: string, certificate: string, key: string }} local
 */
export function localBlock(conf, { httpPort, httpsPort, root, certificate, key }) {
  const documentedRoot = conf.match(/^\s*root\s+([^;]+);/m)?.[1];
  if (!documentedRoot) throw new Error(`${nginxConfPath} has no root`);
  /** @type {Record<string, number>} */
  const ports = { 80: httpPort, 443: httpsPort };
  return conf
    .replaceAll(documentedRoot, root)
    .replace(/^\s*listen\s+\[::\]:\d+[^;]*;\n/gm, '')
    .replace(
      /^(\s*listen\s+)(80|443)\b/gm,
      (_, /** @type {string} */ listen, /** @type {string} */ port) =>
        `${listen}127.0.0.1:${ports[port]}`,
    )
    .replace(/^(\s*ssl_certificate)\s+[^;]+;/m, `$1 ${certificate};`)
    .replace(/^(\s*ssl_certificate_key)\s+[^;]+;/m, `$1 ${key};`)
    .replace(
      'https://$host$request_uri',
      `https://$host${httpsPort === 443 ? '' : `:${httpsPort}`}$request_uri`,
    );
}

/**
 * Starts nginx with deploy/nginx.conf on 127.0.0.1 (`httpPort` redirecting to `httpsPort`),
 * serving `root`, with its files and a new certificate in `folder`. Resolves once it answers.
 * @param {{ root: string, httpPort: number, httpsPort: number, folder: string }} options
 */
export async function startNginx({ root, httpPort, httpsPort, folder }) {
  if (!nginxBinary || !mimeTypes) throw new Error('nginx is not installed: apt-get install nginx');
  const certificates = makeCertificates(folder);
  const site = { httpPort, httpsPort, root: resolve(root), ...certificates };
  const [config, errorLog] = [join(folder, 'nginx.conf'), join(folder, 'error.log')];
  writeFileSync(
    config,
    [
      'daemon off;',
      'worker_processes 1;',
      // Workers would otherwise switch to "nobody", who may not be able to read the checkout.
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${join(folder, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 64; }',
      `http { include ${mimeTypes}; default_type application/octet-stream; access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `${kind}_temp_path ${join(folder, kind)};`,
      ),
      localBlock(readFileSync(nginxConfPath, 'utf8'), site),
      '}',
    ].join('\n'),
  );
  const nginx = spawn(nginxBinary, ['-p', folder, '-c', config, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((_, reject) =>
    nginx.once('exit', (code) => {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      reject(new Error(`nginx exited with ${code}: ${stderr}${log}`));
    }),
  );
  exited.catch(() => undefined);
  // nginx writes its pid file once its sockets listen: from then on, connections are accepted.
  const ready = (async () => {
    for (let wait = 0; !existsSync(join(folder, 'nginx.pid')); wait += 100) {
      if (wait > 10_000) throw new Error('nginx did not start within 10 s');
      await new Promise((done) => setTimeout(done, 100));
    }
  })();
  await Promise.race([ready, exited]);
  return {
    origin: `https://localhost:${httpsPort}`,
    ca: certificates.ca,
    pid: nginx.pid,
    async stop() {
      if (nginx.exitCode !== null) return;
      const stopped = new Promise((done) => nginx.once('exit', done));
      nginx.kill('SIGTERM');
      await stopped;
    },
  };
}
