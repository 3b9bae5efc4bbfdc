import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedFiles, changeScope } from './change-scope.mjs';

describe('changeScope', () => {
  it('takes the content path for a change to the owner’s files alone', () => {
    expect(changeScope(['content/menu.json'])).toBe('content');
    expect(changeScope(['content/menu.json', 'content/cafe.json'])).toBe('content');
  });

  it('takes the stock path, with no build, for a change to the stock alone', () => {
    expect(changeScope(['content/stock.json'])).toBe('stock');
    expect(changeScope(['content/stock.json', 'content/menu.json'])).toBe('content');
  });

  it('takes the content path for a photo the owner uploaded, alone or with the dish that names it', () => {
    expect(changeScope(['content/photos/img-2041.webp'])).toBe('content');
    expect(changeScope(['content/menu.json', 'content/photos/img-2041.webp'])).toBe('content');
  });

  it('takes the full run for anything else, or for a change it cannot see', () => {
    expect(changeScope(['content/menu.json', 'lib/order/cart.ts'])).toBe('full');
    expect(changeScope(['content/notes/menu.json'])).toBe('full');
    expect(changeScope(['content/photos/menu/img-2041.webp'])).toBe('full');
    expect(changeScope(['public/photos/img-2041.webp'])).toBe('full');
    expect(changeScope(['data/schema.ts'])).toBe('full');
    expect(changeScope([])).toBe('full');
    expect(changeScope(undefined)).toBe('full');
  });
});

describe('changedFiles', () => {
  let clone = '';
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: clone,
    })
      .toString()
      .trim();

  beforeAll(() => {
    clone = mkdtempSync(join(tmpdir(), 'change-scope-'));
    git('init', '-q');
    mkdirSync(join(clone, 'content'));
    writeFileSync(join(clone, 'content/menu.json'), '{}\n');
    writeFileSync(join(clone, 'README.md'), 'cafe\n');
    git('add', '-A');
    git('commit', '-qm', 'first');
    writeFileSync(join(clone, 'content/menu.json'), '{ "categories": [] }\n');
    git('commit', '-qam', 'a price');
  });

  afterAll(() => rmSync(clone, { recursive: true, force: true }));

  it('lists the files a push changed', () => {
    expect(changedFiles(git('rev-parse', 'HEAD~1'), git('rev-parse', 'HEAD'), clone)).toEqual([
      'content/menu.json',
    ]);
  });

  it('cannot tell for a first push, or a commit the clone does not hold', () => {
    const head = git('rev-parse', 'HEAD');
    expect(changedFiles('0000000000000000000000000000000000000000', head, clone)).toBeUndefined();
    expect(changedFiles('', head, clone)).toBeUndefined();
    expect(changedFiles('1234567', head, clone)).toBeUndefined();
  });
});
