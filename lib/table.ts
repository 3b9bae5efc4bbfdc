/**
 * Dine-in by a table's QR code: the card on table 7 links to /menu/?table=7, and the visit that
 * follows orders for that table. The table is kept for this tab and a few hours at most (a customer
 * leaves; the next order from this phone is not at that table), never with the remembered details
 * or the last order.
 */

import { fill } from './words/fill';
import type { cart } from './words/en/cart';
import { tableVisitKey } from './storage-keys';

/** The address of a table's link, after the site's own: "/menu/?table=Terrace%202". */
export function tableLinkPath(table: string): string {
  return `/menu/?table=${encodeURIComponent(table)}`;
}

/**
 * How a link's table is matched to the cafe's: letter case, spaces, look-alike forms (a full-width
 * "７") and invisible characters (a zero-width space pasted with "7") do not matter.
 */
export function tableKeyOf(name: string): string {
  return name.normalize('NFKC').replace(/\p{C}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The most of a link's unknown table that a note repeats; a longer one is cut with "…". */
const shownLength = 20;

/**
 * What a page's address says of a table: none (no ?table=), one of the cafe's tables by its own
 * name, or a value the cafe has no table for (empty, misspelt, made up), as it may be shown.
 */
export type TableLink = { table: string } | { unknown: string } | null;

export function tableFromLink(search: string, tables: readonly string[]): TableLink {
  const value = new URLSearchParams(search).get('table');
  if (value === null) return null;
  const table = tables.find((name) => tableKeyOf(name) === tableKeyOf(value));
  if (table !== undefined) return { table };
  // Control, format and unassigned characters (a right-to-left override, a zero-width space) would
  // make the note read other than the link.
  const trimmed = value.replace(/\p{C}/gu, '').trim();
  const chars = [...trimmed];
  return {
    unknown: chars.length > shownLength ? `${chars.slice(0, shownLength).join('')}…` : trimmed,
  };
}

/** The note for a link to a table the cafe does not have: no dine-in order comes of it. */
export function unknownTableNote(words: (typeof cart)['store']['table'], shown: string): string {
  return shown === '' ? words.nameless : fill(words.unknown, { table: shown });
}

/** The note for the table this tab was at, which the cafe no longer has (a new build removed it). */
export function removedTableNote(words: (typeof cart)['store']['table'], table: string): string {
  return fill(words.removed, { table });
}

/** How long a table is kept after its link was opened: a meal, and then some. */
export const tableHours = 3;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the table for this tab from `now` (ms). */
export function keepTable(store: Store | null, table: string, now: number): void {
  try {
    store?.setItem(tableVisitKey, JSON.stringify({ table, since: now }));
  } catch {
    // Without storage the table lasts as long as the page.
  }
}

/**
 * The table this tab is at: none (nothing kept, kept more than tableHours ago, or from a clock that
 * has gone back), one of the cafe's tables, or a table a new build of the site no longer has
 * (`removed`), which the customer is told of rather than finding the order turned into a pickup.
 */
export type KeptTable = { table: string } | { removed: string } | null;

export function keptTable(store: Store | null, tables: readonly string[], now: number): KeptTable {
  let value: unknown;
  try {
    value = JSON.parse(store?.getItem(tableVisitKey) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { table, since } = value as Record<string, unknown>;
  if (typeof table !== 'string' || typeof since !== 'number') return null;
  if (!tableStillKept(since, now)) return null;
  return tables.includes(table) ? { table } : { removed: table };
}

/**
 * Whether the table kept for this tab has run out by `now` (ms), for a page left open for hours;
 * false when nothing kept can be read (without storage a table lasts as long as its page).
 */
export function tableRanOut(store: Store | null, now: number): boolean {
  try {
    const { since } = JSON.parse(store?.getItem(tableVisitKey) ?? 'null') ?? {};
    return typeof since === 'number' && !tableStillKept(since, now);
  } catch {
    return false;
  }
}

/** Whether a table kept at `since` still holds at `now` (both ms). */
export function tableStillKept(since: number, now: number): boolean {
  return now >= since && now - since < tableHours * 60 * 60 * 1000;
}

export function forgetTable(store: Store | null): void {
  try {
    store?.removeItem(tableVisitKey);
  } catch {
    // Nothing kept.
  }
}

/**
 * The table this visit orders from: the one in the page's address (`search`, ?table=7), kept for this tab,
 * or the one kept before. The address loses its ?table=, so that a link shared or bookmarked from
 * the page carries no table. An address that names a table the cafe does not have ends the table
 * kept before, and says so through `onUnknown`; so does a kept table the cafe no longer has.
 */
export function tableOfThisVisit(
  store: Store | null,
  tables: readonly string[],
  words: (typeof cart)['store']['table'],
  search: string,
  onUnknown: (note: string) => void,
): string | null {
  const now = Date.now();
  const link = tableFromLink(search, tables);
  if (link === null) {
    const kept = keptTable(store, tables, now);
    if (kept === null) return null;
    if ('table' in kept) return kept.table;
    forgetTable(store);
    onUnknown(removedTableNote(words, kept.removed));
    return null;
  }
  const address = new URL(window.location.href);
  if (address.searchParams.has('table')) {
    address.searchParams.delete('table');
    window.history.replaceState(window.history.state, '', address);
  }
  if ('unknown' in link) {
    // The newest link decides: a table kept from an earlier one no longer holds.
    forgetTable(store);
    onUnknown(unknownTableNote(words, link.unknown));
    return null;
  }
  keepTable(store, link.table, now);
  return link.table;
}
