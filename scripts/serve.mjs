// A plain static file server for the exported site, as a CDN would serve it: clean URLs by
// directory index, the exported 404 page, gzip, long caching for hashed assets only.
// Usage: node scripts/serve.mjs [folder=out] [port=$PORT or 3000]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set([
  '.html',
  '.txt',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.xml',
  '.svg',
]);

function fileAt(root, path) {
  const full = normalize(join(root, path));
  if (full !== root && !full.startsWith(root + sep)) return null;
  return existsSync(full) ? { full, stat: statSync(full) } : null;
}

function send(request, response, status, file) {
  const ext = extname(file);
  const headers = {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': request.url.startsWith('/_next/static/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  const gzip = compressible.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = statSync(file).size;
  response.writeHead(status, headers);
  if (request.method === 'HEAD') return response.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
}

export function createStaticServer(folder = 'out') {
  const root = resolve(folder);
  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = '/404.html';
    }
    const found = fileAt(root, path);
    if (found?.stat.isFile()) return send(request, response, 200, found.full);
    if (found?.stat.isDirectory()) {
      if (!path.endsWith('/')) {
        response.writeHead(308, { Location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      const index = fileAt(root, join(path, 'index.html'));
      if (index?.stat.isFile()) return send(request, response, 200, index.full);
    }
    const html = fileAt(root, `${path.replace(/\/$/, '')}.html`);
    if (html?.stat.isFile()) return send(request, response, 200, html.full);
    send(request, response, 404, join(root, '404.html'));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = process.argv[2] ?? 'out';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
  if (!existsSync(join(folder, 'index.html'))) {
    console.error(`No exported site in ${folder}/: run "npm run build" first.`);
    process.exit(1);
  }
  createStaticServer(folder).listen(port, '127.0.0.1', () => {
    console.log(`Serving ${folder}/ on http://localhost:${port}`);
  });
}
