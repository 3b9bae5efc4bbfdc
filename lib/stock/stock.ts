import type { MenuCategory } from '@/data/menu';
import { stampedSoldOut } from '@/data/stock-marks';
import type { Stock, StockMark, StockState } from '@/data/stock';
import { categorySlug } from '../menu/menu-lookup';
import { dishIds } from './stock-id';
import {
  isOpenDay,
  minutesOf,
  onCafeClock,
  weekdayOf,
  type OpeningHours,
} from '../site/opening-hours';

/**
 * The stock rules: which dishes a customer can order now. The owner's content/stock.json names the
 * dishes sold out today or off the menu, each sold out today with its end as the editor saved it
 * (the next opening); the site publishes it as out/stock.json (scripts/stock.ts) without the marks
 * that have ended, and a page reads that file after it has drawn and again before Send
 * (components/cart/stock-watch.ts). A stock change is no new build: the file is swapped into the
 * published site on its own (.github/workflows/deploy.yml).
 */

/** The published file, at the root of the site. */
export const stockFile = 'stock.json';

/** A dish's stock as a customer meets it: orderable, shown as Sold out, or not shown at all. */
export type DishStock = 'in stock' | StockState;

/** What out/stock.json holds: each dish not in stock by name, and when each sold out today ends. */
export type PublishedStock = {
  dishes: Record<string, StockState>;
  /** ISO instants, by dish name; a sold out today without one holds until the next file. */
  until: Record<string, string>;
};

/**
 * The id the stock file knows a category by: its name in small letters and hyphens, "Hot Drinks"
 * is "hot-drinks", as the editor's form names its fields (no spaces allowed there). The data check
 * keeps it usable and unique (lib/editor/data-check.ts).
 */
export const stockId = categorySlug;

/** The ids the stock file knows the dishes of a category by, by dish name (lib/stock/stock-id.ts). */
export function dishStockIds(category: MenuCategory): Map<string, string> {
  return dishIds(category.items.map((dish) => dish.name));
}

/** The id the stock file knows one dish of `category` by. */
export function dishStockId(category: MenuCategory, name: string): string {
  return dishStockIds(category).get(name) ?? categorySlug(name);
}

/**
 * The marks of the owner's file, by the dish's name on `menu`. A mark of a dish the menu no longer
 * has (renamed or deleted since it was marked) is dropped with it: it never stops a save.
 */
export function marksByDish(stock: Stock, menu: readonly MenuCategory[]): [string, StockMark][] {
  const byName: [string, StockMark][] = [];
  for (const category of menu) {
    const marks = own(stock, stockId(category.name)) ?? {};
    const ids = dishStockIds(category);
    for (const dish of category.items) {
      const mark = own(marks, ids.get(dish.name) ?? '');
      if (mark) byName.push([dish.name, mark]);
    }
  }
  return byName;
}

/** The state a mark stands for: one with its end is sold out today. */
export const stateOf = (mark: StockMark): StockState =>
  mark === 'off the menu' ? mark : 'sold out today';

/** The states of the owner's file, by the dish's name on `menu`, whatever their end. */
export function stockByDish(
  stock: Stock,
  menu: readonly MenuCategory[],
): Record<string, StockState> {
  return Object.fromEntries(marksByDish(stock, menu).map(([name, mark]) => [name, stateOf(mark)]));
}

/** When a mark ends, as an instant; null for one that holds until the owner changes it. */
export function markEnd(mark: StockMark, utcOffset: string): number | null {
  const stamp = stampedSoldOut.exec(mark);
  return stamp ? Date.parse(`${stamp[1]}T${stamp[2]}:${stamp[3]}:00${utcOffset}`) : null;
}

/** Sold out today until `until`, as the file writes it on the cafe's clock (the minute it falls in). */
export function stampedMark(until: number, utcOffset: string): StockMark {
  const { date, minute } = onCafeClock(new Date(until), utcOffset);
  const day = new Date(date * dayMinutes * 60_000).toISOString().slice(0, 10);
  const clock = (value: number) => String(value).padStart(2, '0');
  return `sold out until ${day} ${clock(Math.floor(minute / 60))}:${clock(minute % 60)}`;
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
export function dishStock(stock: PublishedStock, name: string, now: number): DishStock {
  const state = own(stock.dishes, name);
  if (state !== 'sold out today') return state ?? 'in stock';
  // Without its end the file is a build's own: it holds until the next one.
  const until = Date.parse(own(stock.until, name) ?? '');
  return now < until || Number.isNaN(until) ? state : 'in stock';
}

/** The next time a dish of the file comes back by itself, after `now`; null when none will. */
export function nextReturn(stock: PublishedStock, now: number): number | null {
  const returns = Object.keys(stock.dishes)
    .filter((name) => own(stock.dishes, name) === 'sold out today')
    .map((name) => Date.parse(own(stock.until, name) ?? ''))
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
  if (!isRecord(value) || !isRecord(value.dishes) || !isRecord(value.until)) return null;
  const dishes = Object.entries(value.dishes).filter(
    (entry): entry is [string, StockState] =>
      entry[1] === 'sold out today' || entry[1] === 'off the menu',
  );
  const until = Object.entries(value.until).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { dishes: Object.fromEntries(dishes), until: Object.fromEntries(until) };
}

/**
 * The file to publish at `now` from the owner's file: each dish not in stock by its name, each sold
 * out today with its end, the one the editor saved or, for a mark written without one, the next
 * opening after now. A mark that has ended is left out: the dish is back.
 */
export function stockToPublish(
  stock: Stock,
  menu: readonly MenuCategory[],
  now: number,
  hours: OpeningHours,
): PublishedStock {
  const dishes: [string, StockState][] = [];
  const until: [string, string][] = [];
  for (const [name, mark] of marksByDish(stock, menu)) {
    const state = stateOf(mark);
    if (state === 'sold out today') {
      const end = markEnd(mark, hours.utcOffset) ?? soldOutUntil(hours, now);
      if (end <= now) continue;
      until.push([name, new Date(end).toISOString()]);
    }
    dishes.push([name, state]);
  }
  return { dishes: Object.fromEntries(dishes), until: Object.fromEntries(until) };
}
