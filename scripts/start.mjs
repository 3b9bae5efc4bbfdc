// Builds the site when out/ is missing or older than its sources, then serves it on localhost.
import { buildIfStale } from './out.mjs';
import { createStaticServer } from './serve.mjs';

buildIfStale();
const port = Number(process.env.PORT ?? 3000);
createStaticServer('out').listen(port, '127.0.0.1', () => {
  console.log(`The cafe's site is running on http://localhost:${port}`);
});
