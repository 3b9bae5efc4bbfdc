/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, useCart } from '@/components/cart/cart-provider';
import { halfAndFullDish as halfAndFull, onePriceDish as onePrice } from '@/test/dishes';
import { unitPrice } from '@/lib/order/cart';
import { nameIn } from '@/lib/site/locale';
import { formatRupees } from '@/lib/order/money';
import { en } from '@/lib/words/en';
import { hi } from '@/lib/words/hi';
import { unusedName } from '@/test/made-up';
import { opened } from '@/test/app-router';
import { CustomerFavourites } from './customer-favourites';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => jest.requireActual('@/test/app-router').appRouter,
}));

function CartTotal() {
  const { count, total } = useCart();
  return (
    <p>
      Cart: {count} plates, total {total}
    </p>
  );
}

// jsdom cannot open the order page; the cart is what these tests look at.
function stayOnPage(event: MouseEvent) {
  event.preventDefault();
}
beforeEach(() => window.addEventListener('click', stayOnPage));
afterEach(() => window.removeEventListener('click', stayOnPage));

function renderFavourites(names: string[]) {
  render(
    <CartProvider words={en.cart.store}>
      <CustomerFavourites locale="en" names={names} />
      <CartTotal />
    </CartProvider>,
  );
  return screen.getByRole('article', { name: halfAndFull.name });
}

describe('CustomerFavourites', () => {
  it('offers a Half/Full favourite as two links, one for each size', () => {
    const card = renderFavourites([halfAndFull.name, onePrice.name]);
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Order Half', 'Order Full']);
    for (const size of ['Half', 'Full']) {
      expect(
        within(card).getByRole('link', { name: `Order ${size}: ${halfAndFull.name}` }),
      ).toHaveAttribute('href', expect.stringMatching(/^\/order\/?$/));
    }
    const single = screen.getByRole('article', { name: onePrice.name });
    expect(within(single).getByRole('link')).toHaveAccessibleName(`Order Now: ${onePrice.name}`);
  });

  it('puts the size the customer chose in the cart', async () => {
    const user = userEvent.setup();
    const card = renderFavourites([halfAndFull.name]);

    opened.length = 0;
    await user.click(within(card).getByRole('link', { name: `Order Half: ${halfAndFull.name}` }));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Added ${halfAndFull.name} (Half) to cart. 1 item in cart.`,
    );
    // On to the order page in place: the cart is still in memory there.
    expect(opened).toEqual(['/order/']);
    expect(
      screen.getByText(`Cart: 1 plates, total ${unitPrice(halfAndFull, 'half')}`),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: `Order Full: ${halfAndFull.name}` }));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Added ${halfAndFull.name} (Full) to cart. 2 items in cart.`,
    );
    expect(
      screen.getByText(
        `Cart: 2 plates, total ${unitPrice(halfAndFull, 'half')! + unitPrice(halfAndFull, 'full')!}`,
      ),
    ).toBeInTheDocument();
  });

  it('adds nothing when the link is opened in a new tab', async () => {
    const user = userEvent.setup();
    const card = renderFavourites([halfAndFull.name]);
    await user.keyboard('{Control>}');
    await user.click(within(card).getByRole('link', { name: `Order Full: ${halfAndFull.name}` }));
    await user.keyboard('{/Control}');
    expect(screen.getByText('Cart: 0 plates, total 0')).toBeInTheDocument();
  });

  it('puts one plate in the cart for a double tap', async () => {
    const user = userEvent.setup();
    renderFavourites([halfAndFull.name, onePrice.name]);
    const single = screen.getByRole('article', { name: onePrice.name });
    await user.dblClick(within(single).getByRole('link', { name: `Order Now: ${onePrice.name}` }));
    expect(screen.getByText(`Cart: 1 plates, total ${unitPrice(onePrice)}`)).toBeInTheDocument();
  });
});

describe('CustomerFavourites on a Hindi page', () => {
  it('names each dish and its sizes in Hindi, and links to the Hindi menu', () => {
    render(
      <CartProvider words={hi.cart.store}>
        <CustomerFavourites locale="hi" names={[halfAndFull.name]} />
      </CartProvider>,
    );
    const card = screen.getByRole('article', { name: nameIn('hi', halfAndFull) });
    expect(card).toHaveTextContent(
      `हाफ़ ${formatRupees(unitPrice(halfAndFull, 'half')!)} · फ़ुल ${formatRupees(unitPrice(halfAndFull, 'full')!)}`,
    );
    expect(screen.getByRole('link', { name: 'पूरा मेन्यू देखें' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hi\/menu\/?$/),
    );
  });

  it('leaves out a favourite whose dish the owner took off the menu, and the section with none', () => {
    const gone = unusedName('Kulhad Coffee');
    renderFavourites([gone, halfAndFull.name]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText(gone)).toBeNull();
  });

  it('shows no section when no favourite is on the menu', () => {
    render(
      <CartProvider words={en.cart.store}>
        <CustomerFavourites locale="en" names={[unusedName('Kulhad Coffee')]} />
      </CartProvider>,
    );
    expect(screen.queryByRole('heading', { name: en.home.favourites.title })).toBeNull();
  });
});
