import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { createStaticServer } from '../scripts/serve.mjs';
import { startPhotoServer } from './photos.mjs';
import { buildFloor } from './floor.mjs';
const photos = await startPhotoServer('out');
const floor = buildFloor();
async function listen(server){await new Promise(d=>server.listen(0,'127.0.0.1',()=>d()));return `http://127.0.0.1:${server.address().port}`;}
const site = await listen(createStaticServer(process.env.SITE||'out'));
const fl = await listen(createStaticServer(process.env.FLOOR||floor.out));
const urls = (process.argv[2]||'/').split(',');
for (let round=0; round<Number(process.env.ROUNDS||1); round++) for (const u of [fl+'/', ...urls.map(p=>site+p)]) {
  const chrome = await launch({chromePath: chromiumPath, chromeFlags:['--headless=new',...chromiumFlags,...photos.flags], logLevel:'silent'});
  const r = await lighthouse(u,{port:chrome.port,logLevel:'error',output:'json',onlyCategories:['performance'],throttlingMethod:'devtools'});
  const a = r.lhr.audits;
  const lcp = a['largest-contentful-paint'].numericValue;
  const reqs = a['network-requests'].details.items;
  const doc = reqs[0];
  let line = `${u.replace(/http:\/\/127.0.0.1:\d+/, '')} LCP ${Math.round(lcp)} docEnd ${Math.round(doc.networkEndTime)} size ${doc.transferSize}`;
  if (process.env.TRACE) {
    const events = r.artifacts.Trace.traceEvents;
    const nav = events.find(e=>e.name==='navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
    const t0 = nav.ts;
    const main = events.filter(e=>e.ph==='X' && e.dur && e.name!=='RunTask' && e.cat.includes('devtools.timeline'));
    const from = t0 + doc.networkEndTime*1000 - 5000, to = t0 + lcp*1000;
    const sums = {};
    for (const e of main) { if (e.ts>=from && e.ts<=to) sums[e.name]=(sums[e.name]||0)+e.dur/1000; }
    line += '\n   ' + Object.entries(sums).sort((x,y)=>y[1]-x[1]).slice(0,12).map(([k,v])=>`${k} ${v.toFixed(1)}`).join(', ');
  }
  console.log(line);
  await chrome.kill();
}
process.exit(0);
