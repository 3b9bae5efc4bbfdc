/** @jest-environment node */
import { scriptsOf, sizeProblems } from './sizes.mjs';

describe('scriptsOf', () => {
  it('lists each script the page loads once: tags, preloads and chunks its payload names', () => {
    const html = `<html><head>
      <link rel="preload" as="script" href="/_next/static/chunks/b.js"/>
      <link rel="stylesheet" href="/_next/static/chunks/s.css"/>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/b.js" async=""></script>
      </head><body><script>self.__next_f.push([1,"2:I[1,[\\"static/chunks/c.js\\"],\\"Counter\\"]"])</script>
      </body></html>`;
    expect(scriptsOf(html).sort()).toEqual([
      '_next/static/chunks/a.js',
      '_next/static/chunks/b.js',
      '_next/static/chunks/c.js',
    ]);
  });

  it('leaves out the noModule polyfills', () => {
    const html = '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>';
    expect(scriptsOf(html)).toEqual([]);
  });
});

describe('sizeProblems', () => {
  const ceilings = { default: { jsGzKB: 100, htmlGzKB: 10 }, '/menu/': { jsGzKB: 120 } };

  it('holds each page to the default, replaced figure by figure by its own entry', () => {
    const problems = sizeProblems(
      {
        '/': { jsGzKB: 100, htmlGzKB: 10.5 },
        '/menu/': { jsGzKB: 110, htmlGzKB: 11 },
        '/order/': { jsGzKB: 101, htmlGzKB: 5 },
      },
      ceilings,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^\/: htmlGzKB/),
      expect.stringMatching(/^\/menu\/: htmlGzKB/),
      expect.stringMatching(/^\/order\/: jsGzKB/),
    ]);
  });

  it('fails an entry that names no page', () => {
    expect(sizeProblems({ '/': { jsGzKB: 1, htmlGzKB: 1 } }, ceilings)).toEqual([
      expect.stringMatching(/^\/menu\/: .*no page/),
    ]);
  });
});
