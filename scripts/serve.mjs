// The exported site served as a static host serves it (npm start, the end-to-end tests, the
// benchmark). serve-static does the file serving (ETag and 304, Range, /menu -> /menu/, 400 and
// 403, aborted downloads); compression gzips or brotli-compresses text. This file adds what a host
// adds: an invalid Range header ignored (lib/site/byte-range.mjs), one spelling of each path (lib/site/canonical-path.mjs: the others are redirected to it), the
// headers out/_headers gives the file served (a page's also at its /index.html), on Node's own
// answers to malformed requests too, the exported 404 page, no file outside the folder through a
// symbolic link, no backslash in a path, and not out/_headers itself.
// Usage: node scripts/serve.mjs [folder=out] [port=$PORT or 3000]
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { createServer, STATUS_CODES } from 'node:http';
import { join, posix, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import serveStatic from 'serve-static';
import { ignoredRange } from '../lib/site/byte-range.mjs';
import { canonicalPath } from '../lib/site/canonical-path.mjs';
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

/** Files of the folder that are for the host, not the visitor. */
const hostFiles = ['/_headers'];

/**
 * Whether the request would be answered with one of `hostFiles`, however its path is escaped.
 * @param {string} pathname
 */
function asksForHostFile(pathname) {
  try {
    return hostFiles.includes(posix.normalize(decodeURIComponent(pathname)).replace(/\/$/, ''));
  } catch {
    return false; // serve-static answers 400
  }
}

/**
 * The path whose headers a file of the folder takes: a page's folder for its index.html.
 * @param {string} root
 * @param {string} file
 */
function pathOfFile(root, file) {
  return file
    .slice(root.length)
    .split(sep)
    .join('/')
    .replace(/\/index\.html$/, '/');
}

/**
 * @param {string} folder
 * @param {string} basePath where the site sits under the host, as the build was told it
 * (NEXT_PUBLIC_BASE_PATH): '' at the root, or '/cpc-cafe' as GitHub Pages serves a project site
 * @returns {import('node:http').Server}
 */
export function createStaticServer(
  folder = 'out',
  basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '',
) {
  const root = realpathSync(folder);
  const headersPath = join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  // A byte range of a compressed body would be a range of something the client never asked for.
  const compress = compression({
    filter: (request, response) => !request.headers.range && compression.filter(request, response),
  });
  /** @param {Response} response @param {string} path */
  const withHeaders = (response, path) => {
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    for (const [name, value] of Object.entries(headersFor(rules, path))) {
      response.setHeader(name, value);
    }
  };
  // A file carries its own headers, whatever spelling of its path reached it.
  const files = serveStatic(root, {
    extensions: ['html'],
    fallthrough: false,
    setHeaders: (response, file) => withHeaders(response, pathOfFile(root, file)),
  });
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

  /** @param {Response} response @param {string} location */
  const redirect = (response, location) => {
    response.statusCode = 301;
    // Escaped as serve-static escapes its own redirects: a raw byte never reaches the header.
    response.setHeader(
      'Location',
      location.replace(
        /[^\x21-\x7e]/g,
        (byte) => `%${byte.charCodeAt(0).toString(16).padStart(2, '0')}`,
      ),
    );
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end(`Moved to ${location}\n`);
  };

  // Node's own check of the Host header answers a bare 400, without the site's headers: the
  // handler answers it instead.
  const server = createServer({ requireHostHeader: false }, (request, response) => {
    if (request.httpVersion === '1.1' && !request.headers.host) return plain(response, 400);
    // serve-static would answer an invalid range (bytes=5-1) 416, as if the file were too short.
    if (request.headers.range !== undefined && ignoredRange(request.headers.range)) {
      delete request.headers.range;
    }
    // An absolute-form target (GET http://host/menu/) is served by its path, as serve-static reads
    // it: every rule below must judge that same path.
    if (!request.url?.startsWith('/')) {
      const url = URL.canParse(request.url ?? '') ? new URL(request.url ?? '') : undefined;
      if (!url) return plain(response, 400);
      request.url = url.pathname + url.search;
    }
    let pathname = request.url.split('?')[0] ?? '/';
    const query = request.url.slice(pathname.length);
    if (basePath) {
      // As GitHub Pages serves a project site: the folder under the base path, nothing else.
      if (pathname === basePath) return redirect(response, `${basePath}/${query}`);
      if (!pathname.startsWith(`${basePath}/`)) return notFound(request, response);
      // serve-static's own redirect (/menu -> /menu/) is made from the address as asked.
      Object.assign(request, { originalUrl: request.url });
      pathname = pathname.slice(basePath.length);
      request.url = pathname + query;
    }
    withHeaders(response, pathname.replace(/\/index\.html$/, '/'));
    compress(request, response, async () => {
      // Browsers never send a backslash (they turn it into /), and serve-static would echo it into
      // its /dir -> /dir/ redirect, where "/\evil.example" means another host.
      if (pathname.includes('\\')) return plain(response, 400);
      // One spelling per page: /%6Denu/, /menu//, /menu/index are /menu/, and //menu/ must not
      // stay in the address bar, where Next.js's router reads it as the host "menu".
      const canonical = canonicalPath(pathname);
      if (canonical === null) return plain(response, 400);
      if (canonical !== pathname) {
        return redirect(response, basePath + canonical + query);
      }
      if (asksForHostFile(pathname)) return notFound(request, response);
      if (await leavesRoot(root, pathname)) return notFound(request, response);
      files(request, response, (error) => {
        const status = Number(error?.status ?? 500);
        return status === 404 ? notFound(request, response) : plain(response, status);
      });
    });
  });

  // Node's own answer to a request it cannot read (400, 431 for headers too large, 408) would
  // carry no header of the site: this one carries the 404 page's, as plain() does.
  server.on(
    'clientError',
    (
      /** @type {NodeJS.ErrnoException} */ error,
      /** @type {import('node:net').Socket} */ socket,
    ) => {
      if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
        return socket.destroy();
      }
      const status =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? 408
            : 400;
      const body = `${STATUS_CODES[status]}\n`;
      const headers = {
        ...headersFor(rules, '/404.html'),
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    },
  );
  return server;
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
