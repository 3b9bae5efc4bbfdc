// Writes <folder>/stock.json, the stock the site publishes (lib/stock/stock.ts): content/stock.json by
// dish, each dish sold out today with its end (the one the editor saved, or for a mark written by
// hand the next opening after now), without the marks that have ended. A build step, and on its
// own the workflow's short path for a stock change (.github/workflows/deploy.yml), after
// scripts/check-content.ts has checked the file against the menu.
// Usage: tsx scripts/stock.ts [folder=out]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cafe } from '../data/cafe';
import { menu } from '../data/menu';
import { stockSchema } from '../data/schema';
import { stockFile, stockToPublish } from '../lib/stock/stock';

const root = resolve(import.meta.dirname, '..');
const folder = resolve(process.argv[2] ?? 'out');
const source = 'content/stock.json';

const parsed = stockSchema.safeParse(JSON.parse(readFileSync(join(root, source), 'utf8')));
if (!parsed.success) {
  throw new Error(`${source} is not as the site needs it: run tsx scripts/check-content.ts`);
}
const published = stockToPublish(parsed.data, menu, Date.now(), cafe.hours);
writeFileSync(join(folder, stockFile), JSON.stringify(published));
const count = Object.keys(published.dishes).length;
console.log(`Stock: ${stockFile} names ${count} ${count === 1 ? 'dish' : 'dishes'} not in stock.`);
