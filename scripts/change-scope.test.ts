import { execFileSync } from 'node:child_process';
import { changedFiles, changeScope } from './change-scope.mjs';

describe('changeScope', () => {
  it('takes the content path for a change to the owner’s files alone', () => {
    expect(changeScope(['content/menu.json'])).toBe('content');
    expect(changeScope(['content/menu.json', 'content/cafe.json'])).toBe('content');
  });

  it('takes the full run for anything else, or for a change it cannot see', () => {
    expect(changeScope(['content/menu.json', 'lib/cart.ts'])).toBe('full');
    expect(changeScope(['content/notes/menu.json'])).toBe('full');
    expect(changeScope(['lib/content-schema.ts'])).toBe('full');
    expect(changeScope([])).toBe('full');
    expect(changeScope(undefined)).toBe('full');
  });
});

describe('changedFiles', () => {
  it('lists the files between two commits of this clone, and cannot tell for a first push', () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD']).toString().trim();
    expect(changedFiles(head, head)).toEqual([]);
    expect(changedFiles('0000000000000000000000000000000000000000', head)).toBeUndefined();
    expect(changedFiles('', head)).toBeUndefined();
    expect(changedFiles('not-a-commit', head)).toBeUndefined();
  });
});
