import { menu } from '@/data/menu';
import { bakedStock } from '@/data/stock';
import { rowMarks } from '@/lib/stock/baked-stock';
import { basePath } from '@/lib/site/base-path';
import type { CartStore } from '@/lib/order/cart-store';
import {
  dishStock,
  nextReturn,
  publishedStock,
  stockByDish,
  stockFile,
  type PublishedStock,
} from '@/lib/stock/stock';
import { changeNotes, inStockLines } from '@/lib/order/take-hand-over';

// Loaded after the page has drawn (use-stock-watch.ts), so that no first-visit script carries it.

/** The stock this page follows: the build's until the published file answers. */
let stock: PublishedStock = { dishes: stockByDish(bakedStock, menu), until: {} };
let cart: CartStore | null = null;
let comeBack: ReturnType<typeof setTimeout> | undefined;

/** A dish's stock now, as this page follows it. */
export const stockNow = (name: string) => dishStock(stock, name, Date.now());

/**
 * Shows each row of the menu in `scope` with its dish's stock now. The rows are the server's (and
 * the search's): what they show is their data-stock, which CSS reads, as Veg only does.
 */
function markRows(scope: Element | Document) {
  const rows = [...scope.querySelectorAll<HTMLElement>('[data-dish]')];
  if (scope instanceof HTMLElement && scope.dataset.dish !== undefined) rows.push(scope);
  for (const row of rows) {
    const mark = rowMarks[stockNow(row.dataset.dish ?? '')];
    if (row.dataset.stock !== mark) row.dataset.stock = mark;
  }
}

/** Marks the rows the page has just drawn, and only those. */
function markDrawn(changes: MutationRecord[]) {
  for (const change of changes) {
    for (const node of change.addedNodes) if (node instanceof Element) markRows(node);
  }
}

/**
 * Takes out of the cart each line of a dish not in stock now, and says so under the header and on
 * the status line, as a cart taken over to a new build does: the order never sends it unseen.
 */
function dropUnavailable() {
  if (!cart) return;
  const { lines, report } = cart.get();
  const voice = cart.voice();
  const { kept, dropped } = inStockLines(voice.words.line, voice.locale, lines, stockNow);
  if (dropped.length === 0) return;
  const notes = changeNotes(voice.words, { dropped, repriced: [] });
  cart.get().setLines(kept, notes.join(' '));
  const shown = report && 'notes' in report ? report.notes : [];
  cart.get().showNotes(voice.words.changes.title, [...shown, ...notes]);
}

/** Shows the stock now, and comes back when the next dish sold out today is back by itself. */
function show() {
  clearTimeout(comeBack);
  markRows(document);
  dropUnavailable();
  const now = Date.now();
  const next = nextReturn(stock, now);
  // A timer holds at most 2^31 - 1 ms (some 24 days), and fires at once past that: a return
  // further off is looked at again then.
  if (next !== null) comeBack = setTimeout(show, Math.min(next - now, 2 ** 31 - 1));
}

/**
 * Reads the published stock, never from the browser's cache (the service worker answers with its
 * saved copy only without signal), and shows it. Without an answer the page keeps what it had.
 */
export async function readStock(waitMs?: number) {
  // Offline, and with no service worker to answer, the browser would log the failed request.
  if (navigator.onLine || navigator.serviceWorker?.controller) {
    const giveUp = new AbortController();
    const timer = waitMs === undefined ? undefined : setTimeout(() => giveUp.abort(), waitMs);
    try {
      const answer = await fetch(`${basePath}/${stockFile}`, {
        cache: 'no-cache',
        signal: giveUp.signal,
      });
      stock = (answer.ok && publishedStock(await answer.text())) || stock;
    } catch {
      // No signal, or too slow: asked again at the next minute, tab return or Send.
    } finally {
      clearTimeout(timer);
    }
  }
  show();
}

/** How often an open page reads the published stock again while it is on screen. */
const stockEveryMs = 60_000;

/**
 * Follows the stock for the visit: the rows of the menu as they are drawn (a search's results, the
 * menu again after another page), the cart as it changes, and the published file each minute
 * while the page is on screen and when the customer comes back to it.
 */
export function watchStock(store: CartStore): Promise<void> {
  if (cart === null) {
    new MutationObserver(markDrawn).observe(document.body, {
      childList: true,
      subtree: true,
    });
    let lastRead = Date.now();
    const reread = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastRead < stockEveryMs / 2)
        return;
      lastRead = Date.now();
      void readStock();
    };
    document.addEventListener('visibilitychange', reread);
    window.addEventListener('focus', reread);
    setInterval(reread, stockEveryMs);
  }
  if (cart !== store) store.subscribe(dropUnavailable);
  cart = store;
  return readStock();
}
