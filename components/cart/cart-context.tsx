'use client';

import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import {
  cartReducer,
  cartTotal,
  itemCount,
  lineLabelIn,
  maxQuantity,
  platesOf,
  putBackNote,
  putBackQuantity,
  quantityLimitNote,
  unitPrice,
  type CartAction,
  type CartItem,
  type Orderable,
  type Size,
} from '@/lib/cart';
import { emptyCustomer, type CustomerDetails } from '@/lib/customer';
import type { Locale } from '@/lib/locale';
import { fill, plural } from '@/lib/words/fill';
import type { cart as cartWords } from '@/lib/words/en/cart';
import { useLocale } from '@/components/layout/locale-context';
import { retryableImport } from '@/lib/retryable-import';
import { tables } from '@/data/ordering';
import { orderTypes } from '@/lib/order-type';
import { forgetTable, keepTable, keptTable, tableFromLink, unknownTableNote } from '@/lib/table';
import {
  handOverKey,
  handOverText,
  hasAnythingToHand,
  reloadWithCart,
  siteReloadKey,
  takesHandOver,
} from '@/lib/hand-over';

type CartContextValue = {
  lines: CartItem[];
  count: number;
  total: number;
  customer: CustomerDetails;
  add: (dish: Orderable, size?: Size) => void;
  setQuantity: (line: CartItem, quantity: number) => void;
  remove: (line: CartItem) => void;
  /**
   * Puts a removed line back into the cart at `index`, as Undo does, as far as the plate limit
   * lets it: returns how many of its plates the cart now holds (see putBackNote).
   */
  putBack: (line: CartItem, index: number) => number;
  clear: () => void;
  /** The lines Clear Cart took away, while Undo can still put them back; null otherwise. */
  cleared: CartItem[] | null;
  undoClear: () => void;
  updateCustomer: (changes: Partial<CustomerDetails>) => void;
  /** Puts whole lines in the cart, as Order again does, and says what it did. */
  setLines: (lines: CartItem[], announcement: string) => void;
  /** Tells a screen reader what happened, on the cart's status line. */
  announce: (announcement: string) => void;
};

type CartState = Pick<CartContextValue, 'lines' | 'customer' | 'cleared'> & {
  /** What the status line last said to a screen reader. */
  announcement: string;
};

/** What the cart says, and the language of the dish names in it (lib/words/, site-document). */
type Voice = { words: (typeof cartWords)['store']; locale: Locale };

