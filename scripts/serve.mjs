// The exported site served as a static host serves it (npm start, the end-to-end tests, the
// benchmark). serve-static does the file serving (ETag and 304, Range, /menu -> /menu/, 400 and
// 403, aborted downloads); compression gzips or brotli-compresses text. This file adds what a host
// adds: the headers out/_headers gives the path (a page's also at its /index.html), the exported
// 404 page, no file outside the folder through a symbolic link, and no backslash in a path.
// Usage: node scripts/serve.mjs [folder=out] [port=$PORT or 3000]
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { createServer, STATUS_CODES } from 'node:http';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import serveStatic from 'serve-static';
import { headersFor, parseHeadersFile } from './headers-file.mjs';

/** @typedef {import('node:http').IncomingMessage} Request @typedef {import('node:http').ServerResponse} Response */
/**
 * Whether any file the request could be answered with resolves outside `root`.
 * @param {string} root
 * @param {string} pathname
 */
async function leavesRoot(root, pathname) {
  let path;
  try {
    path = join(root, decodeURIComponent(pathname));
  } catch {
    return false; // serve-static answers 400
  }
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    const real = await realpath(candidate).catch(() => root);
    if (real !== root && !real.startsWith(root + sep)) return true;
  }
  return false;
}

/** @returns {import('node:http').Server} */
export function createStaticServer(folder = 'out') {
  const root = realpathSync(folder);
  const headersPath = join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  // A byte range of a compressed body would be a range of something the client never asked for.
  const compress = compression({
    filter: (request, response) => !request.headers.range && compression.filter(request, response),
  });
  const files = serveStatic(root, { extensions: ['html'], fallthrough: false });

  /** @param {Response} response @param {string} path */
  const withHeaders = (response, path) => {
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    for (const [name, value] of Object.entries(headersFor(rules, path))) {
      response.setHeader(name, value);
    }
  };
  /** @param {Response} response @param {number} status */
  const plain = (response, status) => {
    if (response.headersSent) return response.destroy();
    withHeaders(response, '/404.html');
    response.statusCode = status;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end(`${STATUS_CODES[status] ?? 'Error'}\n`);
  };
  // The 404 page with the 404 page's own headers, whatever the address (never an immutable one).
  /** @param {Request} request @param {Response} response */
  const notFound = (request, response) => {
    if (response.headersSent) return response.destroy();
    withHeaders(response, '/404.html');
    response.statusCode = 404;
    for (const name of ['range', 'if-match', 'if-unmodified-since']) delete request.headers[name];
    request.url = '/404.html';
    files(request, response, () => plain(response, 404));
  };

  return createServer((request, response) => {
    // An absolute-form target (GET http://host/menu/) is served by its path, as serve-static reads
    // it: every rule below must judge that same path.
    if (!request.url?.startsWith('/')) {
      const url = URL.canParse(request.url ?? '') ? new URL(request.url ?? '') : undefined;
      if (!url) return plain(response, 400);
      request.url = url.pathname + url.search;
    }
    const pathname = request.url.split('?')[0] ?? '/';
    withHeaders(response, pathname.replace(/\/index\.html$/, '/'));
    compress(request, response, async () => {
      // Browsers never send a backslash (they turn it into /), and serve-static would echo it into
      // its /dir -> /dir/ redirect, where "/\evil.example" means another host.
      if (pathname.includes('\\')) return plain(response, 400);
      if (await leavesRoot(root, pathname)) return notFound(request, response);
      files(request, response, (error) => {
        const status = Number(error?.status ?? 500);
        return status === 404 ? notFound(request, response) : plain(response, status);
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = process.argv[2] ?? 'out';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
  if (!existsSync(join(folder, 'index.html'))) {
    console.error(`No exported site in ${folder}/: run "npm run build" first.`);
    process.exit(1);
  }
  const server = createStaticServer(folder).listen(port, '127.0.0.1', () => {
    const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`Serving ${folder}/ on http://localhost:${bound}`);
  });
}
