/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, useCart } from './cart-provider';
import { madeUpDish } from '@/test/made-up';
import { en } from '@/lib/words/en';

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
});
