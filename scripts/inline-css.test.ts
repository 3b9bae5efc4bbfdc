/** @jest-environment node */
import {
  cssBlocks,
  keptCss,
  pageWords,
  paintsFirst,
  selectorClasses,
  selectorElements,
  splitOutside,
  withInlineCss,
  withoutUnreadProperties,
} from './inline-css.mjs';

const css = [
  '*,:before{--tw-ring:0}',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.hover\\:bg-muted:hover{background:tan}',
  '.peer:checked~.peer-checked\\:translate-x-5{--tw-translate-x:1.25rem}',
  '@media (min-width:640px){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}',
  '@media (min-width:768px){.md\\:grid{display:grid}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('cssBlocks', () => {
  it('splits minified CSS into its top-level rules, nested blocks kept whole', () => {
    expect(cssBlocks('a{b:c}@media x{.d{e:f}}')).toEqual([
      { prelude: 'a', body: 'b:c' },
      { prelude: '@media x', body: '.d{e:f}' },
    ]);
  });

  it('refuses CSS whose braces do not close', () => {
    expect(() => cssBlocks('a{b:c')).toThrow(/unbalanced/);
  });
});

describe('selectorClasses', () => {
  it('gives the class names a selector needs, unescaped', () => {
    expect(selectorClasses('.peer:checked~.peer-checked\\:translate-x-5')).toEqual([
      'peer',
      'peer-checked:translate-x-5',
    ]);
    expect(selectorClasses('.w-1\\/2>:not([hidden])')).toEqual(['w-1/2']);
    expect(selectorClasses('html,:host')).toEqual([]);
  });
});

describe('splitOutside', () => {
  it('splits a selector list at its own commas, not at escaped ones or those inside brackets', () => {
    expect(splitOutside('.a,:is(.b,.c),.grid-cols-\\[repeat\\(2\\,1fr\\)\\]', ',')).toEqual([
      '.a',
      ':is(.b,.c)',
      '.grid-cols-\\[repeat\\(2\\,1fr\\)\\]',
    ]);
    expect(splitOutside('[title="a,b"],p', ',')).toEqual(['[title="a,b"]', 'p']);
  });

  it('splits a rule body at its own semicolons, not inside strings or url()', () => {
    expect(splitOutside('a:b;c:url(data:x;y);d:"e;f"', ';')).toEqual([
      'a:b',
      'c:url(data:x;y)',
      'd:"e;f"',
    ]);
  });
});

describe('selectorElements', () => {
  it('gives the element types a selector needs, not those inside its brackets', () => {
    expect(selectorElements('input:where([type=button])')).toEqual(['input']);
    expect(selectorElements('abbr:where([title])')).toEqual(['abbr']);
    expect(selectorElements('ul>li+a~p')).toEqual(['ul', 'li', 'a', 'p']);
    expect(selectorElements('.space-y-2>:not(table)~:not([hidden])')).toEqual([]);
    expect(selectorElements('.w-1\\/2 svg')).toEqual(['svg']);
    expect(selectorElements('::-webkit-inner-spin-button')).toEqual([]);
  });
});

describe('pageWords', () => {
  it('reads class words from attributes and from the payload, and elements from both', () => {
    const page = pageWords(
      '<div class="flex  gap-2"><p>table</p></div><script>push("[\\"$\\",\\"textarea\\",null,{\\"className\\":\\"w-full sm:flex\\"}]")</script>',
    );
    for (const word of ['flex', 'gap-2', 'w-full', 'sm:flex'])
      expect(page.words.has(word)).toBe(true);
    expect(page.words.has('fle')).toBe(false);
    expect([...page.elements].sort()).toEqual(['div', 'p', 'script', 'textarea']);
  });
});

