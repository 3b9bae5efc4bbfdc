/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { fetchedKB, sentBytes } from './sent.mjs';

describe('fetchedKB', () => {
  it('sorts what was sent into scripts, pages, navigation data, the worker check and the rest', () => {
    const kb = 1024;
    const fetched = fetchedKB(
      [
        { path: '/menu/', bytes: 10 * kb },
        { path: '/order/', bytes: 1 * kb },
        { path: '/_next/static/chunks/a1.js', bytes: 2 * kb },
        { path: '/sw.js', bytes: 3 * kb },
        { path: '/order/__next._tree.txt?_rsc=x1', bytes: 4 * kb },
        { path: '/logo.svg', bytes: 5 * kb },
      ],
      [{ path: '/cafe/w_320/tea.jpg', bytes: 6 * kb }],
    );
    expect(fetched).toMatchObject({
      requests: 7,
      totalKB: 31,
      scriptKB: 2,
      pageKB: 11,
      dataKB: 4,
      workerKB: 3,
      otherKB: 5,
      photosKB: 6,
    });
  });
});

describe('sentBytes', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      response.setHeader('content-type', 'text/plain');
      response.end('x'.repeat(request.url === '/big' ? 5000 : 10));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('counts each response on the wire, headers included, only while counting', async () => {
    const counter = sentBytes(server);
    await (await fetch(`${origin}/before`)).text();
    counter.start();
    await (await fetch(`${origin}/big`)).text();
    await (await fetch(`${origin}/small`)).text();
    const sent = counter.stop();
    await (await fetch(`${origin}/after`)).text();
    expect(sent.map(({ path }) => path)).toEqual(['/big', '/small']);
    const [big, small] = sent.map(({ bytes }) => bytes);
    expect(big).toBeGreaterThan(5000);
    expect(big).toBeLessThan(5300);
    expect(small).toBeGreaterThan(10);
    expect(small).toBeLessThan(300);
    expect(counter.stop()).toEqual([]);
  });
});
