import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider } from '@/components/cart/cart-context';
import { menu } from '@/data/menu';
import { MenuBrowser } from './menu-browser';
import { standInBrowser } from './test-browser';
import { forgetMenuPlace } from './use-menu-place';
import { useVegOnly, VegOnlyProvider } from './veg-only-context';

beforeAll(standInBrowser);
beforeEach(forgetMenuPlace);

// The first category with a dish that Veg only hides.
const mixed = menu.find((category) => category.items.some((item) => item.diet !== 'veg'))!;

function Site({ page }: { page: 'menu' | 'about' }) {
  return (
    <CartProvider>
      <VegOnlyProvider>
        {page === 'menu' ? (
          <MenuBrowser imageHost="" noScriptNote={null} noScriptCategories={null} />
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
    const veg = mixed.items.filter((item) => item.diet === 'veg');
    expect(
      within(screen.getByRole('region', { name: mixed.name })).getAllByRole('article'),
    ).toHaveLength(veg.length);
    expect(veg.length).toBeLessThan(mixed.items.length);
  });
});
