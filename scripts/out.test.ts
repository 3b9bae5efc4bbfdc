/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtContent, completeMark, isOutStale, markComplete, sourceHash } from './out.mjs';

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

  it('is true when out/ was built from other content than asked for, and names what it was built from', () => {
    expect(builtContent(root)).toBe('content');
    markComplete(join(root, 'out'), 'test/content');
    expect(builtContent(root)).toBe('test/content');
    expect(isOutStale(root)).toBe(true);
    mkdirSync(join(root, 'test', 'content'), { recursive: true });
    at('test/content', 30);
    expect(isOutStale(root, 'test/content')).toBe(false);
    markComplete(join(root, 'out'));
    expect(isOutStale(root, 'test/content')).toBe(true);
  });

  it('is true when the content it was built from changed since', () => {
    mkdirSync(join(root, 'test', 'content'), { recursive: true });
    writeFileSync(join(root, 'test', 'content', 'menu.json'), '{}');
    at('test/content/menu.json', 30);
    at('test/content', 30);
    markComplete(join(root, 'out'), 'test/content');
    expect(isOutStale(root, 'test/content')).toBe(false);
    at('test/content/menu.json', 0);
    expect(isOutStale(root, 'test/content')).toBe(true);
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
