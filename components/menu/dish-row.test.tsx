/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, useCart } from '@/components/cart/cart-provider';
import { en } from '@/lib/words/en';
import { madeUpDish, unusedName } from '@/test/made-up';
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

// Names no dish of the content has: the build's stock marks a row by its name.
const chowmein = unusedName('Veg Chowmein');

describe('DishRow', () => {
  // Which of Add and Sold out shows is CSS's, from the row's data-stock (e2e/stock.spec.ts).
  it('holds Sold out beside Add, and names its dish and stock for the page to set', () => {
    const row = renderRow(madeUpDish(chowmein, { price: 60, fullPrice: 110 }));
    expect(row).toHaveAttribute('data-dish', chowmein);
    expect(row).toHaveAttribute('data-stock', 'in');
    expect(within(row).getAllByText('Sold out')).toHaveLength(1);
    expect(row).toHaveTextContent('Half ₹60');
    expect(row).toHaveTextContent('Full ₹110');
  });

  it('offers Add for each size of a dish that is not sold out', () => {
    const row = renderRow(madeUpDish(chowmein, { price: 60, fullPrice: 110 }));
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([`Add ${chowmein} (Half) to cart`, `Add ${chowmein} (Full) to cart`]);
  });

  it.each([
    [false, 'none'],
    [true, 'कुल्हड़ चाय'],
  ])(
    'an add on the English site keeps the Hindi name only for Hindi orders (%s)',
    async (hindiOrders, kept) => {
      // A name of the menu's own could be sold out in the content's stock.json, and the cart refuses it.
      const dish = madeUpDish(unusedName('Kulhad Tea'), { price: 20, hindiName: 'कुल्हड़ चाय' });
      const row = renderRow(dish, hindiOrders);
      await userEvent.click(within(row).getByRole('button', { name: `Add ${dish.name} to cart` }));
      const cart = screen.getByRole('list', { name: 'Hindi names in the cart' });
      expect(within(cart).getByRole('listitem')).toHaveTextContent(kept);
    },
  );
});
