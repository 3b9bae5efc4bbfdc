// Renders the icons and the share image from app/icon.svg with Chromium. Run after changing the logo:
// node scripts/make-icons.mjs
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
const svg = readFileSync('app/icon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
async function png(size, pad = 0, bg = 'transparent') {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:${bg}"><div style="width:${size}px;height:${size}px;padding:${pad}px;box-sizing:border-box">${svg.replace('<svg ', `<svg width="${size - 2 * pad}" height="${size - 2 * pad}" `)}</div></body></html>`,
  );
  return page.screenshot({ omitBackground: bg === 'transparent' });
}
const p32 = await png(32);
const p16 = await png(16);
// An .ico file that holds PNG images, which every current browser reads.
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(([size, data], i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size % 256, e);
    header.writeUInt8(size % 256, e + 1);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(([, d]) => d)]);
}
writeFileSync(
  'app/favicon.ico',
  ico([
    [16, p16],
    [32, p32],
  ]),
);
writeFileSync('app/apple-icon.png', await png(180, 0, '#8a3f19'));
writeFileSync('public/icon-192.png', await png(192, 0, '#8a3f19'));
writeFileSync('public/icon-512.png', await png(512, 0, '#8a3f19'));
await browser.close();
