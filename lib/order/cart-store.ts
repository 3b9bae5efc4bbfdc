import {
  cartReducer,
  cartTotal,
  itemCount,
  lineLabelIn,
  maxQuantity,
  platesOf,
  quantityLimitNote,
  unitPrice,
  type CartAction,
  type CartItem,
  type Orderable,
  type Size,
} from './cart';
import { emptyCustomer, type CustomerDetails } from './customer';
import type { Locale } from '../site/locale';
import { fill, plural } from '../words/fill';
import type { cart as cartWords } from '../words/en/cart';

/**
 * Notes shown under the header until the customer dismisses them: what changed in a cart taken
 * over on its way to this build, what Order again added and left out, a table link the cafe does
 * not know; or that the cart handed over could not be taken yet, with a retry.
 */
export type CartReport =
  | { title: string; notes: string[]; dismiss: () => void }
  | { failed: true; retry: () => void; dismiss: () => void };

/** The cart as a component reads it: the same object until something in it changes. */
export type Cart = {
  lines: CartItem[];
  count: number;
  total: number;
  customer: CustomerDetails;
  /** The lines Clear Cart took away, while Undo can still put them back; null otherwise. */
  cleared: CartItem[] | null;
  /** The notes under the header, until dismissed; null when there are none. */
  report: CartReport | null;
  add: (dish: Orderable, size?: Size) => void;
  setQuantity: (line: CartItem, quantity: number) => void;
  remove: (line: CartItem) => void;
  clear: () => void;
  updateCustomer: (changes: Partial<CustomerDetails>) => void;
  /** Puts whole lines in the cart, as Order again does, and says what it did. */
  setLines: (lines: CartItem[], announcement: string) => void;
  /** Tells a screen reader what happened, on the cart's status line. */
  announce: (announcement: string) => void;
  /** Shows notes under the header, in place of any before them. */
  showNotes: (title: string, notes: string[]) => void;
};

export type CartState = Pick<Cart, 'lines' | 'customer' | 'cleared' | 'report'> & {
  /** What the status line last said to a screen reader. */
  announcement: string;
};

/** What the cart says (wordsFor(locale).cart.store), and the language of the dish names in it. */
export type CartVoice = { words: (typeof cartWords)['store']; locale: Locale };

export type CartStore = {
  get: () => Cart;
  announcement: () => string;
  /** The words the cart speaks in now, and the page's language. */
  voice: () => CartVoice;
  speakIn: (voice: CartVoice) => void;
  /**
   * Shows `report` under the header (null takes it away), saying `announcement` on the status line
   * where there is one: a hand-over's failure and its retry.
   */
  showReport: (report: CartReport | null, announcement?: string) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * The cart for the whole visit, with no framework; only its named actions write it. a component that shows a part of it subscribes
 * to that part, so an add draws again only what shows it (that dish's Add, the cart bar, the
 * header's count), never the page around them. The cart lives in memory: a reload starts anew.
 */
export function createCartStore(speech: CartVoice): CartStore {
  let voice = speech;
  let state: CartState = {
    lines: [],
    customer: emptyCustomer,
    cleared: null,
    report: null,
    announcement: '',
  };
  let value: Cart;
  const listeners = new Set<() => void>();

  const shown = ({ lines, customer, cleared, report }: CartState) => ({
    lines,
    count: itemCount(lines),
    total: cartTotal(lines),
    customer,
    cleared,
    report,
  });

  const update = (change: Partial<CartState>) => {
    const before = state;
    state = { ...state, ...change };
    const { lines, customer, cleared, report } = state;
    if (
      lines !== before.lines ||
      customer !== before.customer ||
      cleared !== before.cleared ||
      report !== before.report
    ) {
      value = { ...value, ...shown(state) };
    }
    for (const listener of listeners) listener();
  };
  /** The lines after `action`, with what the status line says about them and the count after. */
  const change = (action: CartAction, say: (items: string) => string) => {
    const lines = cartReducer(state.lines, action);
    return { lines, announcement: say(plural(voice.words.items, itemCount(lines))) };
  };
  const label = (line: { name: string; hindiName?: string; size?: Size }) =>
    lineLabelIn(voice.words.line, voice.locale, line);
  const dismiss = () => update({ report: null });

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
    clear: () => {
      update({ lines: [], cleared: state.lines, announcement: voice.words.cleared });
    },
    updateCustomer: (changes) => update({ customer: { ...state.customer, ...changes } }),
    setLines: (lines, announcement) => update({ lines, announcement, cleared: null }),
    announce: (announcement) => update({ announcement }),
    showNotes: (title, notes) => update({ report: { title, notes, dismiss } }),
  };

  return {
    get: () => value,
    announcement: () => state.announcement,
    voice: () => voice,
    speakIn: (next) => {
      voice = next;
    },
    showReport: (report, announcement = state.announcement) => update({ report, announcement }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
