// The site's dish photos come from an outside image host, which the benchmark cannot reach: a failed
// photo is a console error (Best Practices) and a missing LCP candidate (Performance). Rebuilding
// with NEXT_PUBLIC_IMAGE_HOST would cost two more builds and leave out/ in a state other scripts
// must not see, so instead the benchmark serves a copy of out/ in which the image host's origin is
// swapped for a local photo server on its own origin (a second connection, as the real host is).
// Only the origin string changes; the measured sizes are always read from out/ itself.
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const photoWidths = [160, 320, 480, 640, 960];
const textFiles = new Set(['.html', '.txt', '.js', '.json', '.css', '.webmanifest', '.xml']);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The origins of the photos: the image host in data/cafe.ts and any outside <img> in out/. */
export function imageOrigins(out) {
  const origins = new Set();
  const cafe = readFileSync('data/cafe.ts', 'utf8').match(/imageHost:\s*['"`]([^'"`]+)/)?.[1];
  for (const host of [cafe, process.env.NEXT_PUBLIC_IMAGE_HOST]) {
    if (host && /^https?:\/\//.test(host)) origins.add(new URL(host).origin);
  }
  for (const file of walk(out).filter((path) => path.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    for (const [, list] of html.matchAll(/<img\b[^>]*?\s(?:src|srcset)="([^"]+)"/gi)) {
      for (const [url] of list.matchAll(/https?:\/\/[^\s",]+/g)) origins.add(new URL(url).origin);
    }
  }
  return [...origins];
}

/** Photo-like JPEGs (soft shapes with grain, 4:3) in several widths, so their weight is realistic. */
async function makePhotos() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const photos = new Map();
    for (const width of photoWidths) {
      const dataUrl = await page.evaluate((w) => {
        const h = Math.round((w * 3) / 4);
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const g = canvas.getContext('2d');
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
          for (let c = 0; c < 3; c++) pixels.data[i + c] += grain;
        }
        g.putImageData(pixels, 0, 0);
        return canvas.toDataURL('image/jpeg', 0.7);
      }, width);
      photos.set(width, Buffer.from(dataUrl.split(',')[1], 'base64'));
    }
    return photos;
  } finally {
    await browser.close();
  }
}

/** Serves a photo for any path; `w_<width>` in the path (the image host's resize parameter) picks its size. */
export async function startPhotoServer() {
  const photos = await makePhotos();
  const server = createServer((request, response) => {
    const asked = Number(/\bw_(\d+)/.exec(request.url ?? '')?.[1] ?? 640);
    const width = photoWidths.find((w) => w >= asked) ?? photoWidths.at(-1);
    const photo = photos.get(width);
    response.writeHead(200, {
      'Content-Type': 'image/jpeg',
      'Content-Length': photo.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    response.end(request.method === 'HEAD' ? undefined : photo);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** A temporary copy of `out` whose text files point at `photoOrigin` instead of the image host. */
export function copyWithLocalPhotos(out, photoOrigin) {
  const origins = imageOrigins(out);
  const copy = mkdtempSync(join(tmpdir(), 'cpc-bench-site-'));
  cpSync(out, copy, { recursive: true });
  for (const file of walk(copy).filter((path) => textFiles.has(extname(path)))) {
    const text = readFileSync(file, 'utf8');
    const swapped = origins.reduce((t, origin) => t.replaceAll(origin, photoOrigin), text);
    if (swapped !== text) writeFileSync(file, swapped);
  }
  return { dir: copy, origins, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
