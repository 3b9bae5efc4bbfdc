/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, useCart } from './cart-context';
import { maxQuantity, putBackNote, quantityLimitNote, type CartItem } from '@/lib/cart';
import { madeUpDish } from '@/test/made-up';
import { en } from '@/lib/words/en';
import { hi } from '@/lib/words/hi';
import { LocaleProvider } from '@/components/layout/locale-context';

const chowmein = madeUpDish('Veg Chowmein', { price: 60, fullPrice: 110 });

function CartProbe() {
  const { count, total, add, lines, setQuantity } = useCart();
  return (
    <div>
      <p>
        {count} items, total {total}
      </p>
      <button onClick={() => add(chowmein, 'full')}>Add full</button>
      <button onClick={() => lines[0] && setQuantity(lines[0], 0)}>Zero first</button>
    </div>
  );
}

describe('useCart', () => {
  it('throws a clear error outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CartProbe />)).toThrow('useCart must be used within a CartProvider');
    jest.mocked(console.error).mockRestore();
  });

  it('adds lines and announces each change politely', async () => {
    const user = userEvent.setup();
    render(
      <CartProvider words={en.cart.store}>
        <CartProbe />
      </CartProvider>,
    );
    expect(screen.getByText('0 items, total 0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add full' }));
    await user.click(screen.getByRole('button', { name: 'Add full' }));
    expect(screen.getByText('2 items, total 220')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Added Veg Chowmein (Full) to cart. 2 items in cart.',
    );

    await user.click(screen.getByRole('button', { name: 'Zero first' }));
    expect(screen.getByText('1 items, total 110')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Removed Veg Chowmein (Full). 1 item in cart.',
    );
  });

  it('counts every add from the cart as it is at that moment, before anything is drawn again', async () => {
    function TwoAtOnce() {
      const { count, add } = useCart();
      return (
        <button
          onClick={() => {
            add(chowmein, 'half');
            add(chowmein, 'half');
          }}
        >
          Add two ({count})
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <CartProvider words={en.cart.store}>
        <TwoAtOnce />
      </CartProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add two (0)' }));
    expect(screen.getByRole('button', { name: 'Add two (2)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Added Veg Chowmein (Half) to cart. 2 items in cart.',
    );
  });

  it('refuses a plate past the limit of the dish and size over its lines, and says why', async () => {
    const user = userEvent.setup();
    render(
      <CartProvider words={en.cart.store}>
        <CartProbe />
      </CartProvider>,
    );
    const add = screen.getByRole('button', { name: 'Add full' });
    for (let plate = 0; plate <= maxQuantity; plate++) await user.click(add);
    expect(
      screen.getByText(`${maxQuantity} items, total ${maxQuantity * 110}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      quantityLimitNote(en.cart.line, 'en', { name: chowmein.name, size: 'full' }),
    );
  });

  it('says on Undo how many plates came back when the plate limit holds some back', async () => {
    let removed: CartItem | undefined;
    let restored: number | undefined;
    function UndoProbe() {
      const { lines, add, setQuantity, remove, putBack } = useCart();
      const [first] = lines;
      const last = lines.at(-1);
      return (
        <div>
          <button
            onClick={() => {
              add(chowmein, 'half');
              add(chowmein, 'half');
            }}
          >
            Two lines
          </button>
          <button onClick={() => first && setQuantity(first, maxQuantity - 20)}>First</button>
          <button
            onClick={() => {
              removed = first;
              if (first) remove(first);
            }}
          >
            Remove
          </button>
          <button onClick={() => last && setQuantity(last, maxQuantity - 10)}>Raise</button>
          <button onClick={() => removed && (restored = putBack(removed, 0))}>Undo</button>
        </div>
      );
    }
    const user = userEvent.setup();
    render(
      <CartProvider words={en.cart.store}>
        <UndoProbe />
      </CartProvider>,
    );
    for (const name of ['Two lines', 'First', 'Remove', 'Raise', 'Undo']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(restored).toBe(10);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${putBackNote(en.cart.line, 'en', removed!, 10)} ${maxQuantity} items in cart.`,
    );
  });

  it('speaks the Hindi page’s language, naming the dish by its Hindi name', async () => {
    const dish = { ...chowmein, hindiName: 'वेज चाउमीन' };
    function HindiProbe() {
      const { lines, add, remove } = useCart();
      return (
        <div>
          <button onClick={() => add(dish, 'full')}>Add</button>
          <button onClick={() => lines[0] && remove(lines[0])}>Remove</button>
          <p>{lines[0]?.name}</p>
        </div>
      );
    }
    const user = userEvent.setup();
    render(
      <LocaleProvider value="hi">
        <CartProvider words={hi.cart.store}>
          <HindiProbe />
        </CartProvider>
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'वेज चाउमीन (फ़ुल) कार्ट में जोड़ा गया। कार्ट में 1 आइटम।',
    );
    // The line keeps the English name, which the order message gives the kitchen.
    expect(screen.getByText('Veg Chowmein')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'वेज चाउमीन (फ़ुल) हटाया गया। कार्ट में 0 आइटम।',
    );
  });
});
