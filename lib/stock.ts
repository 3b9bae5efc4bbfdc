import type { MenuCategory } from '@/data/menu';
import type { Stock, StockState } from '@/data/stock';
import { categorySlug } from './category-slug';
import { dishIds } from './stock-id';
import { isOpenDay, minutesOf, onCafeClock, weekdayOf, type OpeningHours } from './opening-hours';

/**
 * The stock rules: which dishes a customer can order now. The owner's content/stock.json names the
 * dishes sold out today or off the menu; the site publishes it as out/stock.json (scripts/stock.ts)
 * with, for each dish sold out today, the time it was marked so, and a page reads that file after
 * it has drawn and again before Send (components/cart/stock-watch.ts). A stock change is no new
 * build: the file is swapped into the published site on its own (.github/workflows/deploy.yml).
 */

/** The published file, at the root of the site. */
export const stockFile = 'stock.json';

/** A dish's stock as a customer meets it: orderable, shown as Sold out, or not shown at all. */
export type DishStock = 'in stock' | StockState;

/** What out/stock.json holds: each dish not in stock by name, and when each sold out today began. */
export type PublishedStock = {
  dishes: Record<string, StockState>;
  /** ISO instants, by dish name. */
  since: Record<string, string>;
};

/**
 * The id the stock file knows a category by: its name in small letters and hyphens, "Hot Drinks"
 * is "hot-drinks", as the editor's form names its fields (no spaces allowed there). The data check
 * keeps it usable and unique (lib/data-check.ts).
 */
export const stockId = categorySlug;

/** The ids the stock file knows the dishes of a category by, by dish name (lib/stock-id.ts). */
export function dishStockIds(category: MenuCategory): Map<string, string> {
  return dishIds(category.items.map((dish) => dish.name));
}

/** The id the stock file knows one dish of `category` by. */
export function dishStockId(category: MenuCategory, name: string): string {
  return dishStockIds(category).get(name) ?? categorySlug(name);
}

/**
 * The dishes the owner's file names, by their name on `menu`. A mark of a dish the menu no longer
 * has (renamed or deleted since it was marked) is dropped with it: it never stops a save.
 */
export function stockByDish(
  stock: Stock,
  menu: readonly MenuCategory[],
): Record<string, StockState> {
  const byName: [string, StockState][] = [];
  for (const category of menu) {
    const states = own(stock, stockId(category.name)) ?? {};
    const ids = dishStockIds(category);
    for (const dish of category.items) {
      const state = own(states, ids.get(dish.name) ?? '');
      if (state) byName.push([dish.name, state]);
    }
  }
  return Object.fromEntries(byName);
}

/**
 * A record's own value for `key`: a dish may be named "constructor" or "__proto__", which a plain
 * object would answer from its prototype.
 */
export function own<Value>(record: Record<string, Value>, key: string): Value | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

const dayMinutes = 24 * 60;

/** Minutes since 1970 on the cafe's clock. */
function cafeMinutes(instant: number, utcOffset: string): number {
  const { date, minute } = onCafeClock(new Date(instant), utcOffset);
  return date * dayMinutes + minute;
}

/**
 * When a dish marked sold out today at `since` is back: at the start of the opening after the one
 * it was marked in. Marked while the cafe is closed (before it opens in the morning), it holds
 * through the coming opening too: "today" is the day the cafe is about to serve.
 */
export function soldOutUntil(hours: OpeningHours, since: number): number {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const length = closes > opens ? closes - opens : closes + dayMinutes - opens;
  const marked = cafeMinutes(since, hours.utcOffset);
  const today = Math.floor(marked / dayMinutes);
  // The openings from the day before (a night past midnight) to a week on, in order.
  const starts: number[] = [];
  for (let date = today - 1; date <= today + 15; date++) {
    if (isOpenDay(hours, weekdayOf(date))) starts.push(date * dayMinutes + opens);
  }
  const current = starts.findIndex((start) => start + length > marked);
  const next = starts[current + 1] ?? marked + 7 * dayMinutes;
  // From the cafe's minutes back to an instant: the same offset, the other way.
  return since + (next - marked) * 60_000 - (since % 60_000);
}

