'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { MenuItem } from '@/data/menu';
import {
  cartReducer,
  cartTotal,
  itemCount,
  lineLabel,
  maxQuantity,
  platesOf,
  quantityLimitNote,
  unitPrice,
  type CartItem,
  type Size,
} from '@/lib/cart';
import { emptyCustomer, type CustomerDetails } from '@/lib/customer';
import {
  handOverKey,
  handOverText,
  hasAnythingToHand,
  siteReloadKey,
  takesHandOver,
} from '@/lib/hand-over';

type CartContextValue = {
  lines: CartItem[];
  count: number;
  total: number;
  customer: CustomerDetails;
  add: (dish: MenuItem, size?: Size) => void;
  setQuantity: (line: CartItem, quantity: number) => void;
  remove: (line: CartItem) => void;
  /** Puts a removed line back into the cart at `index`, as Undo does. */
  putBack: (line: CartItem, index: number) => void;
  clear: () => void;
  /** The lines Clear Cart took away, while Undo can still put them back; null otherwise. */
  cleared: CartItem[] | null;
  undoClear: () => void;
  updateCustomer: (changes: Partial<CustomerDetails>) => void;
};

/**
 * The cart as last drawn, for the components that follow it. A context whose value changed would
 * make React search the whole page, every dish of the menu, for its readers on each add; the
 * store tells its subscribers instead, and each draws again only when its part has changed.
 */
type CartStore = {
  get: () => CartContextValue;
  subscribe: (listener: () => void) => () => void;
};

function cartStore(
  first: CartContextValue,
): CartStore & { set: (value: CartContextValue) => void } {
  let value = first;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const CartContext = createContext<CartStore | null>(null);

function itemsPhrase(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'} in cart`;
}

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

/**
 * Holds the cart in memory for the whole visit; a reload starts a new cart, as the spec asks. A
 * page load the customer did not ask for (Next.js loads the next page in full when a new build has
 * gone live) takes the cart and details over from the page before (lib/hand-over.ts).
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const [lines, dispatch] = useReducer(cartReducer, []);
  const [customer, setCustomer] = useState<CustomerDetails>(emptyCustomer);
  const [cleared, setCleared] = useState<CartItem[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The actions read the cart through a ref, so that they never change and the menu's memoised
  // dish cards do not all render again whenever one dish is added.
  const current = useRef(lines);
  useEffect(() => {
    current.current = lines;
  }, [lines]);
  const currentCustomer = useRef(customer);
  useEffect(() => {
    currentCustomer.current = customer;
  }, [customer]);

  useEffect(() => {
    const storage = tabStorage();
    const handed = storage?.getItem(handOverKey) ?? null;
    const reloadedBySite = storage?.getItem(siteReloadKey) != null;
    storage?.removeItem(handOverKey);
    storage?.removeItem(siteReloadKey);
    if (handed !== null && takesHandOver(navigationType(), reloadedBySite)) {
      // This build's menu prices the lines, never the page before; both are loaded only for this.
      void import('@/lib/take-hand-over').then(({ takeHandOver, droppedNote }) => {
        const taken = takeHandOver(handed, Date.now());
        if (!taken) return;
        dispatch({ type: 'handOver', lines: taken.lines });
        setCustomer((typed) => (hasAnythingToHand([], typed) ? typed : taken.customer));
        setAnnouncement(droppedNote(taken.dropped));
      });
    }

    const handOver = () => {
      if (!hasAnythingToHand(current.current, currentCustomer.current)) return;
      try {
        storage?.setItem(handOverKey, handOverText(current.current, currentCustomer.current));
      } catch {
        // Storage full or refused: the next page starts empty, as it did before.
      }
    };
    window.addEventListener('pagehide', handOver);
    return () => window.removeEventListener('pagehide', handOver);
  }, []);

  const add = useCallback((dish: MenuItem, size?: Size) => {
    if (unitPrice(dish, size) === null) return;
    const plate = { name: dish.name, size };
    if (platesOf(current.current, plate) >= maxQuantity) {
      setAnnouncement(quantityLimitNote(plate));
      return;
    }
    // A new cart has begun: the cleared one can no longer come back whole.
    setCleared(null);
    dispatch({ type: 'add', item: dish, size, at: Date.now() });
    setAnnouncement(
      `Added ${lineLabel({ name: dish.name, size })} to cart. ${itemsPhrase(itemCount(current.current) + 1)}.`,
    );
  }, []);

  const setQuantity = useCallback((line: CartItem, quantity: number) => {
    dispatch({ type: 'setQuantity', id: line.id, quantity });
    const count = itemCount(current.current) - line.quantity + Math.max(quantity, 0);
    setAnnouncement(
      quantity <= 0
        ? `Removed ${lineLabel(line)}. ${itemsPhrase(count)}.`
        : `${lineLabel(line)}: quantity ${quantity}. ${itemsPhrase(count)}.`,
    );
  }, []);

  const remove = useCallback((line: CartItem) => {
    dispatch({ type: 'remove', id: line.id });
    setAnnouncement(
      `Removed ${lineLabel(line)}. ${itemsPhrase(itemCount(current.current) - line.quantity)}.`,
    );
  }, []);

  const putBack = useCallback((line: CartItem, index: number) => {
    dispatch({ type: 'putBack', line, index });
    setAnnouncement(
      `${lineLabel(line)} is back in your cart. ${itemsPhrase(itemCount(current.current) + line.quantity)}.`,
    );
  }, []);

  const clear = useCallback(() => {
    setCleared(current.current);
    dispatch({ type: 'clear' });
    setAnnouncement('Cart cleared. Undo puts it back.');
  }, []);

  const undoClear = useCallback(() => {
    if (!cleared) return;
    dispatch({ type: 'restore', lines: cleared });
    setCleared(null);
    setAnnouncement(`Cart restored. ${itemsPhrase(itemCount(cleared))}.`);
  }, [cleared]);

  const updateCustomer = useCallback((changes: Partial<CustomerDetails>) => {
    setCustomer((current) => ({ ...current, ...changes }));
  }, []);

  const value = useMemo(
    () => ({
      lines,
      count: itemCount(lines),
      total: cartTotal(lines),
      customer,
      add,
      setQuantity,
      remove,
      putBack,
      clear,
      cleared,
      undoClear,
      updateCustomer,
    }),
    [lines, customer, add, setQuantity, remove, putBack, clear, cleared, undoClear, updateCustomer],
  );
  // The store keeps the actions; they read the refs when called, never while this renders.
  // eslint-disable-next-line react-hooks/refs
  const [store] = useState(() => cartStore(value));
  useLayoutEffect(() => store.set(value), [store, value]);

  return (
    <CartContext.Provider value={store}>
      {children}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </CartContext.Provider>
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
