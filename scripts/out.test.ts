/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { completeMark, isOutStale, sourceHash } from './out.mjs';

describe('isOutStale', () => {
  let root = '';
  const at = (path: string, minutesAgo: number) => {
    const time = new Date(Date.now() - minutesAgo * 60_000);
    utimesSync(join(root, path), time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cpc-stale-'));
    for (const folder of ['app', 'scripts', 'out']) mkdirSync(join(root, folder));
    writeFileSync(join(root, 'app', 'page.tsx'), '');
    writeFileSync(join(root, 'scripts', 'csp.mjs'), '');
    writeFileSync(join(root, 'out', 'index.html'), '');
    writeFileSync(join(root, 'out', completeMark), '');
    at('app/page.tsx', 30);
    at('app', 30);
    at('scripts/csp.mjs', 30);
    at('scripts', 30);
    at('out/index.html', 10);
    at(`out/${completeMark}`, 9);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is false for a finished build newer than its sources', () => {
    expect(isOutStale(root)).toBe(false);
  });

  it('is true when the build stopped after next build, before the CSP step finished', () => {
    rmSync(join(root, 'out', completeMark));
    expect(isOutStale(root)).toBe(true);
  });

  it('is true when next build wrote pages after the last finished CSP step', () => {
    at('out/index.html', 1);
    expect(isOutStale(root)).toBe(true);
  });

  it('is true when a source, a build script or an .env file changed since', () => {
    at('app/page.tsx', 1);
    expect(isOutStale(root)).toBe(true);
    at('app/page.tsx', 30);
    at('scripts/csp.mjs', 1);
    expect(isOutStale(root)).toBe(true);
    at('scripts/csp.mjs', 30);
    writeFileSync(join(root, '.env.production'), 'NEXT_PUBLIC_SITE_URL=https://order.cpccafe.in');
    expect(isOutStale(root)).toBe(true);
  });
});

describe('sourceHash', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'cpc-hash-'));
    mkdirSync(join(root, 'content'));
    writeFileSync(join(root, 'content', 'menu.json'), '{"categories": []}');
    writeFileSync(join(root, 'content', 'stock.json'), '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names a new build for a change to the menu, and none for a change of stock', () => {
    const before = sourceHash(root, {});
    writeFileSync(
      join(root, 'content', 'stock.json'),
      '{"Momos": {"Veg Momos": "sold out today"}}',
    );
    expect(sourceHash(root, {})).toBe(before);
    writeFileSync(join(root, 'content', 'menu.json'), '{"categories": [{}]}');
    expect(sourceHash(root, {})).not.toBe(before);
  });
});
