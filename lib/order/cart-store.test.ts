import { createCartStore } from './cart-store';
import { maxQuantity, quantityLimitNote } from './cart';
import { putBack, putBackNote, undoClear } from './cart-undo';
import { madeUpDish } from '@/test/made-up';
import { en } from '../words/en';
import { hi } from '../words/hi';

const chowmein = madeUpDish('Veg Chowmein', { price: 60, fullPrice: 110 });

const englishCart = () => createCartStore({ words: en.cart.store, locale: 'en' });

describe('the cart store', () => {
  it('adds lines, counts and totals them, and says each change', () => {
    const store = englishCart();
    store.get().add(chowmein, 'full');
    store.get().add(chowmein, 'full');
    expect(store.get()).toMatchObject({ count: 2, total: 220 });
    expect(store.announcement()).toBe('Added Veg Chowmein (Full) to cart. 2 items in cart.');

    const [first] = store.get().lines;
    store.get().setQuantity(first!, 0);
    expect(store.get()).toMatchObject({ count: 1, total: 110 });
    expect(store.announcement()).toBe('Removed Veg Chowmein (Full). 1 item in cart.');
  });

  it('counts every add from the cart as it is at that moment', () => {
    const store = englishCart();
    const { add } = store.get();
    add(chowmein, 'half');
    add(chowmein, 'half');
    expect(store.get().count).toBe(2);
  });

  it('tells its subscribers of each change, and keeps the same cart while nothing in it changes', () => {
    const store = englishCart();
    const heard = jest.fn();
    const stop = store.subscribe(heard);
    const before = store.get();
    store.get().announce('Hello');
    expect(store.get()).toBe(before);
    store.get().add(chowmein, 'half');
    expect(store.get()).not.toBe(before);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    store.get().add(chowmein, 'half');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('refuses a plate past the limit of the dish and size over its lines, and says why', () => {
    const store = englishCart();
    for (let plate = 0; plate <= maxQuantity; plate++) store.get().add(chowmein, 'full');
    expect(store.get().count).toBe(maxQuantity);
    expect(store.announcement()).toBe(
      quantityLimitNote(en.cart.line, 'en', { name: chowmein.name, size: 'full' }),
    );
  });

  it('says on Undo how many plates came back when the plate limit holds some back', () => {
    const store = englishCart();
    const cart = store.get;
    cart().add(chowmein, 'half');
    cart().add(chowmein, 'half');
    cart().setQuantity(cart().lines[0]!, maxQuantity - 20);
    const removed = cart().lines[0]!;
    cart().remove(removed);
    cart().setQuantity(cart().lines.at(-1)!, maxQuantity - 10);
    expect(putBack(store, removed, 0)).toBe(10);
    expect(store.announcement()).toBe(
      `${putBackNote(en.cart.line, 'en', removed, 10)} ${maxQuantity} items in cart.`,
    );
  });

  it('brings back what Clear Cart took, until something new is added', () => {
    const store = englishCart();
    store.get().add(chowmein, 'half');
    store.get().clear();
    expect(store.get()).toMatchObject({ count: 0, cleared: [expect.anything()] });
    undoClear(store);
    expect(store.get()).toMatchObject({ count: 1, cleared: null });
    store.get().clear();
    store.get().add(chowmein, 'full');
    expect(store.get().cleared).toBeNull();
  });

  it('shows notes until they are dismissed', () => {
    const store = englishCart();
    store.get().showNotes('Title', ['A note']);
    const { report } = store.get();
    expect(report).toMatchObject({ title: 'Title', notes: ['A note'] });
    report?.dismiss();
    expect(store.get().report).toBeNull();
  });

  it('speaks the Hindi page’s language, naming the dish by its Hindi name', () => {
    const dish = { ...chowmein, hindiName: 'वेज चाउमीन' };
    const store = createCartStore({ words: hi.cart.store, locale: 'hi' });
    store.get().add(dish, 'full');
    expect(store.announcement()).toBe('वेज चाउमीन (फ़ुल) को कार्ट में जोड़ दिया गया। कार्ट में 1 आइटम।');
    // The line keeps the English name, which the order message gives the kitchen.
    expect(store.get().lines[0]?.name).toBe('Veg Chowmein');
    store.get().remove(store.get().lines[0]!);
    expect(store.announcement()).toBe('वेज चाउमीन (फ़ुल) को हटा दिया गया। कार्ट में 0 आइटम।');
  });
});
