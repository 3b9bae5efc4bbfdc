/**
 * Dine-in by a table's QR code: the card on table 7 links to /menu/?table=7, and the visit that
 * follows orders for that table. The table is kept for this tab and a few hours at most (a customer
 * leaves; the next order from this phone is not at that table), never with the remembered details
 * or the last order.
 */

import { fill } from '../words/fill';
import type { cart } from '../words/en/cart';
import { tableVisitKey } from '../offline/storage-keys';

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

/** How long a table's visit holds from its scan, or the customer's last yes, before Send asks again. */
export const tableHours = 3;

/**
 * A tab away this long (in another app, the phone locked, the page closed) asks "Still at Table 4?"
 * before its next order goes to the table: the customer may have gone home.
 */
export const awayMs = 30 * 60 * 1000;

/**
 * A table's visit: since the scan or the customer's last yes (`since`), when the tab was last put
 * away (`hiddenAt`, null while in use), and whether a long absence has been seen (`ask`).
 */
export type TableVisit = { table: string; since: number; hiddenAt: number | null; ask: boolean };

/** A visit begun, or confirmed, at `now`. */
export function visitFrom(table: string, now: number): TableVisit {
  return { table, since: now, hiddenAt: null, ask: false };
}

/** The tab put away at `now`: the absence counts from its first moment. */
export function visitLeft(visit: TableVisit, now: number): TableVisit {
  return visit.hiddenAt === null ? { ...visit, hiddenAt: now } : visit;
}

/** The tab in use again at `now`, after an absence of `awayMs` or more: Send asks first. */
export function visitBack(visit: TableVisit, now: number): TableVisit {
  if (visit.hiddenAt === null) return visit;
  const away = now - visit.hiddenAt >= awayMs || now < visit.hiddenAt;
  return { ...visit, hiddenAt: null, ask: visit.ask || away };
}

/**
 * Whether an order at `now` asks "Still at Table 4?" before it goes to the table: after a long
 * absence, after tableHours since the scan or the last yes, or on a clock that has gone back.
 */
export function visitAsks(visit: TableVisit, now: number): boolean {
  return (
    visitBack(visit, now).ask || now < visit.since || now - visit.since >= tableHours * 3_600_000
  );
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Without storage the visit lasts as long as the page.
let memory: TableVisit | null = null;

function readVisit(store: Store | null): TableVisit | null {
  let text: string | null;
  try {
    if (!store) return memory;
    text = store.getItem(tableVisitKey);
  } catch {
    return memory;
  }
  let value: unknown;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { table, since, hiddenAt = null, ask = false } = value as Record<string, unknown>;
  if (typeof table !== 'string' || typeof since !== 'number') return null;
  return {
    table,
    since,
    hiddenAt: typeof hiddenAt === 'number' ? hiddenAt : null,
    ask: ask === true,
  };
}

function writeVisit(store: Store | null, visit: TableVisit | null): void {
  memory = visit;
  try {
    if (visit === null) store?.removeItem(tableVisitKey);
    else store?.setItem(tableVisitKey, JSON.stringify(visit));
  } catch {
    // Kept in the page's memory.
  }
}

/** Keeps the table for this tab from `now` (ms): a scan, or the customer's yes. */
export function keepTable(store: Store | null, table: string, now: number): void {
  writeVisit(store, visitFrom(table, now));
}

/** Notes that the tab was put away, or back in use, at `now`. */
export function tableTabLeft(store: Store | null, now: number): void {
  const visit = readVisit(store);
  if (visit) writeVisit(store, visitLeft(visit, now));
}

export function tableTabBack(store: Store | null, now: number): void {
  const visit = readVisit(store);
  if (visit) writeVisit(store, visitBack(visit, now));
}

/**
 * The table this tab is at: none kept, one of the cafe's tables, or a table a new build of the site
 * no longer has (`removed`), which the customer is told of rather than finding the order turned
 * into a pickup. However old, a kept table stays until the customer answers Send's question.
 */
export type KeptTable = { table: string } | { removed: string } | null;

export function keptTable(store: Store | null, tables: readonly string[]): KeptTable {
  const visit = readVisit(store);
  if (visit === null) return null;
  return tables.includes(visit.table) ? { table: visit.table } : { removed: visit.table };
}

/** Whether an order to the table kept for this tab asks first at `now` (see visitAsks). */
export function tableNeedsAsking(store: Store | null, now: number): boolean {
  const visit = readVisit(store);
  return visit !== null && visitAsks(visit, now);
}

export function forgetTable(store: Store | null): void {
  writeVisit(store, null);
}

/**
 * Follows this tab's absences for the visit: put away (another app, the phone locked, the page
 * left) and back. A new page of the same tab counts as back, as it loads.
 */
let following = false;

export function followTableTab(store: Store | null): void {
  tableTabBack(store, Date.now());
  if (following) return;
  following = true;
  const onChange = () =>
    document.visibilityState === 'hidden'
      ? tableTabLeft(store, Date.now())
      : tableTabBack(store, Date.now());
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('pagehide', () => tableTabLeft(store, Date.now()));
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
    const kept = keptTable(store, tables);
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