type CartStore = {
  /** The cart as it is now; the same object until something in it changes. */
  get: () => CartContextValue;
  announcement: () => string;
  /** The words the cart speaks in now, and the page's language. */
  voice: () => Voice;
  speakIn: (voice: Voice) => void;
  update: (change: Partial<CartState>) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * The cart for the whole visit, held outside React: a component that shows a part of it
 * subscribes to that part (useCartPart), so an add draws again only what shows it (that dish's
 * Add, the cart bar, the header's count), never the page around them.
 */
function cartStore(speech: Voice): CartStore {
  let voice = speech;
  let state: CartState = { lines: [], customer: emptyCustomer, cleared: null, announcement: '' };
  let value: CartContextValue;
  const listeners = new Set<() => void>();

  /** What the cart shows of `state`: the value changes only when one of these does. */
  const shown = ({ lines, customer, cleared }: CartState) => ({
    lines,
    count: itemCount(lines),
    total: cartTotal(lines),
    customer,
    cleared,
  });

  const update = (change: Partial<CartState>) => {
    const before = state;
    state = { ...state, ...change };
    const { lines, customer, cleared } = state;
    if (lines !== before.lines || customer !== before.customer || cleared !== before.cleared) {
      value = { ...value, ...shown(state) };
    }
    for (const listener of listeners) listener();
  };
  /** The lines after `action`, with what the status line says about them and the count after. */
  const change = (action: CartAction, say: (items: string) => string) => {
    const lines = cartReducer(state.lines, action);
    return { lines, announcement: say(plural(voice.words.items, itemCount(lines))) };
  };
  /** A dish and size as the page names it: "Veg Chowmein (Half)". */
  const label = (line: { name: string; hindiName?: string; size?: Size }) =>
    lineLabelIn(voice.words.line, voice.locale, line);

  value = {
    ...shown(state),
    add: (dish, size) => {
      if (unitPrice(dish, size) === null) return;
      const plate = { name: dish.name, hindiName: dish.hindiName, size };
      if (platesOf(state.lines, plate) >= maxQuantity) {
        update({ announcement: quantityLimitNote(voice.words.line, voice.locale, plate) });
        return;
      }
      update({
        ...change({ type: 'add', item: dish, size, at: Date.now() }, (items) =>
          fill(voice.words.added, { dish: label(plate), items }),
        ),
        // A new cart has begun: the cleared one can no longer come back whole.
        cleared: null,
      });
    },
    setQuantity: (line, quantity) => {
      update(
        change({ type: 'setQuantity', id: line.id, quantity }, (items) =>
          quantity <= 0
            ? fill(voice.words.removed, { dish: label(line), items })
            : fill(voice.words.quantity, { dish: label(line), quantity, items }),
        ),
      );
    },
    remove: (line) => {
      update(
        change({ type: 'remove', id: line.id }, (items) =>
          fill(voice.words.removed, { dish: label(line), items }),
        ),
      );
    },
    putBack: (line, index) => {
      // A second tap on Undo before its row has gone: the line is back already.
      const back = state.lines.find(({ id }) => id === line.id);
      if (back) return back.quantity;
      const restored = putBackQuantity(state.lines, line);
      update(
        change({ type: 'putBack', line, index }, (items) =>
          fill(voice.words.putBack, {
            note: putBackNote(voice.words.line, voice.locale, line, restored),
            items,
          }),
        ),
      );
      return restored;
    },
    clear: () => {
      update({ lines: [], cleared: state.lines, announcement: voice.words.cleared });
    },
    undoClear: () => {
      if (!state.cleared) return;
      update({
        ...change({ type: 'restore', lines: state.cleared }, (items) =>
          fill(voice.words.restored, { items }),
        ),
        cleared: null,
      });
    },
    updateCustomer: (changes) => update({ customer: { ...state.customer, ...changes } }),
    setLines: (lines, announcement) => update({ lines, announcement, cleared: null }),
    announce: (announcement) => update({ announcement }),
  };

  return {
    get: () => value,
    announcement: () => state.announcement,
    voice: () => voice,
    speakIn: (next) => {
      voice = next;
    },
    update,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const CartContext = createContext<CartStore | null>(null);

/** sessionStorage, or null where the browser refuses it (storage off, some private modes). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** How this page was loaded: 'navigate', 'reload', 'back_forward'... (Navigation Timing). */
function navigationType(): string | undefined {
  if (typeof performance.getEntriesByType !== 'function') return undefined;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}

/** The hand-over this page load takes, read once: a remount must neither lose nor take it twice. */
let handedOnLoad: string | null | undefined;

function handOverOfThisLoad(storage: Storage | null): string | null {
  if (handedOnLoad !== undefined) return handedOnLoad;
  const handed = storage?.getItem(handOverKey) ?? null;
  const reloadedBySite = storage?.getItem(siteReloadKey) != null;
  storage?.removeItem(handOverKey);
  storage?.removeItem(siteReloadKey);
  const wasDiscarded = (document as Document & { wasDiscarded?: boolean }).wasDiscarded === true;
  handedOnLoad = takesHandOver(navigationType(), { reloadedBySite, wasDiscarded }) ? handed : null;
  return handedOnLoad;
}

// This build's menu prices the lines, never the page before; both are loaded only for this.
const handOverCode = retryableImport(() => import('@/lib/take-hand-over'));

/**
 * What the customer is told under the header until they dismiss it: what changed in the cart this
 * page took over on its way to this build (a dish sold out or gone, a new price), or that it could
 * not be taken, with a retry; what Order again added and left out; a table link the cafe does not
 * know.
 */
export type HandOverReport =
  | { title: string; notes: string[]; dismiss: () => void }
  | { failed: true; retry: () => void; dismiss: () => void };

const HandOverContext = createContext<HandOverReport | null>(null);
const ReportContext = createContext<((title: string, notes: string[]) => void) | null>(null);

/** The report shown under the header, until the customer dismisses it; null otherwise. */
export function useHandOverReport(): HandOverReport | null {
  return useContext(HandOverContext);
}

/** Shows notes under the header, in place of any before them, until the customer dismisses them. */
export function useReport(): (title: string, notes: string[]) => void {
  const report = useContext(ReportContext);
  if (!report) throw new Error('useReport must be used within CartProvider');
  return report;
}

/**
 * The details handed over, at the table this tab is at (lib/table.ts decides, not the page before):
 * the same table keeps the order type chosen there; a table newly scanned makes the order one for
 * it; no table any more (an unknown link) turns an order for the table into a pickup.
 */
function atTable(handed: CustomerDetails, table: string): CustomerDetails {
  if (table === handed.table) return handed;
  if (table !== '') return { ...handed, table, orderType: 'dine-in' };
  const { needsTable } = orderTypes[handed.orderType];
  return { ...handed, table, orderType: needsTable ? 'pickup' : handed.orderType };
}

/**
 * The table this visit orders from: the one in the page's address (?table=7), kept for this tab
 * (lib/table.ts), or the one kept before. The address loses its ?table=, so that a link shared or
 * bookmarked from the page carries no table. An address that names a table the cafe does not have
 * ends the table kept before, and says so.
 */
function tableOfThisVisit(
  storage: Storage | null,
  words: (typeof cartWords)['store']['table'],
  onUnknown: (note: string) => void,
): string | null {
  const now = Date.now();
  const link = tableFromLink(window.location.search, tables);
  if (link === null) return keptTable(storage, tables, now);
  const address = new URL(window.location.href);
  address.searchParams.delete('table');
  window.history.replaceState(window.history.state, '', address);
  if ('unknown' in link) {
    // The newest link decides: a table kept from an earlier one no longer holds.
    forgetTable(storage);
    onUnknown(unknownTableNote(words, link.unknown));
    return null;
  }
  keepTable(storage, link.table, now);
  return link.table;
}

/**
 * Holds the cart in memory for the whole visit; a reload starts a new cart, as the spec asks. A
 * page load the customer did not ask for (Next.js loads the next page in full when a new build has
 * gone live, the site reloads itself, Chrome loads again a tab it discarded in the background)
 * takes the cart and details over from the page before (lib/hand-over.ts), and says what changed.
 */
export function CartProvider({
  words,
  children,
}: {
  /** What the cart says, in the page's language: wordsFor(locale).cart.store. */
  words: (typeof cartWords)['store'];
  children: React.ReactNode;
}) {
  const locale = useLocale();
  const [store] = useState(() => cartStore({ words, locale }));
  const [report, setReport] = useState<HandOverReport | null>(null);

  useEffect(() => {
    store.speakIn({ words, locale });
  }, [store, words, locale]);

  useEffect(() => {
    const storage = tabStorage();
    let stopped = false;
    /** The hand-over this page has yet to take: handed on as it is if the page goes first. */
    let pending: string | null = null;
    /** Set when the page leaves the hand-over in storage to a page after it. */
    let keepStored = false;
    const dismiss = () => setReport(null);

    const take = (handed: string) => {
      pending = handed;
      setReport(null);
      handOverCode.load().then(
        ({ takeHandOver, changeNotes }) => {
          if (stopped) return;
          pending = null;
          // The words of now, not of the first draw: the hand-over's code may come late.
          const voice = store.voice();
          const taken = takeHandOver(voice.words.line, voice.locale, handed, Date.now());
          if (!taken) return;
          const notes = changeNotes(voice.words, taken);
          const { lines, customer } = store.get();
          store.update({
            lines: cartReducer(lines, { type: 'handOver', lines: taken.lines }),
            customer: hasAnythingToHand([], customer)
              ? customer
              : atTable(taken.customer, customer.table),
            announcement: notes.join(' '),
          });
          if (notes.length === 0) return;
          // After a note of the table link, if the page shows one: neither hides the other.
          setReport((shown) => ({
            title: voice.words.changes.title,
            notes: [...(shown && 'notes' in shown ? shown.notes : []), ...notes],
            dismiss,
          }));
        },
        () => {
          if (stopped) return;
          store.update({ announcement: store.voice().words.changes.failed });
          const startAfresh = () => {
            pending = null;
            dismiss();
          };
          setReport({ failed: true, retry: () => take(handed), dismiss: startAfresh });
        },
      );
    };
    const handed = handOverOfThisLoad(storage);
    if (handed !== null) take(handed);
    const tableWords = store.voice().words.table;
    const table = tableOfThisVisit(storage, tableWords, (note) =>
      setReport({ title: tableWords.title, notes: [note], dismiss }),
    );
    if (table !== null && table !== store.get().customer.table) {
      store.update({ customer: { ...store.get().customer, table, orderType: 'dine-in' } });
    }

    const handOver = () => {
      if (keepStored) return;
      const { lines, customer } = store.get();
      try {
        if (hasAnythingToHand(lines, customer)) {
          storage?.setItem(handOverKey, handOverText(lines, customer));
        } else if (pending !== null) {
          storage?.setItem(handOverKey, pending);
        } else {
          storage?.removeItem(handOverKey);
        }
      } catch {
        // Storage full or refused: the next page starts empty, as it did before.
      }
    };
    // Chrome may discard a tab in the background (while its customer pays in a UPI app) and load
    // it again on return: what it hands over as it hides is what comes back.
    const hidden = () => {
      if (document.visibilityState === 'hidden') handOver();
    };
    // Back to this page from the browser's back/forward cache, after a page of this tab handed over
    // a newer cart (a new build's page the customer went on to): that cart, at today's prices.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const stored = storage?.getItem(handOverKey) ?? null;
      const { lines, customer } = store.get();
      if (stored === null || stored === handOverText(lines, customer)) return;
      keepStored = true;
      reloadWithCart();
    };
    window.addEventListener('pagehide', handOver);
    window.addEventListener('pageshow', restored);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      stopped = true;
      // Unmounted with the page still open, as the root error screen replaces it: its Reload
      // takes the cart back.
      handOver();
      window.removeEventListener('pagehide', handOver);
      window.removeEventListener('pageshow', restored);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [store]);

  const [showReport] = useState(
    () => (title: string, notes: string[]) =>
      setReport({ title, notes, dismiss: () => setReport(null) }),
  );

  return (
    <CartContext.Provider value={store}>
      <ReportContext.Provider value={showReport}>
        <HandOverContext.Provider value={report}>{children}</HandOverContext.Provider>
      </ReportContext.Provider>
      <CartAnnouncement store={store} />
    </CartContext.Provider>
  );
}

/** The status line that tells a screen reader what each change did. */
function CartAnnouncement({ store }: { store: CartStore }) {
  const announcement = useSyncExternalStore(
    store.subscribe,
    store.announcement,
    store.announcement,
  );
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
}

/**
 * One part of the cart, such as a dish's plates or the count: the component draws again only when
 * that part changes. The part must be a value that compares equal when unchanged (a number, a
 * string, one of the actions), never an object made afresh.
 */
export function useCartPart<Part>(part: (cart: CartContextValue) => Part): Part {
  const store = useCartStore();
  const read = () => part(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * Reads the cart when called, as a click handler does, without following it: the component
 * never draws again for a change in the cart.
 */
export function useCartNow(): () => CartContextValue {
  return useCartStore().get;
}

function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used within a CartProvider');
  return store;
}

/** The whole cart: the component draws again on every change. */
export function useCart(): CartContextValue {
  return useCartPart((cart) => cart);
}
