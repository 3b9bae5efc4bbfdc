/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientComponentsOf, importsOf, islandsOf, modulesOf } from './islands.mjs';

// A chunk as Turbopack writes one: ids, each run of them followed by the function defining them.
const chunk = (modules: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${modules}]);`;

describe('modulesOf', () => {
  it('reads each module of a chunk by id, two ids sharing one function', () => {
    const modules = modulesOf(chunk('10,e=>{e.s(["a",0,1])},20,21,(e,t,r)=>{r.b=2}'));
    expect([...modules.keys()]).toEqual([10, 20, 21]);
    expect(modules.get(10)).toBe('e=>{e.s(["a",0,1])}');
    expect(modules.get(21)).toBe(modules.get(20));
  });

  it('reads nothing from a script that is no chunk of modules', () => {
    expect(modulesOf('(()=>{document.title="x"})()').size).toBe(0);
  });
});

describe('importsOf', () => {
  it('lists what a module runs as it loads, not a part fetched when first needed', () => {
    const source = 'e=>{var t=e.i(43476),n=e.r(9);let s=(0,x.i)(5);e.A(61760);e.s(["f",0,t])}';
    expect(importsOf(source)).toEqual([43476, 9]);
    expect(importsOf('(a,b,c)=>{a.i(7)}')).toEqual([7]);
  });
});

describe('clientComponentsOf', () => {
  it("names each client component of React's copy of the page", () => {
    const rows =
      '2:"/_next/static/chunks/a.js"\n8:I[35630,["$7"],"SiteProviders"]\n9:["$","p",null,{}]\n1e:I[7,[],"default"]\n';
    const html = `<body><script>self.__next_f.push([1,${JSON.stringify(rows)}])</script></body>`;
    expect(clientComponentsOf(html)).toEqual([
      { id: 35630, name: 'SiteProviders' },
      { id: 7, name: 'default' },
    ]);
  });
});

describe('islandsOf', () => {
  it("weighs each island's own code, what it shares, and none of the framework's", () => {
    const out = mkdtempSync(join(tmpdir(), 'islands-'));
    mkdirSync(join(out, '_next/static/chunks'), { recursive: true });
    mkdirSync(join(out, 'menu'));
    const shared = `e=>{e.s(["x",0,"${'shared words '.repeat(40)}"])}`;
    writeFileSync(
      join(out, '_next/static/chunks/a.js'),
      chunk(
        `1,e=>{var a=e.i(3),f=e.i(99);e.s(["A",0,"${'a'.repeat(300)}"])},` +
          `2,e=>{var b=e.i(3);e.s(["B",0,1])},3,${shared},99,e=>{e.s(["react",0,"${'r'.repeat(900)}"])}`,
      ),
    );
    const rows = '1:I[1,[],"Big"]\n2:I[2,[],"Small"]\n3:I[99,[],"default"]\n';
    writeFileSync(
      join(out, 'menu/index.html'),
      `<script src="/_next/static/chunks/a.js"></script><script>self.__next_f.push([1,${JSON.stringify(rows)}])</script>`,
    );
    const [big, small, ...rest] = islandsOf(out, '/menu/', new Set([99]));
    expect(rest).toEqual([]);
    expect(big?.name).toBe('Big');
    expect(small?.name).toBe('Small');
    // Each counts the shared module; alone, only its own.
    expect(big!.kb).toBeGreaterThan(big!.aloneKB);
    expect(small!.kb).toBeGreaterThan(small!.aloneKB);
    expect(big!.aloneKB).toBeGreaterThan(small!.aloneKB);
    // The framework's module (99) counts for no island, however large.
    const withReact = islandsOf(out, '/menu/', new Set());
    expect(withReact[0]!.kb).toBeGreaterThan(big!.kb);
  });
});
