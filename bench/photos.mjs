// The image host is out of reach here, and a photo that fails is an error in the console and a
// missing LCP candidate. Chromium is told to resolve the host to a local HTTPS server instead and
// to trust that server's throwaway key alone, so the pages load as exported and each photo still
// comes over a TLS connection of its own, with the weight of a photo.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { once } from 'node:events';
import { createSecureServer } from 'node:http2';
import { chromium } from '@playwright/test';
import { cloudinarySrcSet } from '../lib/menu/cloudinary.ts';
import { imageHost } from '../lib/site/site.ts';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

/** Stand-in JPEGs, 4:3, of a photo's weight, one for each width the pages ask the host for. */
async function makePhotos() {
  const widths = [...cloudinarySrcSet(imageHost, 'x').matchAll(/ (\d+)w/g)].map(([, w]) =>
    Number(w),
  );
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const page = await browser.newPage();
  const photos = new Map();
  for (const width of widths) {
    // Soft waves of colour with grain: what makes a photo's weight is its fine detail.
    const url = await page.evaluate((w) => {
      const h = w * 0.75;
      const pixels = new ImageData(w, h);
      let seed = 7;
      pixels.data.forEach((_, i) => {
        const [x, y, channel] = [(i / 4) % w, i / 4 / w, i % 4];
        seed = (seed * 16807) % 2147483647;
        const wave = 50 * Math.sin(((x + 40 * channel) / w) * 9) * Math.cos((y / w) * 7);
        pixels.data[i] = channel === 3 ? 255 : 120 + wave + (seed % 36);
      });
      const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
      canvas.getContext('2d')?.putImageData(pixels, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.7);
    }, width);
    photos.set(width, Buffer.from(url.split(',')[1] ?? '', 'base64'));
  }
  await browser.close();
  return { widths, photos };
}

/**
 * Starts the photo server and returns it with the Chromium flags that send the image host to it.
 * A path's `w_<width>` (the host's resize parameter) picks the photo.
 */
export async function startPhotoServer() {
  const { widths, photos } = await makePhotos();
  const args = '-x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -keyout -';
  const pem = execFileSync('openssl', ['req', ...args.split(' '), '-subj', '/CN=photos'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const server = createSecureServer({ key: pem, cert: pem, allowHTTP1: true });
  server.on('request', (request, response) => {
    const asked = Number(/\bw_(\d+)/.exec(request.url)?.[1]);
    // As the image host answers: the pages ask for their photos with CORS.
    response.writeHead(200, { 'content-type': 'image/jpeg', 'access-control-allow-origin': '*' });
    response.end(photos.get(widths.find((width) => width >= asked) ?? widths.at(-1)));
  });
  await once(server.listen(0, '127.0.0.1'), 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  const flags = [
    `--host-resolver-rules=MAP ${new URL(imageHost).hostname} 127.0.0.1:${port}`,
    `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
  ];
  return { server, flags };
}
