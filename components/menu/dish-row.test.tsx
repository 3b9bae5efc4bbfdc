/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, useCart } from '@/components/cart/cart-provider';
import { en } from '@/lib/words/en';
import { madeUpDish } from '@/test/made-up';
import { DishRow } from './dish-row';

/** The Hindi names the cart's lines keep, as a list under the row. */
function CartHindiNames() {
  const { lines } = useCart();
  return (
    <ul aria-label="Hindi names in the cart">
      {lines.map((line) => (
        <li key={line.id}>{line.hindiName ?? 'none'}</li>
      ))}
    </ul>
  );
}

// Made-up dishes: how a row shows a sold-out dish is under test, not the cafe's menu.
function renderRow(dish: ReturnType<typeof madeUpDish>, hindiOrders = false) {
  render(
    <CartProvider words={en.cart.store}>
      <DishRow
        dish={dish}
        nameId="dish"
        imageHost=""
        locale="en"
        hindiOrders={hindiOrders}
        words={en.menu.dish}
      />
      <CartHindiNames />
    </CartProvider>,
  );
  return screen.getByRole('article', { name: dish.name });
}

describe('DishRow', () => {
  it('shows a sold-out dish with its price and Sold out, and no Add', () => {
    const row = renderRow(madeUpDish('Veg Momos', { price: 60, soldOut: true }));
    expect(within(row).getByText('₹60')).toBeInTheDocument();
    expect(within(row).getByText('Sold out')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('keeps both prices of a sold-out Half and Full dish, with one Sold out', () => {
    const row = renderRow(madeUpDish('Veg Chowmein', { price: 60, fullPrice: 110, soldOut: true }));
    expect(row).toHaveTextContent('Half ₹60');
    expect(row).toHaveTextContent('Full ₹110');
    expect(within(row).getAllByText('Sold out')).toHaveLength(1);
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('offers Add for each size of a dish that is not sold out', () => {
    const row = renderRow(madeUpDish('Veg Chowmein', { price: 60, fullPrice: 110 }));
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Add Veg Chowmein (Half) to cart', 'Add Veg Chowmein (Full) to cart']);
    expect(within(row).queryByText('Sold out')).toBeNull();
  });

  it.each([
    [false, 'none'],
    [true, 'कुल्हड़ चाय'],
  ])(
    'an add on the English site keeps the Hindi name only for Hindi orders (%s)',
    async (hindiOrders, kept) => {
      const dish = madeUpDish('Kulhad Tea', { price: 20, hindiName: 'कुल्हड़ चाय' });
      const row = renderRow(dish, hindiOrders);
      await userEvent.click(within(row).getByRole('button', { name: 'Add Kulhad Tea to cart' }));
      const cart = screen.getByRole('list', { name: 'Hindi names in the cart' });
      expect(within(cart).getByRole('listitem')).toHaveTextContent(kept);
    },
  );
});
