import { canonicalPath } from './canonical-path.mjs';

describe('canonicalPath', () => {
  it('gives every other spelling of a page its one path', () => {
    for (const path of [
      '/menu/index',
      '/%6Denu/',
      '/%6d%65nu/',
      '/menu//',
      '//menu/',
      '///menu///index',
      '/menu/./',
      '/order/%2e%2e/menu/',
      '/order/.%2E/menu/',
    ]) {
      expect(canonicalPath(path)).toBe('/menu/');
    }
    expect(canonicalPath('/menu/%2e%2e/order/')).toBe('/order/');
    expect(canonicalPath('//')).toBe('/');
    expect(canonicalPath('/index')).toBe('/');
    expect(canonicalPath('/menu/..')).toBe('/');
  });

  it('leaves a path already in its one spelling as it is, a file’s own name included', () => {
    for (const path of [
      '/',
      '/menu/',
      '/menu',
      '/menu/index.html',
      '/index.html',
      '/menu/index.txt',
      '/_next/static/chunks/a-1b2c.js',
      '/menu/__next.menu.__PAGE__.txt',
    ]) {
      expect(canonicalPath(path)).toBe(path);
    }
  });

  it('decodes only escapes of characters that need none', () => {
    expect(canonicalPath('/menu/%2Fsecret/')).toBe('/menu/%2Fsecret/');
    expect(canonicalPath('/%5Cevil.example/')).toBe('/%5Cevil.example/');
    expect(canonicalPath('/a%20b/')).toBe('/a%20b/');
    expect(canonicalPath('/%7Eowner/%5Fheaders')).toBe('/~owner/_headers');
    expect(canonicalPath('/menu/..%2fsecret')).toBe('/menu/..%2fsecret');
  });

  it('never leads above the root, nor to another host', () => {
    expect(canonicalPath('/..')).toBeNull();
    expect(canonicalPath('/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(canonicalPath('/menu/../../secret.txt')).toBeNull();
    for (const path of ['//evil.example/', '//x//evil.example/..%2f_next', '/.//evil.example/']) {
      expect(canonicalPath(path)).toMatch(/^\/(?!\/)/);
    }
  });
});
