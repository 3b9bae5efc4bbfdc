// Renders the favicon, the app icons and the share image from the logo, public/logo.svg (the owner
// may replace it with any square SVG), with Chromium. Run after changing the logo, the colours, the
// cafe's name or its tagline: npm run icons
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { cafe } from '../data/cafe.ts';
import { theme } from '../data/theme.ts';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const colour = (/** @type {keyof typeof theme} */ name) => theme[name];
const brand = colour('brand');

const svg = readFileSync('public/logo.svg', 'utf8');
if (!/^\s*(<\?xml[^>]*>\s*)?<svg\b/.test(svg))
  throw new Error('public/logo.svg must be an SVG image');
// The browser tab's icon where SVG icons are read: the logo itself.
writeFileSync('app/icon.svg', svg);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
const page = await browser.newPage();
/** @param {number} size */
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
/** @param {[number, Buffer][]} images */
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
writeFileSync('app/apple-icon.png', await png(180, 0, brand));
writeFileSync('public/icon-192.png', await png(192, 0, brand));
writeFileSync('public/icon-512.png', await png(512, 0, brand));
// Launchers crop maskable icons to a circle or squircle: the kulhad must sit inside the middle 80%.
writeFileSync('public/icon-maskable-512.png', await png(512, 64, brand));

/** @param {'name' | 'tagline'} name */
function cafeText(name) {
  return cafe[name].replace(/[<&]/g, (char) => (char === '<' ? '&lt;' : '&amp;'));
}
// The link preview WhatsApp shows: big enough to read as a thumbnail, with the words in the middle
// so a square crop still shows the kulhad and the name.
await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<html><body style="margin:0">
<div style="box-sizing:border-box;width:1200px;height:630px;display:flex;flex-direction:column;align-items:center;justify-content:center;font-family:'Liberation Sans',Arial,sans-serif;color:${colour('brand-deep-foreground')};text-align:center;background:linear-gradient(180deg,${brand} 0%,${colour('brand-strong')} 45%,${colour('brand-deep')} 100%)">
  <div style="position:absolute;inset:22px;border:3px solid ${colour('border')}59;border-radius:28px"></div>
  <div style="width:176px;height:176px;border-radius:40px;box-shadow:0 0 0 7px ${colour('border')},0 24px 48px rgba(40,15,5,.45)">${svg.replace('<svg ', '<svg width="176" height="176" ')}</div>
  <div style="margin-top:38px;font-size:112px;font-weight:700;letter-spacing:-2px;line-height:1">${cafeText('name')}</div>
  <div style="margin-top:20px;max-width:1000px;font-size:36px;line-height:1.25;color:${colour('muted')}">${cafeText('tagline')}</div>
  <div style="margin-top:34px;padding:14px 34px;border-radius:999px;background:${colour('background')};color:${colour('brand-strong')};font-size:30px;font-weight:700">Order on WhatsApp · Delivery &amp; pickup</div>
</div></body></html>`);
writeFileSync('public/og-image.png', await page.screenshot());
await browser.close();
