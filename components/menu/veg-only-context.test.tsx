/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider } from '@/components/cart/cart-provider';
import { menu } from '@/data/menu';
import { categoryChips } from '@/lib/menu/menu-place';
import { maxSearchLength } from '@/lib/menu/menu-search';
import { en } from '@/lib/words/en';
import { MenuBrowser } from './menu-browser';
import { standInBrowser } from './test-browser';
import { useVegOnly, VegOnlyProvider } from './veg-only-context';

beforeAll(standInBrowser);

function Site({ page }: { page: 'menu' | 'about' }) {
  return (
    <CartProvider words={en.cart.store}>
      <VegOnlyProvider>
        {page === 'menu' ? (
          <MenuBrowser
            categories={categoryChips(menu, 'en')}
            imageHost=""
            searchLimit={maxSearchLength}
            noScriptNote={null}
            noScriptCategories={null}
            words={en.menu.browser}
            dishWords={en.menu.dish}
            vegMark={null}
            orderAgainWords={en.cart.orderAgain}
          >
            <p>The dishes</p>
          </MenuBrowser>
        ) : (
          <p>About us</p>
        )}
      </VegOnlyProvider>
    </CartProvider>
  );
}

describe('Veg only', () => {
  it('throws a clear error outside its provider', () => {
    function Probe() {
      useVegOnly();
      return null;
    }
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useVegOnly must be used within a VegOnlyProvider');
    jest.mocked(console.error).mockRestore();
  });

  it('is a switch that Space toggles, off at first', async () => {
    const user = userEvent.setup();
    render(<Site page="menu" />);
    const toggle = screen.getByRole('switch', { name: 'Veg only' });
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
  });

  it('stays on while the customer visits another page and comes back', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Site page="menu" />);
    await user.click(screen.getByRole('switch', { name: 'Veg only' }));
    rerender(<Site page="about" />);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    rerender(<Site page="menu" />);
    expect(screen.getByRole('switch', { name: 'Veg only' })).toBeChecked();
  });
});
