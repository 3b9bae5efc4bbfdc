// Writes <folder>/stock.json, the stock the site publishes (lib/stock.ts): content/stock.json by
// dish, each dish sold out today with the time of the save that marked it so, read from the git
// history of the file (the commit's time, GitHub's clock rather than a phone's). A build step, and
// on its own the workflow's short path for a stock change (.github/workflows/deploy.yml), after
// scripts/check-content.ts has checked the file against the menu. Without git history (a copy of
// the project), a dish sold out today counts from now.
// With --clear-ended it writes content/stock.json instead, without the sold out today marks that
// have ended (lib/stock.ts withoutEndedMarks): the workflow stock-ends.yml commits that, so the
// editor shows such a dish in stock and the owner can mark it sold out again in one save.
// Usage: tsx scripts/stock.ts [folder=out] | tsx scripts/stock.ts --clear-ended
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cafe } from '../data/cafe';
import { fileText } from '../lib/editor-config-save';
import { menu } from '../data/menu';
import { stockSchema, type Stock } from '../data/schema';
import {
  stockByDish,
  stockFile,
  stockToPublish,
  withoutEndedMarks,
  type StockVersion,
} from '../lib/stock';

const root = resolve(import.meta.dirname, '..');
const clearEnded = process.argv[2] === '--clear-ended';
const folder = resolve(process.argv[2] ?? 'out');
const source = 'content/stock.json';
/** Enough saves to reach back past a week, when any sold out today has ended. */
const mostSaves = 50;

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  } catch {
    return null;
  }
}

/** The file as a save wrote it; null when it was not a stock file then. */
function stockOf(text: string | null): Stock | null {
  if (text === null) return null;
  try {
    const parsed = stockSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The file as it is now, then each save of it, newest first, back to one that was not a stock file. */
function versions(): StockVersion[] {
  const now = stockOf(readFileSync(join(root, source), 'utf8'));
  if (!now)
    throw new Error(`${source} is not as the site needs it: run tsx scripts/check-content.ts`);
  const found: StockVersion[] = [{ time: new Date().toISOString(), stock: now }];
  const log = git(['log', `-n${mostSaves}`, '--format=%H %cI', '--', source]) ?? '';
  for (const [commit, time] of log
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '))) {
    const stock = stockOf(git(['show', `${commit}:${source}`]));
    if (!stock || !time) break;
    found.push({ time, stock });
  }
  return found;
}

const saved = versions();
const published = stockToPublish(saved, menu);
if (clearEnded) {
  const stock = saved[0]!.stock;
  const kept = withoutEndedMarks(stock, published, menu, Date.now(), cafe.hours);
  const still = stockByDish(kept, menu);
  const back = Object.keys(stockByDish(stock, menu)).filter((name) => !(name in still));
  // Written as the editor writes it, so that the commit's diff is the ended lines alone.
  if (back.length > 0) writeFileSync(join(root, source), fileText('stock.json', kept));
  console.log(
    `Stock: ${back.length > 0 ? `back in stock: ${back.join(', ')}` : 'no mark has ended'}.`,
  );
  process.exit(0);
}
writeFileSync(join(folder, stockFile), JSON.stringify(published));
const count = Object.keys(published.dishes).length;
console.log(`Stock: ${stockFile} names ${count} ${count === 1 ? 'dish' : 'dishes'} not in stock.`);
