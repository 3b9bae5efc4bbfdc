import { buildFileText, liveBuild, reloadsFor } from './build';

describe('liveBuild', () => {
  it('reads the build that build.json names', () => {
    expect(liveBuild(buildFileText('b2'))).toBe('b2');
  });

  it('is null for anything that is not the file', () => {
    expect(liveBuild('<!doctype html><title>Log in to Wi-Fi</title>')).toBeNull();
    expect(liveBuild('null')).toBeNull();
    expect(liveBuild('{"build":""}')).toBeNull();
    expect(liveBuild('{"build":7}')).toBeNull();
  });
});

describe('reloadsFor', () => {
  it('reloads a page of another build to reach the live one', () => {
    expect(reloadsFor('b2', 'b1', null)).toBe(true);
  });

  it('reloads once for a build: a reload that brought back the saved copy does not loop', () => {
    expect(reloadsFor('b2', 'b1', 'b2')).toBe(false);
    // A build after that one is a new deploy, reloaded for once in turn.
    expect(reloadsFor('b3', 'b1', 'b2')).toBe(true);
  });

  it('leaves the live build, and a page or an answer that names none, as they are', () => {
    expect(reloadsFor('b1', 'b1', null)).toBe(false);
    expect(reloadsFor(null, 'b1', null)).toBe(false);
    expect(reloadsFor('b2', '', null)).toBe(false);
  });
});
