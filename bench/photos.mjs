// The site's dish photos come from an outside image host, which the benchmark cannot reach: a failed
// photo is a console error (Best Practices) and a missing LCP candidate (Performance). Chromium is
// told to resolve the image host to a local HTTPS photo server instead (--host-resolver-rules),
// so the pages are served byte for byte as exported (a content security policy's hashes still
// match) and the photos still come from their own origin over a new TLS connection, as they would.
// Rebuilding with NEXT_PUBLIC_IMAGE_HOST instead would cost two builds and change out/.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

const photoWidths = [160, 320, 480, 640, 960];

/**
 * @param {string} dir
 * @returns {string[]}
 */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * The hosts the photos come from: the image host in data/cafe.ts and any outside <img> in out/.
 * @param {string} out
 * @returns {string[]}
 */
export function imageHosts(out) {
  /** @type {Set<string>} */
  const hosts = new Set();
  const cafe = readFileSync('data/cafe.ts', 'utf8').match(/imageHost:\s*['"`]([^'"`]+)/)?.[1];
  for (const host of [cafe, process.env.NEXT_PUBLIC_IMAGE_HOST]) {
    if (host && /^https:\/\//.test(host)) hosts.add(new URL(host).hostname);
  }
  for (const file of walk(out).filter((path) => path.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    for (const [, list = ''] of html.matchAll(/<img\b[^>]*?\s(?:src|srcset)="([^"]+)"/gi)) {
      for (const [url] of list.matchAll(/https:\/\/[^\s",]+/g)) hosts.add(new URL(url).hostname);
    }
  }
  return [...hosts];
}

/** Photo-like JPEGs (soft shapes with grain, 4:3) in several widths, so their weight is realistic. */
async function makePhotos() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    /** @type {Map<number, Buffer>} */
    const photos = new Map();
    for (const width of photoWidths) {
      const dataUrl = await page.evaluate((w) => {
        const h = Math.round((w * 3) / 4);
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const g = canvas.getContext('2d');
        if (!g) throw new Error('no 2D canvas');
        let seed = 7;
        const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
        g.fillStyle = '#8a5a3c';
        g.fillRect(0, 0, w, h);
        g.filter = `blur(${w / 40}px)`;
        for (let i = 0; i < 40; i++) {
          g.fillStyle = `hsl(${20 + random() * 40}, ${40 + random() * 50}%, ${25 + random() * 55}%)`;
          g.beginPath();
          g.arc(random() * w, random() * h, (0.05 + random() * 0.25) * w, 0, 2 * Math.PI);
          g.fill();
        }
        g.filter = 'none';
        const pixels = g.getImageData(0, 0, w, h);
        for (let i = 0; i < pixels.data.length; i += 4) {
          const grain = (random() - 0.5) * 24;
          for (let c = 0; c < 3; c++) pixels.data[i + c] = (pixels.data[i + c] ?? 0) + grain;
        }
        g.putImageData(pixels, 0, 0);
        return canvas.toDataURL('image/jpeg', 0.7);
      }, width);
      photos.set(width, Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    }
    return photos;
  } finally {
    await browser.close();
  }
}

/** A throwaway self-signed certificate; Chromium is told to accept it (--ignore-certificate-errors). */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'cpc-bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const args = '-x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1'.split(' ');
    execFileSync('openssl', ['req', ...args, '-subj', '/CN=photos', '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the local photo server for the image hosts of `out` and returns the Chromium flags that
 * send those hosts to it. Any path gets a photo; `w_<width>` in it (the image host's resize
 * parameter) picks the size.
 * @param {string} out
 */
export async function startPhotoServer(out) {
  const photos = await makePhotos();
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (request, response) => {
      const asked = Number(/\bw_(\d+)/.exec(request.url ?? '')?.[1] ?? 640);
      const width = photoWidths.find((w) => w >= asked) ?? photoWidths.at(-1);
      const photo = width === undefined ? undefined : photos.get(width);
      if (!photo) return response.writeHead(500).end();
      response.writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': photo.length,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      if (request.method === 'HEAD') response.end();
      else response.end(photo);
    },
  );
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const hosts = imageHosts(out);
  const listening = server.address();
  if (!listening || typeof listening === 'string') throw new Error('the photo server has no port');
  const address = `127.0.0.1:${listening.port}`;
  const flags = hosts.length
    ? [
        `--host-resolver-rules=${hosts.map((host) => `MAP ${host} ${address}`).join(', ')}`,
        '--ignore-certificate-errors',
      ]
    : [];
  return { server, hosts, flags };
}
