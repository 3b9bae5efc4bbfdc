import { buildFileText, isOtherBuild } from './build';

describe('isOtherBuild', () => {
  it('is true when the live build.json names another build', () => {
    expect(isOtherBuild(buildFileText('b2'), 'b1')).toBe(true);
  });

  it('is false for this build, and for anything that is not the file', () => {
    expect(isOtherBuild(buildFileText('b1'), 'b1')).toBe(false);
    expect(isOtherBuild('<!doctype html><title>Log in to Wi-Fi</title>', 'b1')).toBe(false);
    expect(isOtherBuild('null', 'b1')).toBe(false);
    expect(isOtherBuild('{"build":""}', 'b1')).toBe(false);
    expect(isOtherBuild(buildFileText('b2'), '')).toBe(false);
  });
});