describe('paintsFirst', () => {
  const html = pageWords(
    '<div class="flex peer peer-checked:translate-x-5 hover:bg-muted sm:flex"><input></div>',
  );

  it('keeps base rules and the rules of classes the page names', () => {
    expect(paintsFirst('*', html)).toBe(true);
    expect(paintsFirst('.flex', html)).toBe(true);
    expect(paintsFirst('.peer:checked~.peer-checked\\:translate-x-5', html)).toBe(true);
    expect(paintsFirst('.grid', html)).toBe(false);
    expect(paintsFirst('.fle', html)).toBe(false);
  });

  it('keeps element rules only for the elements the page holds', () => {
    expect(paintsFirst('input:where([type=button])', html)).toBe(true);
    expect(paintsFirst('sub,sup', html)).toBe(false);
    expect(paintsFirst('abbr:where([title])', html)).toBe(false);
  });

  it('leaves out what waits for a pointer', () => {
    expect(paintsFirst('.hover\\:bg-muted:hover', html)).toBe(false);
    expect(paintsFirst('.active\\:scale-95:active', pageWords('<b class="active:scale-95">'))).toBe(
      false,
    );
  });
});

describe('keptCss', () => {
  it('keeps what passes, inside media queries too, and every other at-rule whole', () => {
    const html = pageWords(
      '<div class="flex peer peer-checked:translate-x-5 hover:bg-muted sm:flex">',
    );
    expect(keptCss(css, (selector: string) => paintsFirst(selector, html))).toBe(
      [
        '*,:before{--tw-ring:0}',
        '.flex{display:flex}',
        '.peer:checked~.peer-checked\\:translate-x-5{--tw-translate-x:1.25rem}',
        '@media (min-width:640px){.sm\\:flex{display:flex}}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    );
  });

  it('keeps the selectors of a list that pass, and commas inside :is() together', () => {
    expect(keptCss('.a,.b,:is(.c,.d){x:y}', (selector: string) => !selector.includes('.b'))).toBe(
      '.a,:is(.c,.d){x:y}',
    );
  });
});

describe('withoutUnreadProperties', () => {
  it('drops the custom properties nothing reads, and rules left empty', () => {
    expect(
      withoutUnreadProperties(
        '*{--tw-a:0;--tw-b: ;box-sizing:border-box}:before{--tw-c:1}.x{--tw-d:2;transform:translate(var(--tw-a),var(--tw-d))}',
      ),
    ).toBe(
      '*{--tw-a:0;box-sizing:border-box}.x{--tw-d:2;transform:translate(var(--tw-a),var(--tw-d))}',
    );
  });

  it('reads inside media queries, keeps other at-rules whole, and splits only real semicolons', () => {
    expect(
      withoutUnreadProperties(
        '@media (min-width:1px){*{--tw-e:1;--tw-f:2}.y{color:var(--tw-e)}}@keyframes k{to{--tw-g:0}}.z{background:url("data:a;b");--tw-h:0}',
      ),
    ).toBe(
      '@media (min-width:1px){*{--tw-e:1}.y{color:var(--tw-e)}}@keyframes k{to{--tw-g:0}}.z{background:url("data:a;b")}',
    );
  });
});

describe('withInlineCss', () => {
  const page = (head: string) =>
    `<html><head><meta charSet="utf-8"/>${head}</head><body><main class="flex"></main></body></html>`;

  it('inlines the rules the page paints with, without unread properties, and moves the link to the end of the body', () => {
    const read = jest.fn(() => css);
    const link =
      '<link rel="stylesheet" href="/shop/_next/static/chunks/a.css" data-precedence="next"/>';
    const html = withInlineCss(page(link), read);
    expect(read).toHaveBeenCalledWith('/shop/_next/static/chunks/a.css');
    expect(html).toBe(
      page(
        '<style data-precedence="next">.flex{display:flex}@keyframes spin{to{transform:rotate(360deg)}}</style>',
      ).replace('</body>', `${link}</body>`),
    );
  });

  it('leaves a page without a stylesheet as it is', () => {
    const html = page('<link rel="icon" href="/favicon.ico"/>');
    expect(withInlineCss(html, () => css)).toBe(html);
  });

  it('refuses CSS that would end the <style> element early', () => {
    expect(() =>
      withInlineCss(
        page('<link rel="stylesheet" href="/_next/a.css"/>'),
        () => 'main{content:"</style>"}',
      ),
    ).toThrow(/cannot be inlined/);
  });
});
