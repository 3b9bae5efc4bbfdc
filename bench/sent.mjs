// What the site's servers send during a measured load, counted on the wire, and sorted by kind
// (bench/repeat.mjs counts a repeat visit with it).
import { serviceWorkerFile } from '../lib/offline.ts';

/** @typedef {{ path: string, bytes: number }} Sent */
/** @typedef {{ start: () => void, stop: () => Sent[] }} Counter */

/**
 * A log of what `server` answers while counting is on; `measure`, called as a request comes in,
 * returns how to read that answer's bytes once it has finished.
 * @template {import('node:http').Server | import('node:http2').Http2SecureServer} S
 * @param {S} server
 * @param {(request: any, response: any) => () => number} measure
 * @returns {Counter}
 */
function counter(server, measure) {
  /** @type {Sent[] | null} */
  let log = null;
  server.prependListener('request', (request, response) => {
    if (!log) return;
    const entry = { path: request.url ?? '', bytes: 0 };
    const bytes = measure(request, response);
    log.push(entry);
    response.on('finish', () => (entry.bytes = bytes()));
  });
  return {
    start: () => void (log = []),
    stop: () => {
      const sent = log ?? [];
      log = null;
      return sent;
    },
  };
}

/**
 * Counts what `server` sends while counting is on: per request, the bytes written to its socket
 * (headers and the compressed body, as on the wire). Chromium sends one HTTP/1.1 request at a time
 * on a connection, so a socket's count before and after a response is that response's.
 * @param {import('node:http').Server} server
 */
export function sentBytes(server) {
  return counter(server, (/** @type {import('node:http').IncomingMessage} */ request) => {
    const before = request.socket.bytesWritten;
    return () => request.socket.bytesWritten - before;
  });
}

/**
 * Counts the photos the photo server answers while counting is on, by their declared length.
 * @param {import('node:http2').Http2SecureServer} server
 */
export function sentPhotos(server) {
  return counter(
    server,
    (_request, /** @type {import('node:http2').Http2ServerResponse} */ response) => () =>
      Number(response.getHeader('content-length') ?? 0),
  );
}

/**
 * What a repeat visit fetched, in KB: the page's own files by kind, and the photos.
 * @param {Sent[]} site
 * @param {Sent[]} photos
 */
export function fetchedKB(site, photos) {
  /** @param {Sent[]} sent @param {(path: string) => boolean} [kind] */
  const sum = (sent, kind = () => true) =>
    sent.filter(({ path }) => kind(path.split('?')[0] ?? '')).reduce((t, s) => t + s.bytes, 0) /
    1024;
  /** @type {Record<'worker' | 'script' | 'page' | 'data', (path: string) => boolean>} */
  const kinds = {
    // The browser's check for a new worker, on every visit (sw.js is never cached).
    worker: (path) => path.endsWith(`/${serviceWorkerFile}`),
    script: (path) => path.endsWith('.js') && !path.endsWith(`/${serviceWorkerFile}`),
    page: (path) => path.endsWith('/') || path.endsWith('.html'),
    // The navigation data Next.js prefetches for the page's links, network first like the pages.
    data: (path) => path.endsWith('.txt'),
  };
  const known = (/** @type {string} */ path) => Object.values(kinds).some((kind) => kind(path));
  return {
    requests: site.length + photos.length,
    totalKB: sum(site) + sum(photos),
    workerKB: sum(site, kinds.worker),
    scriptKB: sum(site, kinds.script),
    pageKB: sum(site, kinds.page),
    dataKB: sum(site, kinds.data),
    otherKB: sum(site, (path) => !known(path)),
    photosKB: sum(photos),
    paths: site.map(({ path }) => path),
  };
}