/** A dish's stock at `now` by the published file: a sold out today that has ended is in stock. */
export function dishStock(
  stock: PublishedStock,
  name: string,
  now: number,
  hours: OpeningHours,
): DishStock {
  const state = own(stock.dishes, name);
  if (state !== 'sold out today') return state ?? 'in stock';
  const since = Date.parse(own(stock.since, name) ?? '');
  // Without its time the file is a build's own: it holds until the next one.
  if (Number.isNaN(since)) return state;
  return now < soldOutUntil(hours, since) ? state : 'in stock';
}

/**
 * The owner's file without the marks that have ended by `now`: each dish sold out today that the
 * published file (`published`, from the file's history) says is back. The editor's stock page then
 * shows the dish in stock, as customers see it, and marking it sold out again is a change to save.
 * A category left with no dish is left out.
 */
export function withoutEndedMarks(
  stock: Stock,
  published: PublishedStock,
  menu: readonly MenuCategory[],
  now: number,
  hours: OpeningHours,
): Stock {
  const kept: Stock = {};
  for (const [categoryId, dishes] of Object.entries(stock)) {
    const category = menu.find((listed) => stockId(listed.name) === categoryId);
    const ids = category ? dishStockIds(category) : new Map<string, string>();
    const entries = Object.entries(dishes).filter(([dishId, state]) => {
      const dish = category?.items.find((item) => ids.get(item.name) === dishId);
      return (
        state !== 'sold out today' || !dish || dishStock(published, dish.name, now, hours) === state
      );
    });
    if (entries.length > 0) kept[categoryId] = Object.fromEntries(entries);
  }
  return kept;
}

/** The next time a dish of the file comes back by itself, after `now`; null when none will. */
export function nextReturn(stock: PublishedStock, now: number, hours: OpeningHours): number | null {
  const returns = Object.keys(stock.dishes)
    .filter((name) => own(stock.dishes, name) === 'sold out today')
    .map((name) => Date.parse(own(stock.since, name) ?? ''))
    .filter((since) => !Number.isNaN(since))
    .map((since) => soldOutUntil(hours, since))
    .filter((until) => until > now);
  return returns.length > 0 ? Math.min(...returns) : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The published file from an answer's text; null for anything else (a host's error page, a captive
 * portal's login page), so that a page then keeps the stock it has.
 */
export function publishedStock(text: string): PublishedStock | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.dishes) || !isRecord(value.since)) return null;
  const dishes = Object.entries(value.dishes).filter(
    (entry): entry is [string, StockState] =>
      entry[1] === 'sold out today' || entry[1] === 'off the menu',
  );
  const since = Object.entries(value.since).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { dishes: Object.fromEntries(dishes), since: Object.fromEntries(since) };
}

/** One saved version of content/stock.json: when it was committed, and what it said. */
export type StockVersion = { time: string; stock: Stock };

/**
 * The file to publish for `versions` of the owner's file, newest first (the first is the one to
 * publish): each dish sold out today with the time of the save that marked it so, the oldest of
 * the saves since that all still say so. A later save of another dish keeps that time, so that a
 * sold out today which has ended stays ended though the file still names it.
 */
export function stockToPublish(
  versions: readonly StockVersion[],
  menu: readonly MenuCategory[],
): PublishedStock {
  const [latest] = versions;
  if (!latest) return { dishes: {}, since: {} };
  const dishes = stockByDish(latest.stock, menu);
  const since: [string, string][] = [];
  for (const [name, state] of Object.entries(dishes)) {
    if (state !== 'sold out today') continue;
    let marked = latest.time;
    for (const version of versions.slice(1)) {
      if (own(stockByDish(version.stock, menu), name) !== 'sold out today') break;
      marked = version.time;
    }
    since.push([name, new Date(marked).toISOString()]);
  }
  return { dishes, since: Object.fromEntries(since) };
}
