/** @jest-environment node */
import { crampedPages, firstScreenOf, scriptsNaming, scriptsOf, sizeProblems } from './sizes.mjs';

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

describe('firstScreenOf', () => {
  const skipped = (name: string) =>
    `<section id="${name}" data-category="" class="pt-4"><h2>${name}</h2></section>`;

  it('ends the menu at its second category', () => {
    const head = `<html><head><style>p{}</style></head><body><h1>Menu</h1>${skipped('tea')}`;
    const html = `${head}${skipped('rolls')}${skipped('momos')}</body></html>`;
    expect(firstScreenOf(html)).toBe(head);
  });

  it("leaves out React's copy of the page, which no paint waits for", () => {
    const markup = `<html><body><h1>About</h1><footer>Contact</footer>`;
    const data = `<script>self.__next_f.push([1,"0:[]"])</script></body></html>`;
    expect(firstScreenOf(`${markup}${data}`)).toBe(markup);
    const menu = `<html><body>${skipped('tea')}`;
    expect(firstScreenOf(`${menu}${skipped('rolls')}${data}`)).toBe(menu);
  });

  it('is the whole page when it has no more than one category', () => {
    const html = `<html><body><section class="pt-4"><h2>About</h2></section>${skipped('tea')}</body></html>`;
    expect(firstScreenOf(html)).toBe(html);
  });
});

describe('sizeProblems', () => {
  const ceilings = {
    default: { jsGzKB: 100, htmlGzKB: 10, firstScreenGzKB: 5 },
    '/menu/': { jsGzKB: 120, htmlGzKB: 20 },
  };
  const sizes = (jsGzKB: number, htmlGzKB: number, firstScreenGzKB = 1) => ({
    jsGzKB,
    htmlGzKB,
    firstScreenGzKB,
  });

  it('holds each page to the default, replaced figure by figure by its own entry', () => {
    const problems = sizeProblems(
      {
        '/': sizes(100, 10.5),
        '/menu/': sizes(110, 19, 6),
        '/order/': sizes(101, 5),
      },
      ceilings,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^\/: htmlGzKB/),
      expect.stringMatching(/^\/menu\/: firstScreenGzKB/),
      expect.stringMatching(/^\/order\/: jsGzKB/),
    ]);
  });

  it('holds no ceiling where a page names null', () => {
    const open = { ...ceilings, '/menu/': { htmlGzKB: null } };
    expect(sizeProblems({ '/': sizes(1, 1), '/menu/': sizes(1, 999) }, open)).toEqual([]);
    expect(sizeProblems({ '/': sizes(1, 1), '/menu/': sizes(1, 1, 6) }, open)).toEqual([
      expect.stringMatching(/^\/menu\/: firstScreenGzKB/),
    ]);
  });

  it('fails an entry that names no page', () => {
    expect(sizeProblems({ '/': sizes(1, 1) }, ceilings)).toEqual([
      expect.stringMatching(/^\/menu\/: .*no page/),
    ]);
  });
});

describe('scriptsNaming', () => {
  const names = ['Kulhad Tea', 'Veg Chowmein'];

  it('finds the scripts that carry a dish name as a string, however it is quoted', () => {
    const scripts = {
      'double.js': 'let m=[{name:"Kulhad Tea",price:15}]',
      'single.js': "let m=[{name:'Veg Chowmein'}]",
      'payload.js': 'JSON.parse("[{\\"name\\":\\"Veg Chowmein\\"}]")',
      'react.js': 'function f(){return "Add to cart"}',
    };
    expect(scriptsNaming(scripts, names)).toEqual(['double.js', 'single.js', 'payload.js']);
  });

  it('does not take a longer word that holds a name for the dish', () => {
    expect(scriptsNaming({ 'other.js': 'x="Masala Kulhad Tea"' }, names)).toEqual([]);
  });
});

describe('crampedPages', () => {
  const ceilings = {
    default: { jsGzKB: 100, htmlGzKB: 10, firstScreenGzKB: 5 },
    '/menu/': { jsGzKB: 120 },
  };
  const scripts = (jsGzKB: number) => ({ jsGzKB, htmlGzKB: 1, firstScreenGzKB: 1 });

  it('names a page with less room than asked under its own ceiling, and no other', () => {
    const cramped = crampedPages(
      { '/': scripts(97), '/order/': scripts(97.5), '/menu/': scripts(116) },
      3,
      ceilings,
    );
    expect(cramped).toEqual([
      expect.stringMatching(/^\/order\/: scripts 97\.50 KB, 2\.50 KB under 100$/),
    ]);
  });
});
